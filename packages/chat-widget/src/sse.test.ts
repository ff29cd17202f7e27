import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse.ts';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('parses named events with JSON data', () => {
    expect(parse(['event: token\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: 'token', data: '{"text":"Hi"}', id: '' },
      { event: 'done', data: '{}', id: '' },
    ]);
  });

  it('joins pieces split anywhere, including inside a CRLF', () => {
    const text = 'event: token\r\ndata: {"text":"Hello"}\r\n\r\nevent: reset\r\ndata: {}\r\n\r\n';
    for (let size = 1; size < 8; size += 1) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parse(chunks)).toEqual([
        { event: 'token', data: '{"text":"Hello"}', id: '' },
        { event: 'reset', data: '{}', id: '' },
      ]);
    }
  });

  it('joins data lines, skips comments and retries, names unnamed events "message"', () => {
    expect(parse([': keep-alive\nid: 7\nretry: 10\ndata: a\ndata:b\n\n'])).toEqual([
      { event: 'message', data: 'a\nb', id: '7' },
    ]);
  });

  it('keeps the last event id for later events until another id line sets it', () => {
    expect(
      parse(['id: 1\nevent: status\ndata: {}\n\n: ping\n\nevent: typing\ndata: {}\n\nid: 2\ndata: x\n\n']),
    ).toEqual([
      { event: 'status', data: '{}', id: '1' },
      { event: 'typing', data: '{}', id: '1' },
      { event: 'message', data: 'x', id: '2' },
    ]);
  });

  it('accepts lone CR line ends and drops an event without its blank line', () => {
    expect(parse(['event: x\rdata: 1\r\revent: y\ndata: 2'])).toEqual([{ event: 'x', data: '1', id: '' }]);
  });
});
