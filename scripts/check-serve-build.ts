/**
 * `pnpm check:serve-build` (CI runs it in `pnpm validate`, right after the build): the build that README command 1
 * (`scripts/start.sh`) runs makes everything the server serves, the chat widget's embed files included.
 *
 * 1. `scripts/start.sh` builds with `pnpm run build:serve`, and turbo's plan of that script (`--dry=json`) builds
 *    `@northline/site` and `@northline/chat-widget` (whose `build` writes `dist/embed`, the API's EMBED_DIR).
 * 2. The API built with its default settings (EMBED_DIR `packages/chat-widget/dist/embed`; a database that is not
 *    there, which the embed files do not need) answers `GET /embed/chat-widget.js`, the versioned bundle and
 *    `GET /embed/manifest.json` with 200 and the bytes the manifest describes. Run it after a build.
 *
 * Usage: `node scripts/check-serve-build.ts` from the repository root. Exits 1 naming every failed check.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app.ts';
import { loadEnv } from '../apps/api/src/env.ts';

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};

// 1. What the start script builds.
const startScript = readFileSync(new URL('start.sh', import.meta.url), 'utf8');
check(
  /^pnpm run build:serve\b/m.test(startScript),
  'scripts/start.sh does not build with `pnpm run build:serve`',
);
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};
const buildServe = scripts['build:serve'] ?? '';
const [command, ...args] = buildServe.split(/\s+/).filter(Boolean);
check(command === 'turbo' && args[0] === 'run', 'package.json `build:serve` is not a `turbo run` command');
if (command === 'turbo') {
  const plan = JSON.parse(
    execFileSync('pnpm', ['exec', 'turbo', ...args, '--dry=json'], {
      encoding: 'utf8',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as { tasks: { taskId: string }[] };
  const tasks = new Set(plan.tasks.map((task) => task.taskId));
  for (const task of ['@northline/site#build', '@northline/chat-widget#build']) {
    check(tasks.has(task), `\`pnpm run build:serve\` does not run ${task}`);
  }
}

// 2. What the server serves from that build.
const env = loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', LOG_LEVEL: 'silent' });
const app = await buildApp({ env, logger: false, background: false });
try {
  const manifest = await app.inject('/embed/manifest.json');
  check(
    manifest.statusCode === 200,
    `GET /embed/manifest.json answered ${manifest.statusCode} (EMBED_DIR ${env.EMBED_DIR})`,
  );
  if (manifest.statusCode === 200) {
    const files = manifest.json() as {
      loader: { file: string; integrity: string };
      bundle: { file: string; integrity: string };
    };
    for (const entry of [files.loader, files.bundle]) {
      const answer = await app.inject(`/embed/${entry.file}`);
      check(answer.statusCode === 200, `GET /embed/${entry.file} answered ${answer.statusCode}`);
      const integrity = `sha384-${createHash('sha384').update(answer.rawPayload).digest('base64')}`;
      check(
        answer.statusCode !== 200 || integrity === entry.integrity,
        `/embed/${entry.file} does not match its SRI hash`,
      );
    }
    check(files.loader.file === 'chat-widget.js', 'the embed loader is not /embed/chat-widget.js');
  }
} finally {
  await app.close();
}

if (failures.length > 0) {
  console.error(`The start script's build does not make what the server serves:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
process.stdout.write(
  'check:serve-build: the start script builds the site and the chat widget; /embed is served\n',
);
