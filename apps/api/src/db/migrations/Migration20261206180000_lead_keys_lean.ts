import { Migration } from '@mikro-orm/migrations';

/**
 * A contact lead's row costs its insert alone (docs/decisions/100-the-lead-row-without-its-request-check.md):
 *
 * - `lead` loses its foreign key to `contact_request`: the key's check ran on every contact lead and locked the
 *   request's row (`for key share`), which the same statement had just inserted. The lead still goes with its
 *   request: the trigger `lead_contact_request_deleted` on `contact_request` deletes it, as the key's
 *   `on delete cascade` did.
 * - The unique constraints on `contact_request_id`, `chat_session_id` and `newsletter_subscription_id` become unique
 *   indexes of the rows that have the key: a lead points at one of the three, and each index held a null entry for
 *   every lead that points at another.
 */
export class Migration20261206180000_lead_keys_lean extends Migration {
  override name = 'Migration20261206180000_lead_keys_lean';

  override up(): void {
    this.addSql(`alter table "lead" drop constraint "lead_contact_request_id_foreign";`);
    // The function and trigger as the ORM writes a `triggers` entry of the ContactRequest entity.
    this.addSql(
      `create or replace function "contact_request_lead_contact_request_deleted_fn"() returns trigger as $$ begin delete from "lead" where "contact_request_id" = old."id"; return old; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "lead_contact_request_deleted" after delete on "contact_request" for each row execute function "contact_request_lead_contact_request_deleted_fn"();`,
    );
    for (const key of ['contact_request_id', 'chat_session_id', 'newsletter_subscription_id']) {
      this.addSql(`alter table "lead" drop constraint "lead_${key}_unique";`);
      this.addSql(
        `create unique index "lead_${key}_unique" on "lead" ("${key}") where "${key}" is not null;`,
      );
    }
  }

  override down(): void {
    for (const key of ['contact_request_id', 'chat_session_id', 'newsletter_subscription_id']) {
      this.addSql(`drop index "lead_${key}_unique";`);
      this.addSql(`alter table "lead" add constraint "lead_${key}_unique" unique ("${key}");`);
    }
    this.addSql(`drop trigger "lead_contact_request_deleted" on "contact_request";`);
    this.addSql(`drop function "contact_request_lead_contact_request_deleted_fn"();`);
    this.addSql(`delete from "lead" l where l."contact_request_id" is not null
      and not exists (select 1 from "contact_request" c where c."id" = l."contact_request_id");`);
    this.addSql(
      `alter table "lead" add constraint "lead_contact_request_id_foreign" foreign key ("contact_request_id") references "contact_request" ("id") on delete cascade;`,
    );
  }
}
