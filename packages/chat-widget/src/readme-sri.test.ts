// @vitest-environment node
/**
 * The README's pinned-version snippet names the file the build writes and its SRI hash, so a
 * partner who copies it gets a tag that loads. Builds the package first when its embed files are missing or
 * older than the sources.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes, IIFE_GZIP_BUDGET, LOADER_GZIP_BUDGET } from '../vite.config.ts';
import { darkChatThemeExample } from './theme.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestPath = join(root, 'dist/embed/manifest.json');

beforeAll(() => {
  const sources = ['src', 'bundle'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((file) => !file.includes('.test.'))
      .map((file) => statSync(join(root, dir, file)).mtimeMs),
  );
  const newest = Math.max(...sources, statSync(join(root, 'vite.config.ts')).mtimeMs);
  if (!existsSync(manifestPath) || statSync(manifestPath).mtimeMs < newest) {
    execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
}, 600_000);

describe('README.md', () => {
  it("publishes the built widget's file and SRI hash (run `pnpm readme:sri` after a change)", () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      version: string;
      bundle: { file: string; integrity: string; gzipBytes: number };
      loader: { gzipBytes: number };
    };
    const built = readFileSync(join(root, 'dist/embed', manifest.bundle.file));
    const integrity = `sha384-${createHash('sha384').update(built).digest('base64')}`;
    expect(manifest.bundle.integrity).toBe(integrity);
    expect(manifest.bundle.file).toBe(`chat-widget@${manifest.version}.js`);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`src="https://www.northline-it.example/embed/${manifest.bundle.file}"`);
    expect(readme).toContain(`integrity="${integrity}"`);
  });

  it('records files within their gzip budgets (vite.config.ts fails the build over them)', () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      bundle: { file: string; gzipBytes: number };
      loader: { gzipBytes: number };
    };
    const built = readFileSync(join(root, 'dist/embed', manifest.bundle.file));
    expect(manifest.bundle.gzipBytes).toBe(gzipBytes(built));
    expect(manifest.bundle.gzipBytes).toBeLessThanOrEqual(IIFE_GZIP_BUDGET);
    expect(manifest.loader.gzipBytes).toBe(gzipBytes(readFileSync(join(root, 'dist/embed/chat-widget.js'))));
    expect(manifest.loader.gzipBytes).toBeLessThanOrEqual(LOADER_GZIP_BUDGET);
  });

  it('documents the dark theme example the contrast test checks', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`--northline-chat-brand: ${darkChatThemeExample.brand};`);
    expect(readme).toContain(`--northline-chat-brand-hover: ${darkChatThemeExample.brandHover};`);
    expect(readme).toContain(`--northline-chat-on-brand: ${darkChatThemeExample.onBrand};`);
  });
});
