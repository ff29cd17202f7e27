/**
 * `pnpm validate` (what `scripts/test.sh`, and so CI, runs after the bootstrap): every check, in stages that run one
 * after the other, then a table of each stage's wall time. The table is printed when a stage fails too (the stages
 * after it marked as not run), and the exit code is the failed stage's.
 *
 * The stages, in order (README, "Commands"):
 * 1. `lint`: Biome over the whole repository, the Dockerfile, import cycles, comments, feature boundaries, table
 *    writers, the API's OpenAPI document;
 * 2. `build`: turbo's typecheck and build of every package, two at a time (each package's own `lint` is
 *    `biome lint .` with the root's configuration, which the first stage's `biome ci .` already ran);
 * 3. `serve build`: `pnpm check:serve-build`, the embed files the API serves;
 * 4. `unit, integration and package checks`: turbo's `test`, `check:package` and `test:pack`, two tasks at a time;
 * 5. `browser`: turbo's `e2e`, alone.
 *
 * Usage: `node scripts/validate.ts` from the repository root.
 */
import { spawnSync } from 'node:child_process';

/** One stage: its name in the table and the shell commands it runs, in order, stopping at the first failure. */
interface Stage {
  name: string;
  commands: string[];
}

const STAGES: Stage[] = [
  {
    name: 'lint',
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
  for (const command of stage.commands) {
    const run = spawnSync(command, { shell: true, stdio: 'inherit' });
    if (run.status !== 0) {
      exitCode = run.status ?? 1;
      break;
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
