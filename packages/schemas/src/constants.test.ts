import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import * as schemas from './index.ts';

describe('@northline/schemas/constants', () => {
  it('imports no zod, so a page that reads a bound does not load the schemas', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^(?:import|export)\b[^;]*?from\s+'([^']+)'/gms)].map(
      (match) => match[1],
    );
    for (const specifier of imports) {
      expect(specifier).not.toMatch(/zod/);
    }
    const sizeBands = readFileSync(new URL('./size-bands.ts', import.meta.url), 'utf8');
    expect(sizeBands).not.toMatch(/from\s+'zod/);
  });

  it('is the very value the schemas export under each name', () => {
    const exported: Record<string, unknown> = { ...schemas };
    for (const [name, value] of Object.entries(constants)) {
      expect(exported[name], name).toBe(value);
    }
  });
});
