import { Migration } from '@mikro-orm/migrations';

/**
 * The chime is a setting of the member (docs/decisions/087-the-chime-is-a-setting-of-the-member.md):
 * `staff_user.waiting_sound` says whether the staff app chimes on a new waiting chat for them, on every browser
 * they sign in on. On for every member, existing ones included, until they turn it off.
 */
export class Migration20261206110000_waiting_sound extends Migration {
  override name = 'Migration20261206110000_waiting_sound';

  override up(): void {
    this.addSql(`alter table "staff_user" add column "waiting_sound" boolean not null default true;`);
  }

  override down(): void {
    this.addSql(`alter table "staff_user" drop column "waiting_sound";`);
  }
}
