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
