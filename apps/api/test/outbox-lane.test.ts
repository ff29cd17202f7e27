/**
 * The loop of an outbox lane (delivery/lane.ts) on fake timers: a poke runs it at once, a poke during a run runs it
 * again right after, and with `minGapMs` the pokes that come within the gap of the last run's start are served
 * together by one run at the gap's end (the alert dispatcher's batches under load).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxLane } from '../src/delivery/lane.ts';

/** A lane whose run records when it started (the fake clock's ms) and can be held open by the test. */
function recordingLane(minGapMs?: number) {
  const starts: number[] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const lane = new OutboxLane({
    run: async () => {
      starts.push(performance.now());
      if (hold) await new Promise<void>((resolve) => (release = resolve));
    },
    intervalMs: 60_000,
    retryMs: 60_000,
    failureMessage: 'run failed',
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    now: () => new Date(),
    ...(minGapMs === undefined ? {} : { minGapMs }),
  });
  return {
    lane,
    starts,
    /** Holds the next runs open until {@link finish}. */
    holdRuns: () => {
      hold = true;
    },
    /** Lets the run held open end, and the next ones run through. */
    finish: () => {
      hold = false;
      release?.();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('an outbox lane', () => {
  it('without a gap: a poke runs at once, and a poke during a run runs it again right after', async () => {
    const { lane, starts, holdRuns, finish } = recordingLane();
    lane.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10);
    lane.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 10]);
    holdRuns();
    lane.poke();
    await vi.advanceTimersByTimeAsync(0);
    lane.poke();
    lane.poke();
    await vi.advanceTimersByTimeAsync(5);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    // The run held open, then one more for the two pokes during it, right after.
    expect(starts).toEqual([0, 10, 10, 15]);
    await lane.stop();
  });

  it('with a gap: pokes within it are served together at its end; a poke after a quiet spell runs at once', async () => {
    const { lane, starts } = recordingLane(100);
    lane.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0]);
    // A burst: a poke every 10 ms for 250 ms is served by a run every 100 ms, each start a gap after the last.
    for (let elapsed = 10; elapsed <= 250; elapsed += 10) {
      await vi.advanceTimersByTimeAsync(10);
      lane.poke();
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(starts).toEqual([0, 100, 200, 300]);
    // Quiet for longer than the gap: the next poke runs at once.
    await vi.advanceTimersByTimeAsync(500);
    lane.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 100, 200, 300, 850]);
    await lane.stop();
  });

  it('with a gap: a poke during a run that ends within the gap runs at the end of the gap, not right after', async () => {
    const { lane, starts, holdRuns, finish } = recordingLane(100);
    holdRuns();
    lane.start();
    await vi.advanceTimersByTimeAsync(5);
    lane.poke();
    await vi.advanceTimersByTimeAsync(15);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(80);
    expect(starts).toEqual([0, 100]);
    await lane.stop();
  });
});
