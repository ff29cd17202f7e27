/**
 * The feature rule of `.dependency-cruiser.mjs` (`pnpm lint:features`), run on throwaway trees: which imports
 * between the API's feature folders it refuses and which it lets through; and that the repository itself has no
 * tie. Run with
 * `node --test scripts/check-features.test.ts` (part of `pnpm lint:features`).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';

const ROOT = join(import.meta.dirname, '..');
const CONFIG = join(ROOT, '.dependency-cruiser.mjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const roots: string[] = [];

after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** One violation as dependency-cruiser reports it. */
interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

/** Runs the rule on `cwd`'s apps/api/src and returns its violations (every one, ignored ones included, when `all`). */
function cruise(cwd: string, all = false): Violation[] {
  const args = [
    'apps/api/src',
    '--config',
    CONFIG,
    '--output-type',
    'json',
    ...(all ? ['--no-ignore-known'] : []),
  ];
  const run = spawnSync(DEPCRUISE, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.ok(run.stdout, run.stderr);
  const { violations } = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary;
  return all ? violations : violations.filter((violation) => violation.rule.severity !== 'ignore');
}

/** Writes `files` (paths under apps/api/src to content) to a new tree and returns its violations as text. */
function check(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'check-features-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, 'apps/api/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return cruise(root).map(
    (v) => `${v.rule.name}: ${v.from.replace('apps/api/src/', '')} → ${v.to.replace('apps/api/src/', '')}`,
  );
}

const EXPORTS = 'export const x = 1;\n';

describe('lint:features', () => {
  it('lets a feature import itself, leads/, the log and the shared layers, and the wiring import delivery/', () => {
    assert.deepEqual(
      check({
        'conversations/chat.ts': `import { x } from '../leads/lead-rows.ts';\nimport { y } from './ai.ts';\nimport { e } from '../events/log.ts';\nimport { d } from '../db/database.ts';\nimport { o } from '../operations/operation.ts';\nexport const z = [x, y, e, d, o];\n`,
        'conversations/ai.ts': 'export const y = 1;\n',
        'leads/lead-rows.ts': `import { e } from '../events/log.ts';\nexport const x = e;\n`,
        'events/log.ts': 'export const e = 1;\n',
        'db/database.ts': 'export const d = 1;\n',
        'operations/operation.ts': 'export const o = 1;\n',
        'plugins/app/sales.ts': `import { n } from '../../delivery/notifier.ts';\nexport const s = n;\n`,
        'delivery/notifier.ts': `import { x } from '../leads/lead-rows.ts';\nexport const n = x;\n`,
      }),
      [],
    );
  });

  it('fails a new tie between two features', () => {
    assert.deepEqual(
      check({
        'conversations/live-typing.ts': `import { x } from '../desk/lead-sla.ts';\nexport const t = x;\n`,
        'desk/lead-sla.ts': EXPORTS,
      }),
      ['conversations-imports-only-leads-and-the-log: conversations/live-typing.ts → desk/lead-sla.ts'],
    );
  });

  it('fails leads/ importing another feature', () => {
    assert.deepEqual(
      check({
        'leads/lead-rows.ts': `import { x } from '../meetings/meetings.ts';\nexport const r = x;\n`,
        'meetings/meetings.ts': EXPORTS,
      }),
      ['leads-imports-only-the-log: leads/lead-rows.ts → meetings/meetings.ts'],
    );
  });

  it('fails a feature importing delivery/ or a transport', () => {
    assert.deepEqual(
      check({
        'newsletter/newsletter.ts': `import { x } from '../delivery/notifier.ts';\nimport { t } from '../trpc/trpc.ts';\nexport const n = [x, t];\n`,
        'delivery/notifier.ts': EXPORTS,
        'trpc/trpc.ts': 'export const t = 1;\n',
      }).sort(),
      [
        'features-import-no-transport: newsletter/newsletter.ts → trpc/trpc.ts',
        'no-feature-imports-delivery: newsletter/newsletter.ts → delivery/notifier.ts',
      ],
    );
  });

  it("lets the operation context name a feature's types, and fails its value imports and other shared layers'", () => {
    assert.deepEqual(
      check({
        'operations/context.ts': `import type { X } from '../desk/lead-desk.ts';\nimport { y } from '../staff/staff-auth.ts';\nexport type C = X;\nexport const c = y;\n`,
        'desk/lead-desk.ts': 'export type X = number;\n',
        'staff/staff-auth.ts': 'export const y = 1;\n',
        'env.ts': `import { y } from './staff/staff-auth.ts';\nexport const e = y;\n`,
      }).sort(),
      [
        'operation-context-names-feature-types-only: operations/context.ts → staff/staff-auth.ts',
        'shared-layers-import-no-feature: env.ts → staff/staff-auth.ts',
      ],
    );
  });

  it('finds no tie in the repository: every feature depends one way', () => {
    assert.deepEqual(cruise(ROOT, true), []);
  });
});
