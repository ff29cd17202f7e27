/**
 * A database outage is logged once per interval with the count of refused requests, not once per request
 * (db/outage-log.ts): with a captured logger and a fake clock, then with the real app on a database that is not
 * there (a closed port).
 */
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DatabaseOutageLog, OUTAGE_LOG_INTERVAL_MS } from '../src/db/outage-log.ts';
import { closedPort, logCapture, testEnv, validLead } from './helper.ts';

/** The parsed lines of a captured log. */
const parsed = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string; refused?: number; err?: unknown });

describe('DatabaseOutageLog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first refusal at once, then one line per interval with the count', () => {
    vi.useFakeTimers();
    const capture = logCapture();
    const outage = new DatabaseOutageLog(pino({ level: 'info' }, capture.stream));
    const refusal = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });

    // 8,273 refusals within a few milliseconds of the first one.
    const start = Date.now();
    for (let request = 0; request < 8273; request += 1) {
      outage.refused(refusal);
      if (request % 1000 === 999) vi.advanceTimersByTime(1);
    }
    let lines = parsed(capture.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'database unreachable: answering 503', refused: 1 });
    expect(lines[0]?.err).toMatchObject({ code: 'ECONNREFUSED' });

    vi.advanceTimersByTime(OUTAGE_LOG_INTERVAL_MS - (Date.now() - start) - 1);
    expect(capture.lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    lines = parsed(capture.lines);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 40,
      msg: 'database unreachable: requests answered 503 in the last interval',
      refused: 8272,
      intervalMs: OUTAGE_LOG_INTERVAL_MS,
    });

    // Refusals in the next interval: one more line at its end, with their count only.
    for (let request = 0; request < 40; request += 1) outage.refused(refusal);
    vi.advanceTimersByTime(OUTAGE_LOG_INTERVAL_MS - 1);
    expect(capture.lines).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(parsed(capture.lines)[2]).toMatchObject({ refused: 40 });

    // A quiet interval ends the outage's lines; the next refusal is written at once again.
    vi.advanceTimersByTime(5 * OUTAGE_LOG_INTERVAL_MS);
    expect(capture.lines).toHaveLength(3);
    outage.refused(refusal);
    expect(parsed(capture.lines)[3]).toMatchObject({
      msg: 'database unreachable: answering 503',
      refused: 1,
    });

    // Closing writes the count not yet reported.
    outage.refused(refusal);
    outage.refused(refusal);
    outage.close();
    expect(parsed(capture.lines)[4]).toMatchObject({ refused: 2 });
    vi.advanceTimersByTime(5 * OUTAGE_LOG_INTERVAL_MS);
    expect(capture.lines).toHaveLength(5);
  });
});

describe('an app whose database is unreachable', () => {
  it('answers every request 503 and logs the refusals once, with their count, instead of an error line each', async () => {
    const capture = logCapture();
    const port = await closedPort();
    const app = await buildApp({
      env: testEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing` }),
      logger: { level: 'info', stream: capture.stream },
    });
    const startLines = capture.lines.length;
    const requests = [
      ...Array.from({ length: 20 }, () => ({
        method: 'POST' as const,
        url: '/api/contact',
        payload: validLead,
      })),
      ...Array.from({ length: 10 }, () => ({
        method: 'POST' as const,
        url: '/api/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...validLead, formToken: 'x' }).toString(),
      })),
      ...Array.from({ length: 10 }, () => ({
        method: 'POST' as const,
        url: '/api/newsletter',
        payload: { email: 'someone@bakery.example', consent: true },
      })),
    ];
    try {
      for (const request of requests) {
        expect((await app.inject(request)).statusCode).toBe(503);
      }
      const lines = parsed(capture.lines.slice(startLines));
      const outageLines = lines.filter((line) => line.msg.startsWith('database unreachable'));
      expect(outageLines).toHaveLength(1);
      expect(outageLines[0]).toMatchObject({ level: 40, refused: 1 });
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
    const closing = parsed(capture.lines).filter((line) => line.msg.startsWith('database unreachable:'));
    expect(closing.at(-1)).toMatchObject({ refused: requests.length - 1 });
  });
});
