/**
 * Texts the CRM sync writes into HubSpot, read there by sales (apps/api crm/crm-sync.ts, decision 097): the
 * labels of a conversation's transcript note, the title of a staff note, and a deal's name.
 */
export const crmTexts = {
  /** The transcript note on the HubSpot contact: its title and each line's author. */
  transcript: {
    title: 'Website conversation',
    visitor: 'Visitor',
    assistant: 'Assistant',
    consultant: 'Consultant',
  },
  /** The title above a staff note copied to HubSpot, followed by its author's name when known. */
  noteTitle: 'Staff note',
  /** A deal's name: the company, else the person, then this suffix. */
  dealSuffix: 'IT assessment',
  /** A deal's name when the lead gave neither a company nor a name. */
  dealFallback: 'Website lead',
} as const;

/** The API's refusals of a member's HubSpot sync request (`staff.leads.retryCrmSync`). */
export const crmApiTexts = {
  /** The sync is off (no HUBSPOT_ACCESS_TOKEN). */
  syncOff: 'The HubSpot sync is off',
  /** No lead has the id. */
  unknownLead: 'No lead with this id',
  /** The lead is spam, a newsletter signup or has no e-mail address: it is never sent to HubSpot. */
  notSent: 'This lead is not sent to HubSpot',
} as const;
