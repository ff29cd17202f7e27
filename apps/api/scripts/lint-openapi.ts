/**
 * Lints the REST API's OpenAPI document as the API serves it (`buildOpenApiDocument()`, src/openapi/document.ts)
 * with Redocly CLI's recommended rules (redocly.yaml): written to a temporary file, then `redocly lint`. Exits
 * with Redocly's status: 1 when a rule reports an error (a warning is printed and passes). Redocly runs offline:
 * no telemetry and no update check (REDOCLY_TELEMETRY, REDOCLY_SUPPRESS_UPDATE_NOTICE, and `telemetry: off`).
 * Usage: `pnpm lint:openapi` (part of `pnpm lint`, so CI's `pnpm validate` runs it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi/document.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const redoclyPackage = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
const { bin } = JSON.parse(readFileSync(redoclyPackage, 'utf8')) as { bin: Record<string, string> };
const redocly = join(dirname(redoclyPackage), bin.redocly ?? 'bin/cli.js');

const dir = mkdtempSync(join(tmpdir(), 'northline-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
  const result = spawnSync(
    process.execPath,
    [redocly, 'lint', '--config', join(packageDir, 'redocly.yaml'), '--format', 'codeframe', file],
    {
      stdio: 'inherit',
      // biome-ignore lint/style/noProcessEnv: the child inherits the environment, with Redocly's network features off
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
