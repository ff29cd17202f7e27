/**
 * The one writer of `crm_record` (db/crm-record.entity.ts): a lead's HubSpot ids, stored as each HubSpot call
 * answers so that a sync interrupted halfway resumes without creating anything twice.
 */
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CrmNoteRecord } from '../db/crm-record.entity.ts';

/** A lead's stored HubSpot ids (a lead never synced has none). */
export interface CrmIds {
  contactId: string | null;
  companyId: string | null;
  dealId: string | null;
  dealStage: string | null;
  dealMeetingAt: Date | null;
  ownerId: string | null;
  notes: Record<string, CrmNoteRecord>;
  syncedAt: Date | null;
  updatedAt: Date | null;
}

/** No ids yet. */
export const NO_CRM_IDS: CrmIds = {
  contactId: null,
  companyId: null,
  dealId: null,
  dealStage: null,
  dealMeetingAt: null,
  ownerId: null,
  notes: {},
  syncedAt: null,
  updatedAt: null,
};

interface CrmRow {
  contact_id: string | null;
  company_id: string | null;
  deal_id: string | null;
  deal_stage: string | null;
  deal_meeting_at: Date | string | null;
  owner_id: string | null;
  notes: Record<string, CrmNoteRecord> | string;
  synced_at: Date | string | null;
  updated_at: Date | string | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The HubSpot ids stored for a lead ({@link NO_CRM_IDS} when none). */
export async function readCrmIds(sql: SqlEntityManager, leadId: string): Promise<CrmIds> {
  const [row] = await sql.execute<CrmRow[]>(`select * from "crm_record" where "lead_id" = ?`, [leadId]);
  if (!row) return { ...NO_CRM_IDS, notes: {} };
  return {
    contactId: row.contact_id,
    companyId: row.company_id,
    dealId: row.deal_id,
    dealStage: row.deal_stage,
    dealMeetingAt: date(row.deal_meeting_at),
    ownerId: row.owner_id,
    notes: typeof row.notes === 'string' ? JSON.parse(row.notes) : row.notes,
    syncedAt: date(row.synced_at),
    updatedAt: date(row.updated_at),
  };
}

/**
 * Stores a lead's HubSpot ids (the whole record, as the sync holds it), creating its row on the first call; the
 * first stored contact sets `synced_at`, which never changes after. A lead deleted meanwhile stores nothing.
 */
export async function saveCrmIds(
  sql: SqlEntityManager,
  leadId: string,
  ids: CrmIds,
  now: Date,
): Promise<void> {
  await sql.execute(
    `insert into "crm_record" ("lead_id", "contact_id", "company_id", "deal_id", "deal_stage", "deal_meeting_at",
       "owner_id", "notes", "synced_at", "updated_at")
     select l."id", ?, ?, ?, ?, ?, ?, cast(? as jsonb), case when cast(? as varchar) is null then null else cast(? as timestamptz) end, ?
     from "lead" l where l."id" = ?
     on conflict ("lead_id") do update set "contact_id" = excluded."contact_id", "company_id" = excluded."company_id",
       "deal_id" = excluded."deal_id", "deal_stage" = excluded."deal_stage",
       "deal_meeting_at" = excluded."deal_meeting_at", "owner_id" = excluded."owner_id", "notes" = excluded."notes",
       "synced_at" = coalesce("crm_record"."synced_at", excluded."synced_at"), "updated_at" = excluded."updated_at"`,
    [
      ids.contactId,
      ids.companyId,
      ids.dealId,
      ids.dealStage,
      ids.dealMeetingAt,
      ids.ownerId,
      JSON.stringify(ids.notes),
      ids.contactId,
      now,
      now,
      leadId,
    ],
  );
}
