import { Migration } from '@mikro-orm/migrations';

/**
 * The `meeting_booked` status (docs/decisions/084-meeting-booked-follows-the-journey.md):
 *
 * - `lead.status` widens to `varchar(16)`: `meeting_booked` has 14 characters.
 * - `lead.status_set_by_staff` says a person chose the lead's current status (`staff.leads.setStatus`); the
 *   journey's moves (a consultant's first live reply, a booking) leave it false and never override a person's
 *   choice. Every lead whose status changed before is marked set by staff, but for the moves of a consultant's
 *   first live reply: the `lead.first_response` of channel `live_chat` at the same moment as the status change.
 */
export class Migration20261205220000_meeting_booked_status extends Migration {
  override name = 'Migration20261205220000_meeting_booked_status';

  override up(): void {
    this.addSql(`alter table "lead" alter column "status" type varchar(16);`);
    this.addSql(`alter table "lead" add column "status_set_by_staff" boolean not null default false;`);
    this.addSql(`update "lead" l set "status_set_by_staff" = true where l."status_changed_at" is not null
      and not exists (select 1 from "domain_event" e where e."lead_id" = l."id" and e."type" = 'lead.first_response'
        and e."payload"->>'channel' = 'live_chat' and e."created_at" = l."status_changed_at");`);
  }

  override down(): void {
    this.addSql(`update "lead" set "status" = 'contacted' where "status" = 'meeting_booked';`);
    this.addSql(`alter table "lead" drop column "status_set_by_staff";`);
    this.addSql(`alter table "lead" alter column "status" type varchar(12);`);
  }
}
