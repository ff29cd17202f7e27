/**
 * The sales side: staff accounts (the specification's users table, §3 "Users"), the lead inbox and
 * privacy requests. Shared by the API's staff procedures and the staff app.
 */
import * as z from 'zod/mini';
import { LEAD_NOTE_MAX } from './constants.ts';
import { leadQualitySchema } from './options.ts';
import { boundedText, requiredText, safeString, tooLong } from './text.ts';

/** Roles of a staff account: `admin` (everything, privacy requests) or `sales` (the inbox). */
export const STAFF_ROLES = ['admin', 'sales'] as const;
/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Zod schema of {@link StaffRole}. */
export const staffRoleSchema = z.enum(STAFF_ROLES, 'Role must be admin or sales');

/** Longest staff email, name and password, in characters (abuse limits: hashing cost grows with length). */
export const STAFF_FIELD_MAX = { email: 254, name: 100, password: 128 } as const;
/** Shortest password a new staff account may have (NIST SP 800-63B: at least 8; we ask 12). */
export const STAFF_PASSWORD_MIN = 12;

const emailSchema = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Email is required'),
    z.maxLength(STAFF_FIELD_MAX.email, tooLong('Email', STAFF_FIELD_MAX.email)),
    z.email('Please enter a valid email address'),
  );

/** Sign-in at /staff/sign-in: an email and a password (kept as typed). */
export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(STAFF_FIELD_MAX.password, tooLong('Password', STAFF_FIELD_MAX.password)),
    ),
});
/** See {@link signInSchema}. */
export type SignIn = z.infer<typeof signInSchema>;

