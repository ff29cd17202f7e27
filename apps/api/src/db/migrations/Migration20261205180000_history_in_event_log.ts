import { Migration } from '@mikro-orm/migrations';

/**
 * History only in the event log (docs/decisions/070-history-only-in-the-event-log.md): the three tables that
 * recorded a lead's history beside `domain_event` go, each row first kept as an event of the log.
 *
 * - `lead_status_change`: a row with no `lead.status_changed` of the same lead, from, to and time becomes one
 *   (its `actor_id` the member who moved it).
 * - `lead_assignment`: a row with no `lead.assigned` (or `lead.unassigned`) of the same lead, time, new owner and
 *   previous owner becomes one: `lead.assigned` {ownerId, previousOwnerId, reason} when it names a new owner,
 *   `lead.unassigned` {previousOwnerId} when it names only a previous one (its `actor_id` the row's `by`). An owner
 *   set to null since (a deleted account) matches any owner of an event. A row that names no owner at all (which no
 *   writer stores) has no event to become.
 * - `lead_quality_change`: the `lead.quality_changed` of a lead's chat turn at the same time and quality (stored
 *   with the lead only) takes the row's session, points, fired rules (`rules`) and message position; every other
 *   row becomes a `lead.quality_changed` of its session, with its lead when the session was a lead before it.
 *
 * Every event written here is history, not news: it takes moment 0 (below the position of every reader that keeps
 * one, so the alert dispatcher and the desk never read it, and no stream sends it) and `created_at` the row's time;
 * nothing is notified.
 *
 * The down migration creates the three tables again and fills them from the log's events (every one, the ones this
 * migration wrote included); the log keeps its events, which the code before this migration reads as it read its
 * own.
 */
export class Migration20261205180000_history_in_event_log extends Migration {
  override name = 'Migration20261205180000_history_in_event_log';

  override up(): void {
    this.addSql(`insert into "domain_event" ("type", "version", "payload", "audience", "lead_id", "actor_id",
        "created_at", "moment")
      select 'lead.status_changed', 1, jsonb_build_object('from', c."from_status", 'to', c."to_status"), 'staff',
        c."lead_id", c."changed_by_id", c."changed_at", 0
      from "lead_status_change" c
      where not exists (select 1 from "domain_event" e where e."lead_id" = c."lead_id"
        and e."type" = 'lead.status_changed' and e."created_at" = c."changed_at"
        and e."payload"->>'from' = c."from_status" and e."payload"->>'to' = c."to_status")
      order by c."changed_at", c."id";`);

    this.addSql(`insert into "domain_event" ("type", "version", "payload", "audience", "lead_id", "actor_id",
        "created_at", "moment")
      select case when a."to_staff_id" is null then 'lead.unassigned' else 'lead.assigned' end, 1,
        case when a."to_staff_id" is null then jsonb_build_object('previousOwnerId', a."from_staff_id")
          else jsonb_build_object('ownerId', a."to_staff_id", 'previousOwnerId', a."from_staff_id", 'reason', a."reason")
        end, 'staff', a."lead_id", a."by_staff_id", a."at", 0
      from "lead_assignment" a
      where (a."to_staff_id" is not null or a."from_staff_id" is not null)
        and not exists (select 1 from "domain_event" e where e."lead_id" = a."lead_id" and e."created_at" = a."at"
          and e."type" in ('lead.assigned', 'lead.unassigned')
          and (a."to_staff_id" is null or e."payload"->>'ownerId' = a."to_staff_id"::text)
          and (a."from_staff_id" is null or e."payload"->>'previousOwnerId' = a."from_staff_id"::text))
      order by a."at", a."id";`);

    this.addSql(`update "domain_event" e set "session_id" = q."session_id",
        "payload" = e."payload" || jsonb_build_object('points', q."points", 'rules', q."fired_rules",
          'messagePosition', q."message_position")
      from "lead_quality_change" q
      where e."type" = 'lead.quality_changed' and e."created_at" = q."changed_at"
        and e."payload"->>'to' = q."to_quality"
        and (e."session_id" = q."session_id" or (e."session_id" is null
          and e."lead_id" in (select l."id" from "lead" l where l."chat_session_id" = q."session_id")));`);
    this.addSql(`insert into "domain_event" ("type", "version", "payload", "audience", "session_id", "lead_id",
        "created_at", "moment")
      select 'lead.quality_changed', 1, jsonb_build_object('from', q."from_quality", 'to', q."to_quality",
          'points', q."points", 'rules', q."fired_rules", 'messagePosition', q."message_position"),
        'staff', q."session_id", (select l."id" from "lead" l where l."chat_session_id" = q."session_id"
          and l."occurred_at" < q."changed_at" limit 1), q."changed_at", 0
      from "lead_quality_change" q
      where not exists (select 1 from "domain_event" e where e."session_id" = q."session_id"
        and e."type" = 'lead.quality_changed' and e."created_at" = q."changed_at")
      order by q."changed_at", q."message_position", q."id";`);

    this.addSql(`drop table "lead_status_change";`);
    this.addSql(`drop table "lead_assignment";`);
    this.addSql(`drop table "lead_quality_change";`);
  }

