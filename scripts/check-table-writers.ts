/**
 * `pnpm lint:table-writers` (part of `pnpm lint`, which CI runs): one writer per table. Every table of the API has
 * one owning feature folder (OWNERS); a module outside it that inserts, updates or deletes the table's rows fails
 * the check, unless its write is in KNOWN_CROSS_WRITES with the reason. `privacy/` may delete any table's rows
 * (erasure and retention are about everyone's records) but inserts and updates only its own.
 *
 * A write is found in:
 * - raw SQL in a string or template literal: `insert into "t"`, `update "t"`, `delete from "t"` (a table name in a
 *   `${...}` counts as a write to an unknown table, listed per file in KNOWN_CROSS_WRITES as `*`);
 * - MikroORM calls naming an entity: `em.create(E`, `em.insert(E`, `em.insertMany(E`, `em.upsert(E`,
 *   `em.upsertMany(E`, `em.nativeUpdate(E`, `em.nativeDelete(E`, and `createQueryBuilder(E)` followed by
 *   `.insert(`, `.update(` or `.delete(`. The entity's table is its `tableName` in apps/api/src/db/*.entity.ts.
 * A change to a loaded entity flushed by the unit of work is not seen: the lead path writes with SQL or `create`.
 *
 * Usage: `node scripts/check-table-writers.ts [root]` from the repository root (default: the current directory);
 * `--list` prints every write found. Prints each finding as `path:line: op "table"` and exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One table, one owner: a feature folder under apps/api/src, or one module where the feature names its writer. */
export const OWNERS: Record<string, string> = {
  // leads/: the lead is the common record; lead-rows.ts is its one writer
  lead: 'leads/lead-rows.ts',
  contact_request: 'leads/',
  form_token_use: 'leads/',
  idempotency_record: 'leads/',
  // conversations/: the assistant and the live chat
  chat_session: 'conversations/',
  chat_message: 'conversations/',
  unanswered_question: 'conversations/unanswered.ts',
  unanswered_question_ask: 'conversations/unanswered.ts',
  saved_reply: 'conversations/saved-replies.ts',
  staff_answer: 'conversations/staff-answers.ts',
  // desk/: the round robin's cursor, notes
  assignment_cursor: 'desk/',
  lead_note: 'desk/lead-notes.ts',
  // crm/: a lead's HubSpot ids, stored by the CRM sync as HubSpot answers
  crm_record: 'crm/crm-records.ts',
  // delivery/: every outbound message (e-mail, webhook, CRM), written by the alert dispatcher from the log, sent by the worker
  delivery: 'delivery/',
  // meetings/
  meeting: 'meetings/',
  consultant: 'meetings/',
  consultant_day_off: 'meetings/',
  // newsletter/
  newsletter_subscription: 'newsletter/',
  newsletter_consent_event: 'newsletter/',
  // privacy/
  privacy_audit: 'privacy/',
  // recommendations/
  recommendation: 'recommendations/',
  recommendation_event: 'recommendations/',
  visitor_profile: 'recommendations/',
  // staff/
  staff_user: 'staff/',
  staff_session: 'staff/',
  sign_in_failure: 'staff/',
  // events/: the one event log, appended and redacted by its one module
  domain_event: 'events/log.ts',
  // a log reader's position: the alert dispatcher is the one reader that keeps one
  event_consumer: 'events/consumer.ts',
  // the model's budget, a shared layer at the top of src/
  model_budget: 'model-budget-stores.ts',
};

/** A feature that may delete any table's rows (never insert or update them): erasure and retention. */
const DELETES_ANY = 'privacy/';

/**
 * Writes outside the owner known today: `file` (under apps/api/src), `table` (`*`: a table named at run time),
 * `op`. The event log cuts most: the writer records a domain event and the owner writes its own rows.
 */
export const KNOWN_CROSS_WRITES: { file: string; table: string; op: Op; why: string }[] = [
  // Privacy requests redact text in every feature's rows, and take an erased ask off a question's count.
  { file: 'privacy/privacy.ts', table: '*', op: 'update', why: 'redaction of a text column, table by table' },
  { file: 'privacy/privacy.ts', table: 'unanswered_question', op: 'update', why: "an erased person's asks" },
  // The database deletes a lead's events with the lead, as a foreign key's cascade would (decision 089).
  {
    file: 'db/lead.entity.ts',
    table: 'domain_event',
    op: 'delete',
    why: "the trigger that takes a lead's events",
  },
  // The database deletes a contact request's lead with the request, as a foreign key's cascade would (decision 100).
  {
    file: 'db/contact-request.entity.ts',
    table: 'lead',
    op: 'delete',
    why: "the trigger that takes a request's lead",
  },
];

export type Op = 'insert' | 'update' | 'delete';
/** One write found in the source. */
export interface Write {
  file: string;
  line: number;
  op: Op;
  table: string;
}

