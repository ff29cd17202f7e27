import { Migration } from '@mikro-orm/migrations';

/**
 * Every delivery is planned from the event log (docs/decisions/075-deliveries-planned-from-the-event-log.md): the
 * alert dispatcher writes a meeting version's e-mails from its event, two per recipient at most (the version's and
 * its reminder), so one event's e-mails share their event and channel.
 *
 * - `delivery_event_id_channel_unique` holds for the deliveries without a recipient (a lead's alerts and e-mails, a
 *   meeting's webhook): one per event and channel.
 * - `delivery_meeting_email_unique`: a meeting's e-mail planned from the log once per meeting, SEQUENCE, recipient
 *   and topic, so a version planned twice (a run repeated after a crash) writes nothing more. The rows the booking
 *   wrote (no `event_id`) are left out: their events carry no start and plan no e-mail
 *   (delivery/meeting-plan.ts).
 */
export class Migration20261205190000_deliveries_from_the_log extends Migration {
  override name = 'Migration20261205190000_deliveries_from_the_log';

  override up(): void {
    this.addSql(`drop index "delivery_event_id_channel_unique";`);
    this.addSql(
      `create unique index "delivery_event_id_channel_unique" on "delivery" ("event_id", "channel") where "event_id" is not null and "recipient" is null;`,
    );
    this.addSql(
      `create unique index "delivery_meeting_email_unique" on "delivery" ("meeting_id", "sequence", "recipient", "topic") where "recipient" is not null and "event_id" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index "delivery_meeting_email_unique";`);
    this.addSql(`update "delivery" set "event_id" = null where "recipient" is not null;`);
    this.addSql(`drop index "delivery_event_id_channel_unique";`);
    this.addSql(
      `create unique index "delivery_event_id_channel_unique" on "delivery" ("event_id", "channel") where "event_id" is not null;`,
    );
  }
}
