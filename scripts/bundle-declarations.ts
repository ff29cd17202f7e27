/**
 * Writes the declarations of a publishable package (decision 017): one self-contained `dist/<entry>.d.ts` per
 * entry point, bundled by dts-bundle-generator. The types the package takes from our private packages
 * (`@northline/schemas`' wire shapes, `@northline/content`'s widget texts) are inlined, so the published
 * declarations import nothing but the package's peers; dts-bundle-generator then type-checks each bundle
 * (skipLibCheck off). Only what an entry exports is exported: `--export-referenced-types` is off, so an inlined
 * helper type does not become public API by accident.
 *
 * Fails when a bundle still names a module outside `--allow` (default: react and its subpaths): a private
 * package (`@northline/...`), zod or anything else a stranger would not have installed.
 *
 * Usage (from the package's folder): `node ../../scripts/bundle-declarations.ts src/index.ts src/session.ts`.
 * Each entry `src/<name>.ts(x)` becomes `dist/<name>.d.ts`; `--project` defaults to `tsconfig.build.json`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    project: { type: 'string', default: 'tsconfig.build.json' },
    allow: { type: 'string', multiple: true, default: ['react', 'react-dom'] },
  },
});
if (positionals.length === 0) {
  console.error(
    'usage: bundle-declarations.ts [--project tsconfig.build.json] [--allow <module>]... <entry>...',
  );
  process.exit(2);
}

const cwd = process.cwd();
const allowed = values.allow ?? [];
const entries = positionals.map((entry) => ({
  filePath: resolve(cwd, entry),
  outFile: resolve(cwd, 'dist', `${basename(entry).replace(/\.tsx?$/, '')}.d.ts`),
  output: { exportReferencedTypes: false, noBanner: true },
}));
const config = {
  compilationOptions: { preferredConfigPath: resolve(cwd, values.project ?? 'tsconfig.build.json') },
  entries,
};

const dir = mkdtempSync(join(tmpdir(), 'bundle-declarations-'));
try {
  const configFile = join(dir, 'dts-bundle.config.json');
  writeFileSync(configFile, JSON.stringify(config));
  const bin = join(import.meta.dirname, '..', 'node_modules', '.bin', 'dts-bundle-generator');
  execFileSync(bin, ['--silent', '--config', configFile], { cwd, stdio: 'inherit' });
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Every module a declaration file names: `from '...'`, `import('...')`, `import '...'`, `/// <reference types>`.
 * Block comments are skipped first (a TSDoc example may show `import ... from '@northline/chat-widget'`).
 */
function modulesNamed(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /<reference\s+types=['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
}

const failures: string[] = [];
for (const { outFile } of entries) {
  const code = readFileSync(outFile, 'utf8');
  for (const name of modulesNamed(code)) {
    const ok = allowed.some((module) => name === module || name.startsWith(`${module}/`));
    if (!ok) failures.push(`${basename(outFile)} names '${name}'`);
  }
}
if (failures.length > 0) {
  console.error(
    `declarations must stand alone (allowed: ${allowed.join(', ')}):\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`declarations: ${entries.map(({ outFile }) => `dist/${basename(outFile)}`).join(', ')}`);