/** A new staff account (the command line `user:create`): email, name, role and a password of 12+ characters. */
export const newStaffUserSchema = z.object({
  email: emailSchema,
  name: z
    .string({ error: 'Name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(STAFF_FIELD_MAX.name, tooLong('Name', STAFF_FIELD_MAX.name)),
    ),
  role: staffRoleSchema,
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`),
      z.maxLength(STAFF_FIELD_MAX.password, tooLong('Password', STAFF_FIELD_MAX.password)),
    ),
});
/** See {@link newStaffUserSchema}. */
export type NewStaffUser = z.infer<typeof newStaffUserSchema>;

/** The signed-in staff member as the staff app sees it: never the password or its hash. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * What the staff app knows of the signed-in member beside who they are (`staff.auth.me`'s `settings`):
 * `waitingSound`, the member's own setting of the chime on a new waiting chat (on unless they turned it off, on
 * every browser they sign in on); `offered`, whether new waiting chats are offered to them now, which is whether
 * they are present (apps/api/src/db/staff-presence.ts: active, available, their staff app open).
 */
export interface StaffSettings {
  waitingSound: boolean;
  offered: boolean;
}

/** The chime's switch (`staff.settings.setWaitingSound`): `{ on }`, for the signed-in member only. */
export const waitingSoundInputSchema = z.strictObject({
  on: z.boolean('On must be true or false'),
});
/** See {@link waitingSoundInputSchema}. */
export type WaitingSoundInput = z.infer<typeof waitingSoundInputSchema>;

/**
 * A staff account as an admin sees it in the staff list: never the password or its hash.
 * Dates are ISO 8601 strings.
 */
export interface StaffAccount extends StaffMember {
  createdAt: string;
  /** When an admin disabled the account (it cannot sign in, its sessions are gone), or null while active. */
  disabledAt: string | null;
  /** Its live sessions: signed in, within the idle and the absolute lifetime. */
  sessions: number;
  /** The last request of any live session, or null without one. */
  lastSeenAt: string | null;
}

/** Names a staff account in the admins' procedures (disable, enable, sign out everywhere). */
export const staffAccountIdSchema = z.object({ id: z.uuid('Unknown staff account') });
/** See {@link staffAccountIdSchema}. */
export type StaffAccountId = z.infer<typeof staffAccountIdSchema>;

/** Kinds of lead in the inbox: a contact request, a chat that captured details or reached warm/hot, a newsletter signup. */
export const LEAD_KINDS = ['contact', 'chat', 'newsletter'] as const;
/** One of {@link LEAD_KINDS}. */
export type LeadKind = (typeof LEAD_KINDS)[number];
export const leadKindSchema = z.enum(LEAD_KINDS, 'Type must be contact, chat or newsletter');

/**
 * The language a lead writes in and is answered in (docs/decisions/096-french-in-french-out.md): `fr` when the
 * visitor wrote French, `en` otherwise (English, a line too short to tell, or any other language, which the chat
 * answers in English). Stored in `lead.language`, `varchar(2)`.
 */
export const LEAD_LANGUAGES = ['en', 'fr'] as const;
/** One of {@link LEAD_LANGUAGES}. */
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number];
export const leadLanguageSchema = z.enum(LEAD_LANGUAGES, 'Language must be en or fr');

/**
 * A lead's status: `new` → `contacted` → `meeting_booked` → `qualified` → `won` | `lost`. Forward steps may skip
 * (a hot lead can be qualified on the first call; a booking moves a new lead straight to `meeting_booked`); `lost`
 * may follow any open status; a closed lead (won or lost) may be reopened as `contacted`. Stored in
 * `lead.status`, `varchar(16)`.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'meeting_booked', 'qualified', 'won', 'lost'] as const;
/** One of {@link LEAD_STATUSES}. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const leadStatusSchema = z.enum(
  LEAD_STATUSES,
  'Status must be new, contacted, meeting_booked, qualified, won or lost',
);

/**
 * Whether a lead may move from one status to another ({@link LEAD_STATUSES}' workflow).
 * @returns false for a move to the same status
 */
export function canChangeLeadStatus(from: LeadStatus, to: LeadStatus): boolean {
  if (from === to || to === 'new') return false;
  if (from === 'won' || from === 'lost') return to === 'contacted';
  if (to === 'lost') return true;
  return LEAD_STATUSES.indexOf(to) > LEAD_STATUSES.indexOf(from);
}

/**
 * The inbox's orders (see {@link leadFilterSchema}'s `sort`): `attention` (the default: what needs a person first),
 * `newest`, `quality`, `waiting`.
 */
export const LEAD_SORTS = ['attention', 'newest', 'quality', 'waiting'] as const;
/** One of {@link LEAD_SORTS}. */
export type LeadSort = (typeof LEAD_SORTS)[number];
/** The inbox's order when none is asked for: what needs a person first. */
export const DEFAULT_LEAD_SORT: LeadSort = 'attention';

/**
 * Whether round robin gives a staff member new leads (decision 041): `available`, or `away` (skipped).
 */
export const STAFF_AVAILABILITIES = ['available', 'away'] as const;
/** One of {@link STAFF_AVAILABILITIES}. */
export type StaffAvailability = (typeof STAFF_AVAILABILITIES)[number];

/** Largest open-lead capacity a staff member may be given. */
export const LEAD_CAPACITY_MAX = 1000;

/**
 * A staff member's desk settings (`staff.desk.setAvailability`): their own without `id`, anyone's for admins with
 * it. `capacity`: open leads (new, contacted, meeting booked, qualified) held before round robin skips them, 0 to
 * {@link LEAD_CAPACITY_MAX}.
 */
export const staffAvailabilitySchema = z.object({
  id: z.optional(z.uuid('Unknown staff account')),
  availability: z.enum(STAFF_AVAILABILITIES, 'Availability must be available or away'),
  capacity: z.optional(
    z
      .number('Capacity must be a whole number')
      .check(
        z.int('Capacity must be a whole number'),
        z.minimum(0, 'Capacity must be 0 or more'),
        z.maximum(LEAD_CAPACITY_MAX, `Capacity must be at most ${LEAD_CAPACITY_MAX}`),
      ),
  ),
});
/** See {@link staffAvailabilitySchema}. */
export type StaffAvailabilityInput = z.infer<typeof staffAvailabilitySchema>;

/**
 * Why a lead got its owner (decision 041): `known-company` (an earlier lead of the same e-mail domain),
 * `round-robin`, or `reassigned` by staff.
 */
export const LEAD_ASSIGNMENT_REASONS = ['known-company', 'round-robin', 'reassigned'] as const;
/** One of {@link LEAD_ASSIGNMENT_REASONS}. */
export type LeadAssignmentReason = (typeof LEAD_ASSIGNMENT_REASONS)[number];

/** A lead given to another staff member (`staff.leads.reassign`); `ownerId` null leaves it unassigned. */
export const leadReassignSchema = z.object({
  id: z.uuid('Unknown lead'),
  ownerId: z.nullable(z.uuid('Unknown staff account')),
});
/** See {@link leadReassignSchema}. */
export type LeadReassign = z.infer<typeof leadReassignSchema>;

/** Largest page of the inbox. */
export const LEAD_PAGE_SIZE_MAX = 100;
export { LEAD_NOTE_MAX } from './constants.ts';
/** The message of a note that is missing or blank. */
export const LEAD_NOTE_EMPTY = 'Write a note';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD'));

/** Longest source page or campaign an inbox filter takes, in characters (the attribution fields' limit). */
export const LEAD_FILTER_TEXT_MAX = 200;

/**
 * The inbox's filters: type, status, quality, a date range (`from`/`to` inclusive,
 * calendar days in Toronto time), a search over name, company and email, the source page (the form's page name,
 * `Chat` or `Newsletter`, exactly) and the campaign (`utm_campaign`, exactly, also when a post without JavaScript
 * carried it only in its landing page), whether spam-flagged leads are shown (hidden by default; decision 003), and
 * `meetingBooked` (only leads with a free IT assessment booked).
 */
export const leadFilterSchema = z.object({
  kind: z.optional(leadKindSchema),
  status: z.optional(leadStatusSchema),
  quality: z.optional(leadQualitySchema),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  search: z.optional(boundedText('Search', 200)),
  sourcePage: z.optional(boundedText('Source page', LEAD_FILTER_TEXT_MAX)),
  campaign: z.optional(boundedText('Campaign', LEAD_FILTER_TEXT_MAX)),
  includeSpam: z.optional(z.boolean()),
  meetingBooked: z.optional(z.boolean()),
  /** Whose leads: `mine` (the signed-in member's), `unassigned`, or one staff member's id (decision 041). */
  owner: z.optional(
    z.union([z.enum(['mine', 'unassigned']), z.uuid('Owner must be mine, unassigned or a staff member')]),
  ),
  /** Order: `newest` first (the default), by `quality` (hot first, then waiting longest), or `waiting` longest first. */
  sort: z.optional(z.enum(LEAD_SORTS, 'Sort must be attention, newest, quality or waiting')),
});
/** See {@link leadFilterSchema}. */
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/**
 * The values the inbox's source-page and campaign filters offer (`staff.leads.filterOptions`): those present
 * among the leads, sorted, at most {@link LEAD_FILTER_OPTIONS_MAX} of each.
 */
export interface LeadFilterOptions {
  sourcePages: string[];
  campaigns: string[];
}

/** Most values of each list of {@link LeadFilterOptions}. */
export const LEAD_FILTER_OPTIONS_MAX = 500;

/** One page of the inbox: the filters plus `page` (from 1) and `pageSize` (1-100, 25 by default). */
export const leadListInputSchema = z.extend(leadFilterSchema, {
  page: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(LEAD_PAGE_SIZE_MAX)), 25),
});
/** See {@link leadListInputSchema}. */
export type LeadListInput = z.input<typeof leadListInputSchema>;

/** A lead's id in the staff app (a UUID). */
export const leadIdSchema = z.object({ id: z.uuid('Unknown lead') });

/** A change of a lead's status, with an optional note that replaces the lead's note. */
export const leadStatusChangeSchema = z.object({
  id: z.uuid('Unknown lead'),
  status: leadStatusSchema,
});

/** A lead marked spam (`true`) or not spam (`false`) by hand (decision 019). */
/**
 * The answer of a member's retry of a lead's HubSpot sync (`staff.leads.retryCrmSync`): the lead's id, and whether
 * a sync was requested (false: one was waiting already, which carries the lead as it is when it runs).
 */
export const crmSyncRetrySchema = z.object({ id: z.string(), requested: z.boolean() });
/** See {@link crmSyncRetrySchema}. */
export type CrmSyncRetry = z.output<typeof crmSyncRetrySchema>;

export const leadSpamMarkSchema = z.object({
  id: z.uuid('Unknown lead'),
  spam: z.boolean('Say whether the lead is spam'),
});

/**
 * A note appended to a lead through `staff.leads.setNote`, the older name of `staff.leads.addNote` (decision 043):
 * `{ id, note }`, the note trimmed, 1 to {@link LEAD_NOTE_MAX} characters (notes are never cleared).
 */
export const leadNoteSchema = z.object({
  id: z.uuid('Unknown lead'),
  note: requiredText(LEAD_NOTE_EMPTY, 'Note', LEAD_NOTE_MAX),
});

/** Longest phone number a privacy request takes, in characters (the contact form's limit). */
export const PRIVACY_PHONE_MAX = 40;

/** The message of a privacy request with neither an email address nor a phone number. */
export const PRIVACY_REQUEST_EMPTY = 'Enter an email address or a phone number';

/** The message of a privacy request whose phone number is not one. */
export const PRIVACY_PHONE_INVALID = 'Please enter a valid phone number';

/**
 * A phone number as typed, in any format (`(416) 555-0177`, `+1 416 555 0177`): 7 to 15 digits (ITU-T E.164 has
 * at most 15). The API reads it into E.164 (libphonenumber-js, region CA) and refuses what is not a number.
 */
const privacyPhoneSchema = safeString('Phone', PRIVACY_PHONE_INVALID).check(
  z.trim(),
  z.maxLength(PRIVACY_PHONE_MAX, tooLong('Phone', PRIVACY_PHONE_MAX)),
  z.refine((value) => /^\+?[\d\s().\-/]+$/.test(value), PRIVACY_PHONE_INVALID),
  z.refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, PRIVACY_PHONE_INVALID),
);

/** The check that a privacy request names someone: an email address or a phone number. */
const personGiven = () =>
  z.refine<{ email?: string | undefined; phone?: string | undefined }>(
    (request) => Boolean(request.email || request.phone),
    { message: PRIVACY_REQUEST_EMPTY, path: ['email'] },
  );

/**
 * A privacy request (PIPEDA access and deletion) is keyed by an email address, a phone number, or both: at least
 * one (400 {@link PRIVACY_REQUEST_EMPTY} otherwise). The API finds the person by either.
 */
export const privacyRequestSchema = z
  .object({ email: z.optional(emailSchema), phone: z.optional(privacyPhoneSchema) })
  .check(personGiven());
/** See {@link privacyRequestSchema}. */
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;

/**
 * Where a text of someone else's record can name a person (`staff.privacy.find`'s mentions): a lead's note, a chat
 * message, a live hand-off event, a contact request's message, an unanswered question.
 */
export const PRIVACY_MENTION_KINDS = [
  'lead-note',
  'chat-message',
  'live-event',
  'contact-message',
  'unanswered-question',
] as const;

/** See {@link PRIVACY_MENTION_KINDS}. */
export type PrivacyMentionKind = (typeof PRIVACY_MENTION_KINDS)[number];

/** The message of a redaction whose mention kind or row id is not one. */
export const PRIVACY_MENTION_UNKNOWN = 'Unknown mention';

/** Longest row id a redaction takes, in characters (a UUID has 36; a live event's id is a number). */
const PRIVACY_MENTION_ID_MAX = 40;

/**
 * A redaction of one mention (`staff.privacy.redactMention`): `{ kind, id }` of a row `staff.privacy.find` listed,
 * and the person it names, as in {@link privacyRequestSchema} (`{ email?, phone? }`, at least one).
 */
export const privacyRedactSchema = z
  .object({
    kind: z.enum(PRIVACY_MENTION_KINDS, PRIVACY_MENTION_UNKNOWN),
    id: z
      .string(PRIVACY_MENTION_UNKNOWN)
      .check(
        z.trim(),
        z.minLength(1, PRIVACY_MENTION_UNKNOWN),
        z.maxLength(PRIVACY_MENTION_ID_MAX, PRIVACY_MENTION_UNKNOWN),
      ),
    ...privacyRequestSchema.shape,
  })
  .check(personGiven());
/** See {@link privacyRedactSchema}. */
export type PrivacyRedactRequest = z.output<typeof privacyRedactSchema>;
