/**
 * A privacy deletion's erasure in HubSpot (docs/decisions/101-a-privacy-deletion-erases-the-person-in-hubspot.md):
 * the renderer of the `crm` lane's `crm.erase` deliveries. Each row's `payload` holds the HubSpot ids of what the
 * erased person's leads created there (kept in the delivery because their `crm_record` rows went with the leads):
 * every note and deal is archived, then every contact is deleted for good (HubSpot's GDPR delete, which removes the
 * contact and its associations but leaves associated deals and notes in place). Each call treats HubSpot's 404 as
 * done, so an erasure interrupted halfway is simply sent again. Logs carry the delivery id and counts only.
 */
import type { CrmErasurePayload } from '../db/delivery.entity.ts';
import type { ServiceLogger } from '../logging.ts';
import type { HubSpotCrm } from './hubspot.ts';

/** The delivery topic of a privacy deletion's erasure in HubSpot. */
export const CRM_ERASE_TOPIC = 'crm.erase';

/** A claimed `crm.erase` delivery, as the worker hands it (delivery/worker.ts `ClaimedDelivery`). */
export interface CrmErasureRow {
  id: string;
  payload: CrmErasurePayload | null;
}

/** The erasure of a deleted person's HubSpot objects (see the module comment). */
export class CrmErasure {
  /** The topics it renders (delivery/worker.ts `DeliveryRenderer`). */
  readonly topics = [CRM_ERASE_TOPIC] as const;
  readonly #hubspot: HubSpotCrm;
  readonly #log: ServiceLogger;

  /** @param hubspot the HubSpot calls (crm/hubspot.ts) */
  constructor(hubspot: HubSpotCrm, log: ServiceLogger) {
    this.#hubspot = hubspot;
    this.#log = log;
  }

  /**
   * Deletes the HubSpot objects of each row: notes and deals first (archived), contacts last (GDPR delete).
   *
   * @returns `delivered`, or `skipped` for a row without ids
   * @throws HubSpotError when a HubSpot call failed (the worker sends the whole row again; what was deleted answers
   *   404 then, which counts as deleted)
   */
  async send(_channel: string, rows: readonly CrmErasureRow[]): Promise<'delivered' | 'skipped'> {
    let outcome: 'delivered' | 'skipped' = 'skipped';
    for (const row of rows) {
      const ids = row.payload;
      if (!ids || ids.contacts.length + ids.deals.length + ids.notes.length === 0) continue;
      for (const note of ids.notes) await this.#hubspot.archiveNote(note);
      for (const deal of ids.deals) await this.#hubspot.archiveDeal(deal);
      for (const contact of ids.contacts) await this.#hubspot.eraseContact(contact);
      this.#log.info(
        {
          deliveryId: row.id,
          contacts: ids.contacts.length,
          deals: ids.deals.length,
          notes: ids.notes.length,
        },
        'crm erasure done',
      );
      outcome = 'delivered';
    }
    return outcome;
  }
}