const SRC = 'apps/api/src';
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:"([a-z_][a-z0-9_]*)"|"?(\$\{\})"?)/gi;
const ORM_WRITES: Record<string, Op> = {
  create: 'insert',
  insert: 'insert',
  insertMany: 'insert',
  upsert: 'insert',
  upsertMany: 'insert',
  nativeUpdate: 'update',
  nativeDelete: 'delete',
};
const QB_WRITES: Record<string, Op> = { insert: 'insert', update: 'update', delete: 'delete' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Entity name → table, from the `defineEntity({ name, tableName })` calls of db/*.entity.ts. */
function entityTables(root: string): Map<string, string> {
  const tables = new Map<string, string>();
  const dir = join(root, SRC, 'db');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.entity.ts'))) {
    const text = readFileSync(join(dir, name), 'utf8');
    for (const match of text.matchAll(/name:\s*'(\w+)',\s*tableName:\s*'(\w+)'/g))
      if (match[1] && match[2]) tables.set(match[1], match[2]);
  }
  return tables;
}

/** Every write to a table in apps/api/src (migrations excepted). */
export function findWrites(root: string): Write[] {
  const tables = entityTables(root);
  const writes: Write[] = [];
  for (const path of sourceFiles(join(root, SRC))) {
    const file = relative(join(root, SRC), path).split('\\').join('/');
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
    const visit = (node: ts.Node): void => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)
      ) {
        const text = ts.isTemplateExpression(node)
          ? node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join('')
          : node.text;
        for (const match of text.matchAll(SQL_WRITE)) {
          const op = (match[1] ?? '').toLowerCase().split(/\s+/)[0] as Op;
          const newlines = text.slice(0, match.index).split('\n').length - 1;
          writes.push({ file, line: lineOf(node.getStart(source)) + newlines, op, table: match[2] ?? '*' });
        }
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const [first] = node.arguments;
        const entity = first && ts.isIdentifier(first) ? tables.get(first.text) : undefined;
        if (method in ORM_WRITES && entity) {
          writes.push({
            file,
            line: lineOf(node.getStart(source)),
            op: ORM_WRITES[method] as Op,
            table: entity,
          });
        }
        if (method in QB_WRITES) {
          const table = queryBuilderTable(node.expression.expression, tables);
          if (table)
            writes.push({ file, line: lineOf(node.getStart(source)), op: QB_WRITES[method] as Op, table });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}

/** The table of a `createQueryBuilder(E)` at the start of a call chain, if the chain starts with one. */
function queryBuilderTable(node: ts.Expression, tables: Map<string, string>): string | undefined {
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isCallExpression(current)) {
      const callee = current.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'createQueryBuilder') {
        const [first] = current.arguments;
        return first && ts.isIdentifier(first) ? tables.get(first.text) : undefined;
      }
      current = callee;
    } else if (ts.isPropertyAccessExpression(current)) current = current.expression;
    else return undefined;
  }
}

/** Whether `file` (under apps/api/src) is the owner `owner` (a folder ending in `/`, or one module). */
function owns(owner: string, file: string): boolean {
  return owner.endsWith('/') ? file.startsWith(owner) : file === owner;
}

/** The writes that break the rule: outside the owner, not a privacy deletion, not a known cross-write. */
export function crossWrites(writes: readonly Write[]): (Write & { reason: string })[] {
  const found: (Write & { reason: string })[] = [];
  for (const write of writes) {
    const owner = OWNERS[write.table];
    const known = KNOWN_CROSS_WRITES.some(
      (entry) => entry.file === write.file && entry.table === write.table && entry.op === write.op,
    );
    if (known) continue;
    if (write.op === 'delete' && write.file.startsWith(DELETES_ANY)) continue;
    if (write.table === '*') found.push({ ...write, reason: 'a table named at run time' });
    else if (owner === undefined) found.push({ ...write, reason: 'a table with no owner in OWNERS' });
    else if (!owns(owner, write.file)) found.push({ ...write, reason: `owned by ${owner}` });
  }
  return found;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const root = args.find((arg) => !arg.startsWith('--')) ?? process.cwd();
  const writes = findWrites(root);
  if (args.includes('--list')) {
    for (const write of writes)
      console.log(`${SRC}/${write.file}:${write.line}: ${write.op} "${write.table}"`);
  }
  const found = crossWrites(writes);
  if (found.length > 0) {
    console.error(
      'Writes to a table outside its owner (add the write to its owner, or to KNOWN_CROSS_WRITES):',
    );
    for (const write of found) {
      console.error(`  ${SRC}/${write.file}:${write.line}: ${write.op} "${write.table}" (${write.reason})`);
    }
    process.exit(1);
  }
  console.log(`${writes.length} writes to tables in ${SRC}, each by its owner or listed.`);
}
