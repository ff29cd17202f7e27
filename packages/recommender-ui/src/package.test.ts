// @vitest-environment node
/**
 * The published manifest (a publishable package is built for strangers): what `pnpm pack` writes comes from
 * `publishConfig`, which replaces the monorepo's source entry.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
  files: string[];
  publishConfig: { exports: Record<string, unknown>; types: string };
  peerDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
};

describe('package.json', () => {
  it('keeps monorepo consumers on the source', () => {
    expect(manifest.exports).toEqual({ '.': './src/index.ts' });
  });

  it('publishes conditional exports to dist, types first, and the stylesheet', () => {
    const main = manifest.publishConfig.exports['.'] as Record<string, string>;
    expect(Object.keys(main)[0]).toBe('types');
    expect(main).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(manifest.publishConfig.exports['./style.css']).toBe('./dist/style.css');
    expect(manifest.publishConfig.types).toBe('./dist/index.d.ts');
    // The build and the release notes (decision 014); README and LICENSE are always packed.
    expect(manifest.files).toEqual(['dist', 'CHANGELOG.md']);
  });

  it('needs only React from its users: the private workspace packages are bundled', () => {
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    expect(manifest.dependencies ?? {}).toEqual({});
  });
});
