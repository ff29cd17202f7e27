import { Migration } from '@mikro-orm/migrations';

/**
 * A timing signal alone never hides a lead (docs/decisions/019): the soft sign of automation gets columns of its
 * own (`automation_signal` on the form leads' rows, `possibly_automated` on the lead), staff can mark a lead spam
 * or not spam by hand (`spam_marked_by_id`, `spam_marked_at`), and rows filed as spam only for being too fast
 * become people's leads marked possibly automated. They are not notified after the fact: they become visible.
 */
export class Migration20261126000000_possibly_automated extends Migration {
  override name = 'Migration20261126000000_possibly_automated';

  override up(): void {
    this.addSql(`alter table "contact_request" add column "automation_signal" varchar(40) null;`);
    this.addSql(`alter table "newsletter_subscription" add column "automation_signal" varchar(40) null;`);
    this.addSql(
      `alter table "lead" add column "possibly_automated" boolean not null default false, add column "spam_marked_by_id" uuid null, add column "spam_marked_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_spam_marked_by_id_foreign" foreign key ("spam_marked_by_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(
      `update "lead" set "spam" = false, "possibly_automated" = true where "contact_request_id" in (select "id" from "contact_request" where "spam_reason" = 'too-fast') or "newsletter_subscription_id" in (select "id" from "newsletter_subscription" where "spam_reason" = 'too-fast');`,
    );
    for (const table of ['contact_request', 'newsletter_subscription']) {
      this.addSql(
        `update "${table}" set "spam" = false, "spam_reason" = null, "automation_signal" = 'too-fast' where "spam_reason" = 'too-fast';`,
      );
    }
  }

  override down(): void {
    this.addSql(
      `update "lead" set "spam" = true where "contact_request_id" in (select "id" from "contact_request" where "automation_signal" = 'too-fast') or "newsletter_subscription_id" in (select "id" from "newsletter_subscription" where "automation_signal" = 'too-fast');`,
    );
    for (const table of ['contact_request', 'newsletter_subscription']) {
      this.addSql(
        `update "${table}" set "spam" = true, "spam_reason" = 'too-fast' where "automation_signal" = 'too-fast' and not "spam";`,
      );
      this.addSql(`alter table "${table}" drop column "automation_signal";`);
    }
    this.addSql(`alter table "lead" drop constraint "lead_spam_marked_by_id_foreign";`);
    this.addSql(
      `alter table "lead" drop column "possibly_automated", drop column "spam_marked_by_id", drop column "spam_marked_at";`,
    );
  }
}
