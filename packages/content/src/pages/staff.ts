import { torontoWallTime } from '../business-hours.ts';

/** Business minutes as the inbox says them: "45 min", "2 h 5 min" (business time: office hours only). */
function businessDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Who did something in a lead's activity history; null names a deleted account. */
type ActivityActor = { type: 'staff'; name: string | null } | { type: 'system' } | { type: 'visitor' };

/** A staff member's name in the activity history. */
const staffName = (name: string | null) => name ?? 'a deleted account';

/** What a notification announces, as the activity history names it. */
const notificationEvents: Record<string, string> = {
  'lead.created': 'New-lead alert',
  'lead.hot': 'Hot-lead alert',
  'lead.updated': 'Follow-up alert (details added)',
  'chat.emergency': 'Emergency alert',
  'chat.handoff_requested': 'Hand-off alert',
  'chat.hot': 'Hot-chat alert',
  'lead.overflow': 'No-owner alert',
  'lead.assigned': 'New-owner alert',
  'chat.transcript': 'Transcript e-mail to the visitor',
  'chat.unseen_reply': 'Unseen-reply e-mail to the visitor',
  'newsletter.confirm': 'Newsletter confirmation e-mail',
  'lead.sla_breached': 'First-response target missed alert',
};

/**
 * The texts of a lead's activity history (/staff/leads/:id, the "Activity" section; decision 043): one line per
 * entry, its actor and its time (shown in Toronto time by the staff app).
 */
export const leadActivityTexts = {
  title: 'Activity',
  history: 'History',
  intro: 'Everything that happened to this lead, newest first.',
  empty: 'Nothing has happened yet.',
  /** The timeline's filter (decision 068): its legend and one label per filter. */
  filterLegend: 'Show',
  filters: {
    all: 'All',
    notes: 'Notes',
    messages: 'Messages',
    system: 'System',
  },
  /** What a filter holds besides its label, for those who hear the choices. */
  filterHints: {
    all: 'every entry',
    notes: 'staff notes',
    messages: 'the prospect’s form, chat and meetings',
    system: 'status, owner and quality changes, alerts sent',
  },
  /** A filter that holds no entry yet. */
  emptyFiltered: 'No entries of this kind yet.',
  loadFailed: 'The activity could not be loaded.',
  /** The announcement of entries that arrived while the page was open. */
  added: (count: number) => (count === 1 ? '1 new activity entry.' : `${count} new activity entries.`),
  actor: (actor: ActivityActor) =>
    actor.type === 'staff' ? staffName(actor.name) : actor.type === 'visitor' ? 'Visitor' : 'Automatic',
  noteBy: (name: string | null) => `Note by ${staffName(name)}`,
  /** The note a lead held before the timeline: its author and time are unknown. */
  earlierNote: 'Earlier note',
  earlierNoteWhen: 'written before',
  received: (source: 'contact' | 'newsletter') =>
    source === 'contact' ? 'Contact form received' : 'Newsletter signup received',
  status: (from: string, to: string) => `Status ${from} → ${to}`,
  assignment: (from: string | null, to: string | null, reason: string) =>
    `Owner ${from ?? 'unassigned'} → ${to ?? 'unassigned'}${reason === 'known-company' ? ' (known company)' : reason === 'round-robin' ? ' (round robin)' : ''}`,
  quality: (from: string, to: string, points: number) =>
    `Quality ${from} → ${to} (${points > 0 ? '+' : ''}${points} points)`,
  notification: (event: string, channel: 'email' | 'webhook') =>
    `${notificationEvents[event] ?? event} by ${channel === 'email' ? 'e-mail' : 'webhook'}`,
  notificationOutcome: (status: string, attempts: number) =>
    status === 'delivered'
      ? 'delivered'
      : status === 'failed'
        ? `failed after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`
        : 'not sent yet',
  chat: {
    started: 'Chat started',
    'became-lead': 'Chat became a lead',
    'handoff-requested': 'Visitor asked for a person',
    /** A hot chat handed to a person by the platform: nobody asked. */
    'handed-off-hot': 'Hot chat handed to a person automatically',
    claimed: 'Chat claimed',
    released: 'Chat handed back to the assistant',
    closed: 'Chat closed',
  },
  handoffReasons: {
    'visitor-request': 'asked in the chat',
    emergency: 'emergency',
    'hot-lead': 'hot lead',
  },
  /** A meeting's change, with its current time: `now` while booked, `was` once cancelled. */
  meeting: (
    event: 'booked' | 'rescheduled' | 'cancelled',
    status: 'booked' | 'cancelled',
    start: string,
    consultant: string,
  ) => `Assessment ${event} (${status === 'cancelled' ? 'was' : 'now'} ${start} with ${consultant})`,
} as const;

