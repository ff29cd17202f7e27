/**
 * What a test file's helpers open and must undo when its tests end (apps closed, clients ended, databases dropped).
 * This module is also a Vitest setup file of apps/api: a setup file runs for every test file, so the hook it
 * registers runs {@link atFileEnd}'s cleanups after each file's own `afterAll` hooks, also when a worker runs several
 * files with one module cache (a hook registered by an imported module would run only for the first file).
 */
import { afterAll } from 'vitest';

/**
 * What the helpers opened for the current test file, undone when its tests end. It lives on `globalThis` because
 * Vitest evaluates a setup file again for each test file while the helpers that import it stay cached: both must
 * see one list.
 */
const holder = globalThis as typeof globalThis & { northlineFileCleanups?: (() => unknown)[] };
holder.northlineFileCleanups ??= [];
const fileCleanups = holder.northlineFileCleanups;

/**
 * Runs `cleanup` when the current test file's tests have ended, last registered first (an app closes before its
 * database is dropped). Vitest runs only the `afterAll` hooks registered while it collects a file, never one
 * registered from a `beforeAll` or a test, where the helpers are called: each helper registers here instead.
 */
export function atFileEnd(cleanup: () => unknown): void {
  fileCleanups.push(cleanup);
}

afterAll(async () => {
  for (let cleanup = fileCleanups.pop(); cleanup; cleanup = fileCleanups.pop()) await cleanup();
});
