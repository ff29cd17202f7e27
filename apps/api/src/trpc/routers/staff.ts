import { staffDeskList, staffDeskSetAvailability } from '../../operations/staff-desk.ts';
import { staffLeadsActivity } from '../../operations/staff-leads-activity.ts';
import { staffLeadsAddNote } from '../../operations/staff-leads-add-note.ts';
import { staffLeadsFilterOptions } from '../../operations/staff-leads-filter-options.ts';
import { staffLeadsGet } from '../../operations/staff-leads-get.ts';
import { staffLeadsList } from '../../operations/staff-leads-list.ts';
import { staffLeadsReassign } from '../../operations/staff-leads-reassign.ts';
import { staffLeadsSetNote } from '../../operations/staff-leads-set-note.ts';
import { staffLeadsSetSpam } from '../../operations/staff-leads-set-spam.ts';
import { staffLeadsSetStatus } from '../../operations/staff-leads-set-status.ts';
import { staffMe } from '../../operations/staff-me.ts';
import { staffPrivacyDelete } from '../../operations/staff-privacy-delete.ts';
import { staffPrivacyExport } from '../../operations/staff-privacy-export.ts';
import { staffPrivacyFind } from '../../operations/staff-privacy-find.ts';
import { staffPrivacyRedactMention } from '../../operations/staff-privacy-redact-mention.ts';
import { staffReportsGet } from '../../operations/staff-reports-get.ts';
import { staffSignIn } from '../../operations/staff-sign-in.ts';
import { staffSignOut } from '../../operations/staff-sign-out.ts';
import { staffUnansweredList } from '../../operations/staff-unanswered-list.ts';
import { staffUsersDisable } from '../../operations/staff-users-disable.ts';
import { staffUsersEnable } from '../../operations/staff-users-enable.ts';
import { staffUsersList } from '../../operations/staff-users-list.ts';
import { staffUsersRevokeSessions } from '../../operations/staff-users-revoke-sessions.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';
import { liveRouter } from './live.ts';
import { staffMeetingsRouter } from './meetings.ts';

/**
 * The staff app's procedures, each its operation's (src/operations/staff-*.ts): sign-in and sessions, the lead
 * inbox, the sales reports, privacy requests (admins), staff accounts (admins) and the questions the assistant could
 * not answer. tRPC only: the staff app is the one client.
 */
export const staffRouter = router({
  auth: router({
    signIn: procedureOf(staffSignIn),
    signOut: procedureOf(staffSignOut),
    me: procedureOf(staffMe),
  }),
  leads: router({
    list: procedureOf(staffLeadsList),
    filterOptions: procedureOf(staffLeadsFilterOptions),
    get: procedureOf(staffLeadsGet),
    activity: procedureOf(staffLeadsActivity),
    addNote: procedureOf(staffLeadsAddNote),
    setStatus: procedureOf(staffLeadsSetStatus),
    setSpam: procedureOf(staffLeadsSetSpam),
    setNote: procedureOf(staffLeadsSetNote),
    reassign: procedureOf(staffLeadsReassign),
  }),
  privacy: router({
    find: procedureOf(staffPrivacyFind),
    export: procedureOf(staffPrivacyExport),
    delete: procedureOf(staffPrivacyDelete),
    redactMention: procedureOf(staffPrivacyRedactMention),
  }),
  users: router({
    list: procedureOf(staffUsersList),
    disable: procedureOf(staffUsersDisable),
    enable: procedureOf(staffUsersEnable),
    revokeSessions: procedureOf(staffUsersRevokeSessions),
  }),
  desk: router({
    list: procedureOf(staffDeskList),
    setAvailability: procedureOf(staffDeskSetAvailability),
  }),
  reports: router({
    get: procedureOf(staffReportsGet),
  }),
  meetings: staffMeetingsRouter,
  live: liveRouter,
  unanswered: router({
    list: procedureOf(staffUnansweredList),
  }),
});
