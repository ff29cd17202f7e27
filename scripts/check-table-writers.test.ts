/**
 * `scripts/check-table-writers.ts` on throwaway trees: which writes it finds (raw SQL and MikroORM calls), which it
 * refuses (a write outside the table's owner) and which it lets through (the owner, a privacy deletion, a known
 * cross-write). Run with `node --test scripts/check-table-writers.test.ts` (part of `pnpm lint:table-writers`).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { crossWrites, findWrites } from './check-table-writers.ts';

const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const ENTITIES = {
  'db/lead.entity.ts':
    "export const LeadSchema = defineEntity({\n  name: 'Lead',\n  tableName: 'lead',\n});\n",
  'db/lead-note.entity.ts':
    "export const S = defineEntity({\n  name: 'LeadNote',\n  tableName: 'lead_note',\n});\n",
};

/** The writes found in a tree of `files` (paths under apps/api/src) and those that break the rule. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'check-table-writers-'));
  roots.push(root);
  for (const [path, content] of Object.entries({ ...ENTITIES, ...files })) {
    const file = join(root, 'apps/api/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const writes = findWrites(root);
  const found = crossWrites(writes).map((w) => `${w.file}:${w.line}: ${w.op} "${w.table}"`);
  return { writes: writes.map((w) => `${w.file}:${w.line}: ${w.op} "${w.table}"`), found };
}

describe('check-table-writers', () => {
  it('finds raw SQL and MikroORM writes, with their lines', () => {
    const { writes } = check({
      'desk/lead-notes.ts': [
        'em.create(LeadNote, {});',
        'await em.execute(\'delete from "lead_note" where id = ?\');',
        'await em.execute(`select 1',
        '  for update of n; update "lead_note" set "text" = ?`);',
        'await em.nativeUpdate(LeadNote, { id }, {});',
        'await em.createQueryBuilder(LeadNote).update({ text }).where({ id });',
      ].join('\n'),
    });
    assert.deepEqual(writes, [
      'desk/lead-notes.ts:1: insert "lead_note"',
      'desk/lead-notes.ts:2: delete "lead_note"',
      'desk/lead-notes.ts:4: update "lead_note"',
      'desk/lead-notes.ts:5: update "lead_note"',
      'desk/lead-notes.ts:6: update "lead_note"',
    ]);
  });

  it('refuses an update or insert outside the owner, and lets the owner write', () => {
    const { found } = check({
      'leads/lead-rows.ts': 'em.create(Lead, {}); sql(`update "lead" set x = 1`);',
      'meetings/meetings.ts': 'sql(`update "lead" set "status" = ?`);',
      'newsletter/newsletter.ts': 'em.create(Lead, {});',
      'leads/contact.ts': 'sql(`insert into "lead" values (?)`);',
    });
    assert.deepEqual(found.sort(), [
      'leads/contact.ts:1: insert "lead"',
      'meetings/meetings.ts:1: update "lead"',
      'newsletter/newsletter.ts:1: insert "lead"',
    ]);
  });

  it('lets privacy/ delete any rows but not update or insert them', () => {
    const { found } = check({
      'privacy/erase.ts': 'sql(`delete from "lead" where id = ?`); sql(`update "lead_note" set "text" = ?`);',
    });
    assert.deepEqual(found, ['privacy/erase.ts:1: update "lead_note"']);
  });

  it('refuses a table named at run time and a table with no owner, and lets a known cross-write through', () => {
    const { found } = check({
      'meetings/sweep.ts': `sql(\`update "\${'$'}{table}" set x = 1\`); sql(\`insert into "new_table" values (1)\`);`,
      'privacy/privacy.ts': 'sql(`update "unanswered_question" set "asks" = "asks" - 1`);',
    });
    assert.deepEqual(found.sort(), [
      'meetings/sweep.ts:1: insert "new_table"',
      'meetings/sweep.ts:1: update "*"',
    ]);
  });
});