/** The first-response clock's words (desk/lead-sla.ts `SlaClock`): the inbox's badge and the export's. */
const slaWords = {
  met: (minutes: number) => `Answered in ${businessDuration(minutes)}`,
  late: (minutes: number) => `Answered late, in ${businessDuration(minutes)}`,
  open: (minutes: number) => `Due in ${businessDuration(minutes)}`,
  /** Due after the office's next opening: the time itself, in Toronto ("Due Mon 8:05 a.m."). */
  openAt: (due: Date) => {
    const wall = torontoWallTime(due);
    const hour = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
    return `Due ${wall.weekday.slice(0, 3)} ${hour}:${String(wall.minute).padStart(2, '0')} ${wall.hour < 12 ? 'a.m.' : 'p.m.'}`;
  },
  breached: 'Overdue',
  none: 'No target',
};

/**
 * A lead's first-response clock as the inbox and the export say it; `null` is a lead without a target. An open
 * clock says the business time left ("Due in 45 min") while the office stays open until the due time; when the
 * office closes first (a lead of Saturday evening), the business minutes would read as wall-clock minutes, so it
 * says the due time ("Due Mon 8:05 a.m.", Toronto).
 *
 * @param now the clock the minutes left were counted at (absent: the business time left is said)
 */
function slaText(
  sla: {
    state: 'met' | 'late' | 'open' | 'breached';
    responseMinutes: number | null;
    minutesLeft: number | null;
    dueAt?: string | undefined;
  } | null,
  now?: Date,
): string {
  if (!sla) return slaWords.none;
  if (sla.state === 'met') return slaWords.met(sla.responseMinutes ?? 0);
  if (sla.state === 'late') return slaWords.late(sla.responseMinutes ?? 0);
  if (sla.state === 'breached') return slaWords.breached;
  const left = sla.minutesLeft ?? 0;
  if (now && sla.dueAt) {
    const due = new Date(sla.dueAt);
    // One minute of slack: the minutes left are rounded up.
    if ((due.getTime() - now.getTime()) / 60_000 > left + 1) return slaWords.openAt(due);
  }
  return slaWords.open(left);
}

/**
 * Every text of the staff app (/staff, /staff/sign-in, /staff/leads/:id, /staff/privacy;
 * /staff/accounts). Internal pages: `noindex`, outside the sitemap.
 */

