import { defineConfig } from 'vitest/config';

/**
 * The packed-package test (`pnpm test:pack`): packs the package with `pnpm pack` (its prepack builds dist/),
 * installs the tarball outside the monorepo and renders it. Slow (a full build), so not part of `pnpm test`.
 */
export default defineConfig({
  test: { environment: 'node', include: ['test/pack.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 },
});
