/**
 * `pnpm test:stress [runs]` (not part of CI): runs every package's unit and integration tests
 * `runs` times (default 5) while the machine is kept busy, and prints each run's failures.
 * A flaky test (one that waits for time instead of a condition, or assumes a lazily loaded module has
 * arrived) shows up here long before it blocks a landing.
 *
 * The load: `stress-ng --cpu N` when Debian's stress-ng is installed, otherwise N Node processes spinning
 * on a core each, N being the number of cores. Each run bypasses turbo's cache (`--force`) and runs the
 * tests exactly as the test command does (`turbo run test`, same concurrency).
 *
 * Prints; exits 1 when any run had a failure, so it can gate a local loop, but it is never part of CI.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    `test:stress: the number of runs must be a whole number of at least 1 (got ${process.argv[2]})`,
  );
  process.exit(2);
}
const cores = availableParallelism();

/** Starts the background load and returns its processes and a description. */
function startLoad(): { procs: ChildProcess[]; label: string } {
  const hasStressNg = spawnSync('sh', ['-c', 'command -v stress-ng'], { stdio: 'ignore' }).status === 0;
  if (hasStressNg) {
    return {
      procs: [spawn('stress-ng', ['--cpu', String(cores), '--quiet'], { stdio: 'ignore' })],
      label: `stress-ng --cpu ${cores}`,
    };
  }
  const spin = 'for (;;) { Math.sqrt(Math.random()); }';
  return {
    procs: Array.from({ length: cores }, () => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' })),
    label: `${cores} busy Node processes (install stress-ng for Debian's load generator)`,
  };
}

/** One run of the unit and integration tests; resolves with its exit code, duration and failures. */
function runOnce(): Promise<{ code: number; seconds: number; failures: string[] }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      ['exec', 'turbo', 'run', 'test', '--force', '--continue', '--concurrency=2', '--output-logs=full'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => {
      const failures = new Set<string>();
      for (const line of stripVTControlCharacters(output).split('\n')) {
        // Vitest's summary names each failed test as "FAIL  file > suite > test".
        const match = line.match(/^(@northline\/[\w-]+):test:\s+FAIL\s+(.+)$/);
        if (match) failures.add(`${match[1]}: ${match[2]?.trim()}`);
        // The assertion's own words (e.g. "… answered 503 {…} to {…}"), so a run says why it failed.
        // Also a timeout, and fast-check's report of the input that failed (its assertion follows on later lines).
        const why = line.match(
          /^(@northline\/[\w-]+):test:\s+((?:AssertionError|Error: Test timed out|Error: Property failed).{0,300})/,
        );
        if (why) failures.add(`${why[1]}:   ${why[2]}`);
        const task = line.match(/^\s*(@northline\/[\w-]+)#test: command .* exited \((\d+)\)/);
        if (task) failures.add(`${task[1]}: the test task exited with ${task[2]}`);
      }
      resolve({ code: code ?? 1, seconds: (performance.now() - started) / 1000, failures: [...failures] });
    });
  });
}

const load = startLoad();
const stopLoad = () => {
  for (const proc of load.procs) proc.kill('SIGKILL');
};
process.on('SIGINT', () => {
  stopLoad();
  process.exit(130);
});

console.log(`test:stress: ${runs} runs of \`turbo run test\` under load: ${load.label}`);
let failed = 0;
try {
  for (let run = 1; run <= runs; run += 1) {
    const result = await runOnce();
    const ok = result.code === 0 && result.failures.length === 0;
    if (!ok) failed += 1;
    console.log(
      `run ${run}/${runs}: ${ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s (exit ${result.code})`,
    );
    for (const failure of result.failures) console.log(`  - ${failure}`);
  }
} finally {
  stopLoad();
}
console.log(`test:stress: ${runs - failed} of ${runs} runs passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