export const staffApp = {
  productName: 'Northline IT · Leads',
  skipToContent: 'Skip to content',
  nav: {
    inbox: 'Inbox',
    privacy: 'Privacy requests',
    accounts: 'Staff accounts',
    availability: 'My availability',
    signOut: 'Sign out',
    signedInAs: 'Signed in as',
  },
  loading: 'Loading…',
  loadFailed: 'The leads could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  signIn: {
    title: 'Sign in',
    metaTitle: 'Sign in | Northline IT staff',
    intro:
      'For Northline IT staff. Leads and conversations are personal information: sign out on shared computers.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'The email or password is not correct.',
    limited: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    required: 'Enter your email and password.',
    unavailable: 'Signing in is not possible right now. Please try again shortly.',
    signedOut: 'You are signed out.',
  },
  inbox: {
    title: 'Lead inbox',
    metaTitle: 'Lead inbox | Northline IT staff',
    filters: 'Filters',
    /** The phone's button that folds the filters away: the count of filters set, when any. */
    filtersToggle: (active: number) => (active === 0 ? 'Filters' : `Filters (${active} set)`),
    search: 'Search',
    searchHint: 'Name, company or email',
    sourcePage: 'Source page',
    campaign: 'Campaign',
    kind: 'Type',
    status: 'Status',
    quality: 'Quality',
    from: 'From',
    to: 'To',
    any: 'Any',
    includeSpam: 'Show spam-flagged',
    apply: 'Apply',
    clear: 'Clear filters',
    export: 'Export CSV',
    owner: 'Owner',
    ownerMine: 'Mine',
    ownerUnassigned: 'Unassigned',
    sort: 'Sort by',
    sorts: {
      attention: 'Urgent first',
      newest: 'Newest first',
      quality: 'Quality, then waiting longest',
      waiting: 'Waiting longest',
    },
    /** The mark of a lead whose visitor reported an incident. */
    emergency: 'Emergency',
    /** The mark of a lead whose chat waits for a consultant now. */
    waitingForPerson: 'Waiting for a person',
    unassigned: 'Unassigned',
    sla: slaWords,
    slaText,
    /** A lead's call link: the word shown, and the name it has for assistive technology. */
    call: 'Call',
    callLabel: (who: string) => `Call ${who}`,
    /** The table's columns: a row keeps to two lines (who and their words; where a lead came from is on its page). */
    columns: {
      when: 'When',
      name: 'Lead',
      quality: 'Urgency and quality',
      status: 'Status',
      owner: 'Owner',
      sla: 'First response',
    },
    count: (total: number, from: number, to: number) =>
      total === 0
        ? 'No leads match these filters.'
        : `Leads ${from}–${to} of ${total.toLocaleString('en-CA')}`,
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    empty: 'No leads match these filters.',
    unnamed: 'No name given',
    spam: 'Spam',
    possiblyAutomated: 'Possibly automated',
    /** The badge of a lead who wrote in French (decision 096). */
    french: 'French',
  },
  kinds: { contact: 'Contact form', chat: 'Chat', newsletter: 'Newsletter' },
  statuses: {
    new: 'New',
    contacted: 'Contacted',
    meeting_booked: 'Meeting booked',
    qualified: 'Qualified',
    won: 'Won',
    lost: 'Lost',
  },
  qualities: { hot: 'Hot', warm: 'Warm', cold: 'Cold' },
  lead: {
    ownerSection: 'Owner and first response',
    owner: 'Owner',
    ownerUnassigned: 'Unassigned',
    reassign: 'Reassign',
    reassigned: 'Owner saved.',
    metaTitle: 'Lead | Northline IT staff',
    back: 'Back to the inbox',
    notFound: 'This lead does not exist, or it was deleted.',
    facts: 'Contact',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    employees: 'Employees',
    received: 'Received',
    source: 'Source page',
    type: 'Type',
    message: 'Message',
    attribution: 'Attribution',
    landingPage: 'Landing page',
    /** The chat's embedding page, shown above the attribution facts when known. */
    embeddedOn: (origin: string) => `Embedded on ${origin}`,
    referrer: 'Referrer',
    campaign: 'Campaign (utm)',
    gclid: 'Google Ads click',
    none: '—',
    spamWarning: (reason: string) => `Flagged as spam (${reason}). It sent no notification.`,
    /** A soft sign of automation: the lead is shown and was notified like any other. */
    possiblyAutomated: (signal: string) =>
      `Possibly automated (${signal === 'too-fast' ? 'sent faster than a person usually fills the form' : signal}). It is shown and was notified like any other lead: check it before you call.`,
    /** A lead who wrote in French (decision 096), by its kind: a chat's visitor had the assistant's French reply. */
    french: (kind: 'contact' | 'chat' | 'newsletter') =>
      kind === 'chat'
        ? 'Wrote in French. The assistant said we continue in French by e-mail or phone: answer in French.'
        : 'Wrote in French: answer in French.',
    spamSection: 'Spam',
    markSpam: 'Mark as spam',
    markNotSpam: 'Mark as not spam',
    markedSpam: 'Marked as spam. It is hidden from the inbox unless spam is shown.',
    markedNotSpam: 'Marked as not spam. It is shown in the inbox.',
    spamMarkedBy: (spam: boolean, who: string | null, when: string) =>
      `Marked ${spam ? 'spam' : 'not spam'} by ${who ?? 'a deleted account'}, ${when}`,
    consent: 'Newsletter consent',
    statusSection: 'Status',
    changeStatus: 'Change status',
    saveStatus: 'Save status',
    statusSaved: 'Status saved.',
    noStatusChange: 'No other status can follow this one.',
    noteSection: 'Add note',
    note: 'Note',
    noteHint: 'Only staff see this. Notes are kept in the activity history and cannot be changed later.',
    saveNote: 'Add note',
    noteSaved: 'Note added.',
    noteEmpty: 'Write a note first.',
    saveFailed: 'Could not save. Please try again.',
    history: 'Status history',
    noHistory: 'No status changes yet.',
    changedBy: (from: string, to: string, who: string | null) =>
      `${from} → ${to} by ${who ?? 'a deleted account'}`,
    quality: 'Lead quality',
    qualityWhy: 'Why this rating',
    noRules: 'No scoring rule fired.',
    points: (points: number) => `${points > 0 ? '+' : ''}${points} points`,
    transcript: 'Chat transcript',
    noTranscript: 'This lead has no chat conversation.',
    visitor: 'Visitor',
    assistant: 'Assistant',
    interested: 'Interested in',
    recommendation: 'Recommendation the visitor saw',
    noRecommendation: 'The visitor did not get a recommendation.',
    perMonth: (amount: number) => `$${amount.toLocaleString('en-CA')}/month`,
    notifications: 'Notifications',
    noNotifications: 'No notification was sent (spam, a newsletter signup, or no channel configured).',
    /** The lead's HubSpot sync (decision 097): one line under the lead's title. */
    crm: {
      synced: (since: string, what: string) => `In HubSpot since ${since}, ${what}.`,
      contact: 'contact',
      contactAndDeal: 'contact and deal',
      pending: 'Waiting to be sent to HubSpot.',
      retrying: (reason: string) => `Not in HubSpot yet: ${reason}. It is tried again automatically.`,
      failed: (reason: string) => `Not sent to HubSpot: ${reason}.`,
      /** The button after a failed sync, and what the page announces once it is pressed. */
      retry: 'Send to HubSpot again',
      retried: 'The lead is on its way to HubSpot again.',
      retryFailed: 'The lead could not be sent again. Try again in a moment.',
      /** Why a sync failed, by the kind of its error code. */
      reasons: {
        rateLimit: 'HubSpot asked to slow down',
        auth: 'HubSpot refused the access token',
        refused: "HubSpot refused the lead's details",
        unavailable: 'HubSpot was unavailable',
        unreachable: 'HubSpot could not be reached',
      },
    },
    activity: leadActivityTexts,
  },
  privacy: {
    title: 'Privacy requests',
    metaTitle: 'Privacy requests | Northline IT staff',
    intro:
      'Find everything stored about a person by email address, phone number or both (PIPEDA access request), hand it over as JSON, or delete it. A record is theirs when they gave the address or number on it (a form, a chat’s details, a booking, a signup); a phone number matches in any format. Notes and messages on other people’s records that mention them are listed apart, to redact one by one. Every export and deletion is recorded without the address or number.',
    email: 'Email address',
    phone: 'Phone number',
    phoneHint: 'Any format; numbers without a country code are read as Canadian',
    either: 'Enter an email address, a phone number or both.',
    find: 'Find',
    found: 'Stored about this person',
    nothing: 'Nothing is stored about this person.',
    counts: {
      contactRequests: 'Contact requests',
      chatSessions: 'Chat conversations',
      chatMessages: 'Chat messages',
      qualityChanges: 'Lead-quality changes',
      liveEvents: 'Live chat events',
      visitorProfiles: 'Visitor profiles',
      recommendations: 'Recommendations',
      recommendationEvents: 'Recommendation events',
      newsletterSubscriptions: 'Newsletter signups',
      consentEvents: 'Consent events',
      leads: 'Inbox leads',
      statusChanges: 'Status changes',
      leadNotes: 'Staff notes on leads',
      leadAssignments: 'Lead owner changes',
      notifications: 'Notifications',
      meetings: 'Meetings',
      meetingMessages: 'Meeting e-mails and webhooks',
      unansweredQuestions: 'Unanswered questions they asked',
      idempotencyRecords: 'Stored request answers',
    },
    mentions: {
      title: 'Mentions to redact',
      intro:
        'Other people’s records whose text mentions this address or number. They are not this person’s data, so they are not exported or deleted here: redact each one, which replaces the address and number in its text with [redacted] and keeps the rest. Every redaction is recorded without the text, address or number.',
      none: 'No other record mentions this address or number.',
      kinds: {
        'lead-note': 'Staff note on a lead',
        'chat-message': 'Chat message',
        'live-event': 'Live chat event',
        'contact-message': 'Contact form message',
        'unanswered-question': 'Unanswered question',
      },
      /** The line after the link: when the text was written. */
      written: 'written',
      /** Said of a mention in a chat that never became a lead (the staff app does not show it). */
      noLead: 'in a chat that is not a lead',
      /** What each kind is called inside a sentence. */
      nouns: {
        'lead-note': 'note',
        'chat-message': 'chat message',
        'live-event': 'live chat event',
        'contact-message': 'contact form message',
        'unanswered-question': 'unanswered question',
      },
      redact: 'Redact',
      /** The Redact button's accessible name: which text and of when. */
      redactLabel: (noun: string, date: string) => `Redact the ${noun} of ${date}`,
      confirmText: (noun: string, date: string) =>
        `Replace this person’s address and number in the ${noun} of ${date} with [redacted]? The rest of the text stays. It cannot be undone.`,
      confirm: 'Confirm redaction',
      redacted: (noun: string, date: string) => `Redacted the ${noun} of ${date}.`,
    },
    export: 'Export as JSON',
    delete: 'Delete everything',
    confirmDelete: 'Yes, delete it all for good',
    cancel: 'Cancel',
    confirmText: 'This deletes every row listed above. It cannot be undone.',
    deleted: 'Deleted. Nothing is stored about this person any more.',
    /** What happens in HubSpot (decision 101), and what HubSpot keeps. */
    hubspot:
      'With the HubSpot sync on, the person is also erased in HubSpot a few minutes later: their contact is deleted for good (HubSpot’s GDPR delete), and the deals and notes the sync created are deleted. HubSpot keeps those deals and notes in its recycle bin for 90 days, and keeps the company record, which belongs to the firm. Anything entered in HubSpot by hand is not erased: check HubSpot for the person.',
    adminOnly: 'Only an admin can handle privacy requests.',
  },
  desk: {
    title: 'Lead availability',
    intro:
      'New leads go round robin to sales members who are available and below their capacity of open leads (new, contacted or qualified). A returning company goes to its owner while they are available.',
    availability: (name: string) => `Availability of ${name}`,
    capacity: (name: string) => `Open-lead capacity of ${name}`,
    options: { available: 'Available', away: 'Away' },
    openLeads: (count: number) => `${count} open ${count === 1 ? 'lead' : 'leads'}`,
    save: 'Save',
    saveLabel: (name: string) => `Save the availability of ${name}`,
    saved: (name: string) => `Availability of ${name} saved.`,
    failed: 'The availability could not be saved. Please try again.',
  },
  accounts: {
    title: 'Staff accounts',
    metaTitle: 'Staff accounts | Northline IT staff',
    intro:
      'Everyone who can sign in to the staff app. Disabling an account signs it out everywhere at once and keeps it from signing in. Sessions also end after 12 hours without use, and 7 days after sign-in.',
    columns: {
      name: 'Name',
      role: 'Role',
      status: 'Status',
      sessions: 'Sessions',
      lastSeen: 'Last active',
      actions: 'Actions',
    },
    roles: { admin: 'Admin', sales: 'Sales' },
    active: 'Active',
    disabled: 'Disabled',
    you: 'You',
    sessions: (count: number) =>
      count === 0 ? 'Signed out' : count === 1 ? '1 session' : `${count} sessions`,
    never: '—',
    disable: 'Disable',
    disableLabel: (name: string) => `Disable ${name}`,
    enable: 'Enable',
    enableLabel: (name: string) => `Enable ${name}`,
    revoke: 'Sign out everywhere',
    revokeLabel: (name: string) => `Sign ${name} out everywhere`,
    confirmDisable: (name: string) =>
      `Disable ${name}? They are signed out on every device at once and can no longer sign in.`,
    confirm: 'Yes, disable',
    cancel: 'Cancel',
    disabledDone: (name: string) => `${name} is disabled and signed out everywhere.`,
    enabledDone: (name: string) => `${name} can sign in again.`,
    revokedDone: (name: string) => `${name} is signed out everywhere.`,
    lastAdmin: 'The last active admin cannot be disabled.',
    failed: 'That did not work. Please try again.',
    adminOnly: 'Only an admin can manage staff accounts.',
  },
} as const;

