import { defineConfig } from 'vitest/config';

/**
 * The packed-package test (`pnpm test:pack`, through turbo after the package's `build`): packs the built dist/
 * with `pnpm pack --ignore-scripts`, installs the tarball outside the monorepo and renders it. Slow (an install and
 * a type check), so not part of `pnpm test`.
 */
export default defineConfig({
  test: { environment: 'node', include: ['test/pack.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 },
});
