/**
 * `pnpm validate` (what `scripts/test.sh`, and so CI, runs after the bootstrap): every check, in stages that run one
 * after the other, then a table of each stage's wall time. The table is printed when a stage fails too (the stages
 * after it marked as not run), and the exit code is the failed stage's.
 *
 * The stages, in order (README, "Commands"):
 * 1. `lint`, side by side: Biome over the whole repository, the Dockerfile, import cycles, comments, feature boundaries, table
 *    writers, the API's OpenAPI document;
 * 2. `build`: turbo's typecheck and build of every package, two at a time (each package's own `lint` is
 *    `biome lint .` with the root's configuration, which the first stage's `biome ci .` already ran);
 * 3. `serve build`: `pnpm check:serve-build`, the embed files the API serves;
 * 4. `unit, integration and package checks`: turbo's `test`, `check:package` and `test:pack`, two tasks at a time;
 * 5. `browser`: turbo's `e2e`, alone.
 *
 * Usage: `node scripts/validate.ts` from the repository root.
 */
import { spawn, spawnSync } from 'node:child_process';

/**
 * One stage: its name in the table and the shell commands it runs, in order, stopping at the first failure; with
 * `concurrent`, all at once (each one's output printed whole when it ends), failing when any fails.
 */
interface Stage {
  name: string;
  commands: string[];
  concurrent?: boolean;
}

const STAGES: Stage[] = [
  {
    // Independent checks of a few seconds each, single-threaded: side by side on the two cores.
    name: 'lint',
    concurrent: true,
    commands: [
      'biome ci .',
      'pnpm lint:docker',
      'pnpm lint:cycles',
      'pnpm lint:comments',
      'pnpm lint:features',
      'pnpm lint:table-writers',
      'pnpm --filter @northline/api lint:openapi',
    ],
  },
  { name: 'build', commands: ['turbo run typecheck build --concurrency=2'] },
  { name: 'serve build', commands: ['pnpm check:serve-build'] },
  // The publishable packages' tarball checks take the slot the smaller packages' tests leave while the API's
  // suite, the longest task, runs in the other.
  {
    name: 'unit, integration and package checks',
    commands: ['turbo run test check:package test:pack --concurrency=2'],
  },
  { name: 'browser', commands: ['turbo run e2e --concurrency=1'] },
];

/**
 * Runs `command` in a shell with its output held, then prints the command and its output whole, so the outputs
 * of commands running side by side do not interleave.
 *
 * @returns the command's exit code (1 when it was killed by a signal)
 */
function runBuffered(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`$ ${command}\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? 1);
    });
  });
}

/** Formats `ms` as minutes and seconds, e.g. `3m 07s`. */
function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

const rows: { name: string; result: string }[] = [];
let exitCode = 0;
const started = performance.now();
for (const stage of STAGES) {
  if (exitCode !== 0) {
    rows.push({ name: stage.name, result: 'not run' });
    continue;
  }
  const stageStarted = performance.now();
  if (stage.concurrent) {
    const codes = await Promise.all(stage.commands.map(runBuffered));
    exitCode = codes.find((code) => code !== 0) ?? 0;
  } else {
    for (const command of stage.commands) {
      const run = spawnSync(command, { shell: true, stdio: 'inherit' });
      if (run.status !== 0) {
        exitCode = run.status ?? 1;
        break;
      }
    }
  }
  const took = formatDuration(performance.now() - stageStarted);
  rows.push({ name: stage.name, result: exitCode === 0 ? took : `${took} (failed)` });
}
rows.push({ name: 'total', result: formatDuration(performance.now() - started) });

const width = Math.max(...rows.map((row) => row.name.length));
console.log('\nStage times (wall clock):');
for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${row.result}`);
process.exit(exitCode);