/**
 * Texts of the lead alerts sent to sales (e-mail), beside the visitor e-mail texts of the newsletter pages. The
 * API renders them (apps/api delivery/notification-messages.ts); a single alert's subject is
 * `{title}: {who} ({quality})`, several due together go as one digest.
 */
export const staffAlertTexts = {
  /** The title of each event's alert; a new lead that arrived hot is titled as `lead.hot`. */
  eventTitles: {
    'lead.created': 'New lead',
    'lead.hot': 'Hot lead',
    'lead.updated': 'Lead details added',
    'chat.emergency': 'Emergency chat',
    'chat.handoff_requested': 'Chat visitor asks for a person',
    'chat.hot': 'Hot chat',
    'lead.overflow': 'New lead, no owner',
    'lead.assigned': 'You own this lead',
    'chat.transcript': 'Chat transcript to the visitor',
    'chat.unseen_reply': 'Unseen chat reply to the visitor',
    'newsletter.confirm': 'Newsletter confirmation',
    'lead.sla_breached': 'First-response target missed',
  },
  /** Who an alert is about when the lead has no company, name or e-mail. */
  unnamedVisitor: 'unnamed visitor',
  /** The subject's quality of a lead not rated yet. */
  unratedSubject: 'new',
  /** The facts line's quality of a lead not rated yet. */
  unratedQuality: 'not rated',
  /** The facts line's source when the page is not known. */
  unknownSource: 'unknown',
  /** The facts line of a lead: its quality, kind and the page it came from. */
  factsLine: (quality: string, kind: string, source: string) =>
    `Quality: ${quality}  ·  Type: ${kind}  ·  From: ${source}`,
  name: (name: string) => `Name: ${name}`,
  email: (email: string) => `Email: ${email}`,
  /** The phone line: the number as given and its `tel:` link, which mail apps on phones open as a call. */
  phone: (phone: string, tel: string) => `Phone: ${phone} (call: ${tel})`,
  /** The company's size as given. */
  employees: (employees: string) => `Company size: ${employees}`,
  /** Why the lead has its quality. */
  reasons: (reasons: readonly string[]) => `Why this rating: ${reasons.join('; ')}`,
  /** What the prospect wrote below its label, as the API quotes it (each line after `> `). */
  message: (quoted: string) => `Message:\n${quoted}`,
  /**
   * A chat's problem statement (the visitor's first message that says what they need; decision 068), quoted as
   * `message` is.
   */
  problem: (quoted: string) => `Problem (their first message about it):\n${quoted}`,
  /** A chat visitor's latest message, when it is not the problem statement, quoted as `message` is. */
  latestMessage: (quoted: string) => `Latest message:\n${quoted}`,
  /**
   * Every alert's owner line (decision 068): the lead's owner by display name or, without one, why nobody has it
   * when the desk's state says (`away`: no salesperson is available; `capacity`: every available one is at
   * capacity), else a neutral sentence.
   */
  owner: (name: string | null, noOwner: 'away' | 'capacity' | null = null) =>
    `Owner: ${
      name ??
      (noOwner === 'away'
        ? 'nobody yet: nobody is available'
        : noOwner === 'capacity'
          ? 'nobody yet: every salesperson is at capacity'
          : 'nobody yet')
    }`,
  /**
   * An escalation's lateness line: business minutes past the due time when it is sent, and the due time in
   * Toronto time (decision 068).
   */
  overdue: (minutes: number, due: string) =>
    `First response ${businessDuration(minutes)} overdue (business hours; it was due ${due})`,
  /** The escalation subject's tail: its owner and lateness, short. */
  overdueSubject: (owner: string | null, minutes: number | null) =>
    `owner ${owner ?? 'nobody'}${minutes === null ? '' : `, ${businessDuration(minutes)} overdue`}`,
  /** The subject's tail of a lead nobody could take (`lead.overflow`): why, short. */
  noOwnerSubject: (noOwner: 'away' | 'capacity' | null) =>
    noOwner === 'away'
      ? 'nobody available'
      : noOwner === 'capacity'
        ? 'everyone at capacity'
        : 'no owner yet',
  /** The line of a follow-up: what arrived since the lead's first alert. */
  changes: (fields: readonly string[]) => `Added since the first alert: ${fields.join(', ')}`,
  /** A contact field's name in the follow-up line. */
  fieldName: (field: string) =>
    ({ name: 'name', email: 'e-mail', phone: 'phone', company: 'company' })[field] ?? field,
  landingPage: (page: string) => `Landing page: ${page}`,
  /** The campaign line: the UTM source, and its campaign when there is one. */
  campaign: (source: string, campaign: string | null) =>
    `Campaign: ${source}${campaign ? ` / ${campaign}` : ''}`,
  /** The link to the lead in the staff app. */
  open: (url: string) => `Open: ${url}`,
  /** The subject of a digest of several leads. */
  digestSubject: (count: number) => `${count} new leads`,
  /**
   * The subject of a batch whose leads all asked for a person: the hand-offs of one client address beyond its
   * urgent alerts of the hour (decision 060), named by their count.
   */
  handoffBatchSubject: (count: number) =>
    `${count} more ${count === 1 ? 'chat' : 'chats'} asked for a person`,
  /** The last line of every alert: the inbox's address. */
  inbox: (url: string) => `The lead inbox: ${url}`,
  /** The line of an alert about a lead with a soft sign of automation (decision 019). */
  possiblyAutomated:
    'Possibly automated: sent faster than a person usually fills the form. Check it before you call.',
  /** Added to the subject of such an alert. */
  possiblyAutomatedTag: '[possibly automated]',
  /** The line of an alert about a lead who wrote in French (decision 096). */
  french: 'Language: French. The visitor wrote in French: answer in French.',
  /** Added to the subject of such an alert. */
  frenchTag: '[French]',
} as const;
