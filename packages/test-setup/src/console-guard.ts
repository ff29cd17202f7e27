/**
 * Vitest setup for every package: a test fails on an unexpected `console.error` (after the
 * Epic Stack's setup-test-env). A test that expects one mocks `console.error` itself; its mock
 * replaces this guard until the test ends.
 */
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

let errorSpy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  errorSpy?.mockRestore();
  errorSpy = undefined;
});
