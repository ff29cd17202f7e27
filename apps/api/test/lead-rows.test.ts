/**
 * The one writer of `lead` rows (leads/lead-rows.ts) lists the columns a new row is written with once; these must be
 * the entity's own columns, as MikroORM maps them.
 */
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../src/db/lead.entity.ts';
import { openOrm } from '../src/db/orm.ts';
import { LEAD_TARGET_COLUMNS, LEAD_TARGETS, NEW_LEAD_COLUMNS } from '../src/leads/lead-rows.ts';
import { createTestDatabase } from './helper.ts';

let orm: MikroORM;

beforeAll(async () => {
  orm = await openOrm({ kind: 'postgresql', url: await createTestDatabase() });
});

afterAll(async () => {
  await orm?.close(true);
});

/** The column MikroORM maps a property of an entity to. */
function columnOf(property: string): string | undefined {
  const meta = orm.getMetadata().get(Lead);
  const properties: Record<string, { fieldNames?: string[] } | undefined> = meta.properties;
  return properties[property]?.fieldNames?.[0];
}

describe('the columns of new lead rows', () => {
  it("are the Lead entity's", () => {
    for (const [property, column] of Object.entries(NEW_LEAD_COLUMNS)) {
      if (column !== null) expect(columnOf(property), property).toBe(column);
    }
    for (const property of Object.values(LEAD_TARGETS)) {
      expect(columnOf(property), property).toBe(LEAD_TARGET_COLUMNS[property]);
    }
  });
});
