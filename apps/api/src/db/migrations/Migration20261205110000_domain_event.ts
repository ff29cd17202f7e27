import { Migration } from '@mikro-orm/migrations';

/**
 * The one event log (docs/decisions/066-the-one-event-log.md): `live_event` becomes `domain_event`, its ids, identity
 * and rows kept (the identity's sequence, primary key, index and foreign key take the new table's names), and gains
 * `version` (1 for every stored row), `lead_id` and `meeting_id` (deleted with their lead or meeting), `actor_id`
 * (the staff member who made the change; null once their account is deleted) and their indexes by id.
 *
 * The stored conversation rows take their log types (`message` → `conversation.message`, and `status`, `typing`,
 * `handoff` alike; the streams send the part after `conversation.`). The staff stream's `leads` rows go: they named
 * leads that changed, not what changed, and the stream now reads the lead events themselves.
 *
 * The down migration renames everything back and drops the new columns and the lead events (the old log had no
 * place for them); the `leads` rows do not come back.
 */
export class Migration20261205110000_domain_event extends Migration {
  override name = 'Migration20261205110000_domain_event';

  override up(): void {
    this.addSql(`alter table "live_event" rename to "domain_event";`);
    this.addSql(`alter sequence "live_event_id_seq" rename to "domain_event_id_seq";`);
    this.addSql(`alter table "domain_event" rename constraint "live_event_pkey" to "domain_event_pkey";`);
    this.addSql(
      `alter table "domain_event" rename constraint "live_event_session_id_foreign" to "domain_event_session_id_foreign";`,
    );
    this.addSql(`alter index "live_event_session_id_id_index" rename to "domain_event_session_id_id_index";`);
    this.addSql(`alter table "domain_event" alter column "type" type varchar(40);`);
    this.addSql(`alter table "domain_event" add column "version" smallint not null default 1,
      add column "lead_id" uuid null, add column "meeting_id" uuid null, add column "actor_id" uuid null;`);
    this.addSql(
      `alter table "domain_event" add constraint "domain_event_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "domain_event" add constraint "domain_event_meeting_id_foreign" foreign key ("meeting_id") references "meeting" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "domain_event" add constraint "domain_event_actor_id_foreign" foreign key ("actor_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(`create index "domain_event_lead_id_id_index" on "domain_event" ("lead_id", "id");`);
    this.addSql(`create index "domain_event_meeting_id_id_index" on "domain_event" ("meeting_id", "id");`);
    this.addSql(`delete from "domain_event" where "type" = 'leads';`);
    this.addSql(
      `update "domain_event" set "type" = 'conversation.' || "type" where "type" in ('message', 'status', 'typing', 'handoff');`,
    );
  }

  override down(): void {
    this.addSql(`delete from "domain_event" where "type" not like 'conversation.%';`);
    this.addSql(
      `update "domain_event" set "type" = substr("type", length('conversation.') + 1) where "type" like 'conversation.%';`,
    );
    this.addSql(`drop index "domain_event_meeting_id_id_index";`);
    this.addSql(`drop index "domain_event_lead_id_id_index";`);
    this.addSql(`alter table "domain_event" drop column "actor_id", drop column "meeting_id", drop column "lead_id",
      drop column "version";`);
    this.addSql(`alter table "domain_event" alter column "type" type varchar(20);`);
    this.addSql(`alter index "domain_event_session_id_id_index" rename to "live_event_session_id_id_index";`);
    this.addSql(
      `alter table "domain_event" rename constraint "domain_event_session_id_foreign" to "live_event_session_id_foreign";`,
    );
    this.addSql(`alter table "domain_event" rename constraint "domain_event_pkey" to "live_event_pkey";`);
    this.addSql(`alter sequence "domain_event_id_seq" rename to "live_event_id_seq";`);
    this.addSql(`alter table "domain_event" rename to "live_event";`);
  }
}
