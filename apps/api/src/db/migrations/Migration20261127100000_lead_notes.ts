import { Migration } from '@mikro-orm/migrations';

/**
 * The lead's notes as a timeline (decision 043): `lead_note` holds every note with its author and time, appended
 * and never overwritten. The single `lead.note` each lead held before is carried over as the lead's first note
 * (author unknown, `carried_over`, dated by the migration: it was written before then) and the column is dropped.
 * `notification.failed_at` records when the outbox gave a notification up, for the lead's activity history.
 * Plain SQL that PostgreSQL and PGlite both run.
 */
export class Migration20261127100000_lead_notes extends Migration {
  override name = 'Migration20261127100000_lead_notes';

  override up(): void {
    this.addSql(`create table "lead_note" (
      "id" uuid not null,
      "lead_id" uuid not null,
      "author_id" uuid null,
      "body" text not null,
      "carried_over" boolean not null default false,
      "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "lead_note_lead_id_created_at_index" on "lead_note" ("lead_id", "created_at");`,
    );
    this.addSql(
      `alter table "lead_note" add constraint "lead_note_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_note" add constraint "lead_note_author_id_foreign" foreign key ("author_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(
      `insert into "lead_note" ("id", "lead_id", "author_id", "body", "carried_over", "created_at")
        select gen_random_uuid(), "id", null, "note", true, now() from "lead" where "note" is not null and "note" <> '';`,
    );
    this.addSql(`alter table "lead" drop column "note";`);
    this.addSql(`alter table "notification" add column "failed_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "notification" drop column "failed_at";`);
    this.addSql(`alter table "lead" add column "note" text null;`);
    // The newest note of each lead becomes its single note again.
    this.addSql(
      `update "lead" l set "note" = n."body" from (
        select distinct on ("lead_id") "lead_id", "body" from "lead_note" order by "lead_id", "created_at" desc, "id" desc
      ) n where n."lead_id" = l."id";`,
    );
    this.addSql(`drop table if exists "lead_note" cascade;`);
  }
}
