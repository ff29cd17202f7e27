/**
 * `pnpm check:package` in a publishable package (decision 014): checks the tarball a stranger
 * would get, not the folder. Run it through turbo (`pnpm check:package` at the root), which builds `dist/` first;
 * this script packs with `--ignore-scripts` so it checks that build instead of making another one.
 *
 * 1. `pnpm pack` (so `publishConfig` replaces the monorepo's source exports, as `pnpm publish` does) into a
 *    temporary folder; prints the tarball's files and size (what `npm pack --dry-run` would list).
 * 2. The tarball holds only `package.json`, `README.md`, `LICENSE`, `CHANGELOG.md` and `dist/`.
 * 3. Its manifest: a version above 0.0.0, `license: MIT`, `repository`, `homepage`, public access, no
 *    `dependencies` and nothing `workspace:` (our private packages are bundled into `dist/`),
 *    and a `## <version>` entry in the shipped CHANGELOG.md.
 * 4. publint (`--strict`: warnings fail too) on the tarball.
 * 5. @arethetypeswrong/cli on the tarball with the `esm-only` profile (the packages are ESM only: no `require`
 *    condition, so the CommonJS and node10 resolutions are out of scope). Entry points that are not modules
 *    (a stylesheet, the script-tag bundle) are excluded by name: `--attw-exclude ./style.css`.
 *
 * Usage (from the package's folder): `node ../../scripts/check-package.ts [--attw-exclude <subpath>]...`.
 * Exits 1 naming every failed check.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { 'attw-exclude': { type: 'string', multiple: true, default: [] } },
});
const attwExclude = values['attw-exclude'] ?? [];

/** The files a published package may hold besides `dist/`. */
const ALLOWED_FILES = new Set(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']);

/** Runs a tool and returns its output; throws with the output when it fails. */
function run(command: string, args: string[], cwd = process.cwd()): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

/** The binary of a root dev dependency (publint, attw), so the check does not depend on PATH. */
const bin = (name: string) => join(import.meta.dirname, '..', 'node_modules', '.bin', name);

interface PackResult {
  name: string;
  version: string;
  filename: string;
  size?: number;
  files: { path: string }[];
}

const failures: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'check-package-'));
try {
  const pack = JSON.parse(
    run('pnpm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir]),
  ) as PackResult;
  const files = pack.files.map((file) => file.path).sort();
  console.log(`${pack.name}@${pack.version}: ${files.length} files, ${pack.size ?? '?'} bytes packed`);
  for (const file of files) console.log(`  ${file}`);

  if (!files.some((file) => file.startsWith('dist/'))) {
    failures.push('the tarball has no dist/: build first (`pnpm check:package` at the root does)');
  }
  const stray = files.filter((file) => !file.startsWith('dist/') && !ALLOWED_FILES.has(file));
  if (stray.length > 0) failures.push(`files outside dist/ in the tarball: ${stray.join(', ')}`);
  for (const file of ['LICENSE', 'README.md', 'CHANGELOG.md']) {
    if (!files.includes(file)) failures.push(`the tarball has no ${file}`);
  }

  run('tar', ['-xzf', pack.filename, '-C', dir]);
  const manifest = JSON.parse(readFileSync(join(dir, 'package', 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  if (!/^\d+\.\d+\.\d+/.test(pack.version) || pack.version === '0.0.0') {
    failures.push(`version ${pack.version} is not a release above 0.0.0`);
  }
  if (manifest.license !== 'MIT') failures.push(`license is ${String(manifest.license)}, not MIT`);
  if (!manifest.repository) failures.push('no repository');
  if (!manifest.homepage) failures.push('no homepage');
  if ((manifest.publishConfig as { access?: string } | undefined)?.access !== 'public') {
    failures.push('publishConfig.access is not public');
  }
  if (manifest.private) failures.push('the manifest is private');
  const dependencies = Object.keys((manifest.dependencies as object | undefined) ?? {});
  if (dependencies.length > 0) failures.push(`runtime dependencies: ${dependencies.join(', ')}`);
  if (JSON.stringify(manifest).includes('workspace:')) failures.push('a workspace: range in the manifest');
  if (files.includes('CHANGELOG.md')) {
    const changelog = readFileSync(join(dir, 'package', 'CHANGELOG.md'), 'utf8');
    if (!changelog.includes(`## ${pack.version}\n`)) {
      failures.push(`CHANGELOG.md has no "## ${pack.version}" entry`);
    }
  }

  try {
    console.log(run(bin('publint'), ['run', pack.filename, '--strict']));
  } catch (error) {
    failures.push(`publint: ${(error as Error).message}`);
  }
  const attwArgs = [pack.filename, '--profile', 'esm-only', '--format', 'ascii', '--no-color', '--no-emoji'];
  if (attwExclude.length > 0) attwArgs.push('--exclude-entrypoints', ...attwExclude);
  try {
    console.log(run(bin('attw'), attwArgs));
  } catch (error) {
    failures.push(`@arethetypeswrong/cli: ${(error as Error).message}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`check:package failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('check:package: the tarball is fit to publish');
