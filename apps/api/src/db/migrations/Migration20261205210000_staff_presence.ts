import { Migration } from '@mikro-orm/migrations';

/**
 * Presence is one fact (docs/decisions/082-presence-is-one-fact.md): `staff_user.last_seen_at` is the last
 * heartbeat of the member's open staff stream, null until their first. A member is present while it is newer than
 * the presence window (db/staff-presence.ts).
 */
export class Migration20261205210000_staff_presence extends Migration {
  override name = 'Migration20261205210000_staff_presence';

  override up(): void {
    this.addSql(`alter table "staff_user" add column "last_seen_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "staff_user" drop column "last_seen_at";`);
  }
}