  override down(): void {
    this.addSql(`create table "lead_status_change" (
      "id" uuid not null,
      "lead_id" uuid not null,
      "from_status" varchar(12) not null,
      "to_status" varchar(12) not null,
      "changed_by_id" uuid null,
      "changed_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "lead_status_change_lead_id_changed_at_index" on "lead_status_change" ("lead_id", "changed_at");`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_changed_by_id_foreign" foreign key ("changed_by_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(`insert into "lead_status_change" ("id", "lead_id", "from_status", "to_status", "changed_by_id",
        "changed_at")
      select gen_random_uuid(), e."lead_id", e."payload"->>'from', e."payload"->>'to', e."actor_id", e."created_at"
      from "domain_event" e where e."type" = 'lead.status_changed' and e."lead_id" is not null;`);

    this.addSql(`create table "lead_assignment" (
      "id" uuid not null,
      "lead_id" uuid not null,
      "from_staff_id" uuid null,
      "to_staff_id" uuid null,
      "by_staff_id" uuid null,
      "reason" varchar(20) not null,
      "at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "lead_assignment_lead_id_at_index" on "lead_assignment" ("lead_id", "at");`);
    this.addSql(
      `alter table "lead_assignment" add constraint "lead_assignment_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
    for (const column of ['from_staff_id', 'to_staff_id', 'by_staff_id']) {
      this.addSql(
        `alter table "lead_assignment" add constraint "lead_assignment_${column}_foreign" foreign key ("${column}") references "staff_user" ("id") on delete set null;`,
      );
    }
    // An owner's account deleted since is null, as the foreign key would have set it.
    this.addSql(`insert into "lead_assignment" ("id", "lead_id", "from_staff_id", "to_staff_id", "by_staff_id",
        "reason", "at")
      select gen_random_uuid(), e."lead_id", f."id", t."id", e."actor_id",
        coalesce(e."payload"->>'reason', 'reassigned'), e."created_at"
      from "domain_event" e
      left join "staff_user" f on f."id"::text = e."payload"->>'previousOwnerId'
      left join "staff_user" t on t."id"::text = e."payload"->>'ownerId'
      where e."type" in ('lead.assigned', 'lead.unassigned') and e."lead_id" is not null;`);

    this.addSql(`create table "lead_quality_change" (
      "id" uuid not null,
      "session_id" varchar(100) not null,
      "from_quality" varchar(10) not null,
      "to_quality" varchar(10) not null,
      "points" int not null,
      "fired_rules" jsonb not null,
      "message_position" int not null,
      "changed_at" timestamptz not null,
      constraint "lead_quality_change_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "lead_quality_change_session_id_changed_at_index" on "lead_quality_change" ("session_id", "changed_at");`,
    );
    this.addSql(
      `alter table "lead_quality_change" add constraint "lead_quality_change_session_id_foreign" foreign key ("session_id") references "chat_session" ("id") on delete cascade;`,
    );
    this.addSql(`insert into "lead_quality_change" ("id", "session_id", "from_quality", "to_quality", "points",
        "fired_rules", "message_position", "changed_at")
      select gen_random_uuid(), e."session_id", coalesce(e."payload"->>'from', e."payload"->>'to'),
        e."payload"->>'to', coalesce(cast(e."payload"->>'points' as int), 0), coalesce(e."payload"->'rules', '[]'),
        coalesce(cast(e."payload"->>'messagePosition' as int), 0), e."created_at"
      from "domain_event" e where e."type" = 'lead.quality_changed' and e."session_id" is not null;`);
  }
}
