import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts an admin can disable (docs/decisions/020): `staff_user.disabled_at` (null while
 * the account is active; accounts stored before this migration stay active), and an index on
 * `staff_session.user_id` for revoking every session of an account at once.
 */
export class Migration20261126100000_staff_sessions extends Migration {
  override name = 'Migration20261126100000_staff_sessions';

  override up(): void {
    this.addSql(`alter table "staff_user" add column "disabled_at" timestamptz null;`);
    this.addSql(`create index "staff_session_user_id_index" on "staff_session" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop index "staff_session_user_id_index";`);
    this.addSql(`alter table "staff_user" drop column "disabled_at";`);
  }
}
