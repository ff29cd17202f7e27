import { Migration } from '@mikro-orm/migrations';

/**
 * A delivery's `payload` (docs/decisions/101-a-privacy-deletion-erases-the-person-in-hubspot.md): what a delivery
 * needs that no row it names holds any more. A HubSpot erasure (`crm.erase`) keeps there the HubSpot ids of the
 * person's contact, deals and notes, whose `crm_record` rows went with the person's leads; the worker clears it
 * once the delivery is done.
 */
export class Migration20261206190000_delivery_payload extends Migration {
  override name = 'Migration20261206190000_delivery_payload';

  override up(): void {
    this.addSql(`alter table "delivery" add column "payload" jsonb null;`);
  }

  override down(): void {
    this.addSql(`delete from "delivery" where "topic" = 'crm.erase';`);
    this.addSql(`alter table "delivery" drop column "payload";`);
  }
}
