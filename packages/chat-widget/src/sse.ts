/**
 * One server-sent event: its name (`message` when the server names none), its data lines joined by `\n`, and
 * the last event id the stream set (`id:`, kept for later events as browsers do; '' when none).
 */
export interface SseEvent {
  event: string;
  data: string;
  id: string;
}

/** An incremental parser of a `text/event-stream` body (the WHATWG event-stream format). */
export interface SseParser {
  /** Feeds the next decoded piece of the body; complete events go to `onEvent`. Pieces may split anywhere. */
  push(chunk: string): void;
  /** Ends the body: a last event without its blank line is dropped, as browsers' EventSource does. */
  end(): void;
}

/**
 * Parses server-sent events as they arrive: `event:` names the event, `data:` lines are joined, `id:` sets the
 * last event id (one containing NULL is ignored), a blank line dispatches, lines starting with `:` are comments
 * (`: ping`), `retry:` is ignored. Lines end with CRLF, LF or CR.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  let lastId = '';

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n'), id: lastId });
      eventName = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  const drain = (final: boolean) => {
    for (;;) {
      const match = /\r\n|\n|\r/.exec(buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF split across pieces: wait for the next piece.
      if (match[0] === '\r' && match.index === buffer.length - 1 && !final) break;
      line(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  };

  return {
    push(chunk) {
      buffer += chunk;
      drain(false);
    },
    end() {
      drain(true);
      buffer = '';
      eventName = '';
      data = [];
    },
  };
}
