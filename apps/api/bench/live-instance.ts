/**
 * One API instance for `pnpm bench:live` (bench/live.ts forks it with an IPC channel and `--expose-gc`): starts the
 * server exactly as `node src/server.ts` does, and answers the bench's `stats` message with what only the process
 * itself can see: its memory after a full garbage collection (RSS and V8 heap used) and the event-loop delay
 * (`perf_hooks.monitorEventLoopDelay`, p50 and p99 in ms) since the previous `stats` message. The histogram times a
 * timer due every {@link RESOLUTION_MS} ms, so an idle loop reads that much: the figures are the delay beyond it
 * (never below 0). Prints nothing of its own.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The answer to a `stats` message. */
export interface InstanceStats {
  rssBytes: number;
  heapUsedBytes: number;
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
}

/** The sampling interval of the event-loop delay histogram. */
const RESOLUTION_MS = 10;

const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

process.on('message', (message: unknown) => {
  if (message !== 'stats') return;
  const stats: InstanceStats = {
    rssBytes: 0,
    heapUsedBytes: 0,
    loopDelayP50Ms: Math.max(0, histogram.percentile(50) / 1e6 - RESOLUTION_MS),
    loopDelayP99Ms: Math.max(0, histogram.percentile(99) / 1e6 - RESOLUTION_MS),
  };
  histogram.reset();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const memory = process.memoryUsage();
  stats.rssBytes = memory.rss;
  stats.heapUsedBytes = memory.heapUsed;
  process.send?.(stats);
});

await import('../src/server.ts');
