import { Migration } from '@mikro-orm/migrations';

/**
 * Booking is on by default (docs/decisions/073-booking-on-by-default.md): a staff member is bookable unless they
 * opt out. The column's default becomes true, and every existing profile becomes bookable once: under the opt-in
 * rule a profile was created not bookable whenever a member opened their booking settings, so a false value does
 * not tell an opt-out from a member who never chose.
 */
export class Migration20261205170000_booking_on_by_default extends Migration {
  override name = 'Migration20261205170000_booking_on_by_default';

  override up(): void {
    this.addSql(`alter table "consultant" alter column "bookable" set default true;`);
    this.addSql(`update "consultant" set "bookable" = true where not "bookable";`);
  }

  override down(): void {
    this.addSql(`alter table "consultant" alter column "bookable" set default false;`);
  }
}
