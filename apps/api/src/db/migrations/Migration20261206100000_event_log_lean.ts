import { Migration } from '@mikro-orm/migrations';

/**
 * Appending to the event log costs the append alone (docs/decisions/089-the-event-log-appends-without-a-lead-check.md):
 *
 * - `domain_event` loses its foreign key to `lead`: the key's check ran on every append of a lead's event and locked
 *   the lead's row (`for key share`), and the appends take their lead from the statement that made it or read it.
 *   A lead's events still go with it: the trigger `domain_event_lead_deleted` on `lead` deletes them when the lead is deleted,
 *   as the key's `on delete cascade` did.
 * - The indexes of the nullable keys (`session_id`, `lead_id`, `meeting_id`) hold only the rows that have the key:
 *   most events concern a lead or a session, not both, and none of their readers looks up a null key.
 */
export class Migration20261206100000_event_log_lean extends Migration {
  override name = 'Migration20261206100000_event_log_lean';

  override up(): void {
    this.addSql(`alter table "domain_event" drop constraint "domain_event_lead_id_foreign";`);
    // The function and trigger as the ORM writes a `triggers` entry of the Lead entity (db/lead.entity.ts).
    this.addSql(
      `create or replace function "lead_domain_event_lead_deleted_fn"() returns trigger as $$ begin delete from "domain_event" where "lead_id" = old."id"; return old; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "domain_event_lead_deleted" after delete on "lead" for each row execute function "lead_domain_event_lead_deleted_fn"();`,
    );
    for (const key of ['session_id', 'lead_id', 'meeting_id']) {
      this.addSql(`drop index "domain_event_${key}_id_index";`);
      this.addSql(
        `create index "domain_event_${key}_id_index" on "domain_event" ("${key}", "id") where "${key}" is not null;`,
      );
    }
  }

  override down(): void {
    for (const key of ['session_id', 'lead_id', 'meeting_id']) {
      this.addSql(`drop index "domain_event_${key}_id_index";`);
      this.addSql(`create index "domain_event_${key}_id_index" on "domain_event" ("${key}", "id");`);
    }
    this.addSql(`drop trigger "domain_event_lead_deleted" on "lead";`);
    this.addSql(`drop function "lead_domain_event_lead_deleted_fn"();`);
    this.addSql(`delete from "domain_event" e where e."lead_id" is not null
      and not exists (select 1 from "lead" l where l."id" = e."lead_id");`);
    this.addSql(
      `alter table "domain_event" add constraint "domain_event_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
  }
}
