import { staffSavedRepliesAdd } from '../../conversations/staff-saved-replies-add.ts';
import { staffSavedRepliesDelete } from '../../conversations/staff-saved-replies-delete.ts';
import { staffSavedRepliesList } from '../../conversations/staff-saved-replies-list.ts';
import { staffUnansweredList } from '../../conversations/staff-unanswered-list.ts';
import { staffUnansweredMarkHandled } from '../../conversations/staff-unanswered-mark-handled.ts';
import { staffUnansweredPublishAnswer } from '../../conversations/staff-unanswered-publish-answer.ts';
import { staffUnansweredWriteAnswer } from '../../conversations/staff-unanswered-write-answer.ts';
import { staffLeadsRetryCrmSync } from '../../crm/staff-leads-retry-crm-sync.ts';
import { staffDeskList } from '../../desk/staff-desk.ts';
import { staffLeadsActivity } from '../../desk/staff-leads-activity.ts';
import { staffLeadsAddNote } from '../../desk/staff-leads-add-note.ts';
import { staffLeadsFilterOptions } from '../../desk/staff-leads-filter-options.ts';
import { staffLeadsGet } from '../../desk/staff-leads-get.ts';
import { staffLeadsList } from '../../desk/staff-leads-list.ts';
import { staffLeadsReassign } from '../../desk/staff-leads-reassign.ts';
import { staffLeadsSetNote } from '../../desk/staff-leads-set-note.ts';
import { staffLeadsSetSpam } from '../../desk/staff-leads-set-spam.ts';
import { staffLeadsSetStatus } from '../../desk/staff-leads-set-status.ts';
import { staffReportsGet } from '../../desk/staff-reports-get.ts';
import { staffPrivacyDelete } from '../../privacy/staff-privacy-delete.ts';
import { staffPrivacyExport } from '../../privacy/staff-privacy-export.ts';
import { staffPrivacyFind } from '../../privacy/staff-privacy-find.ts';
import { staffPrivacyRedactMention } from '../../privacy/staff-privacy-redact-mention.ts';
import { staffDeskSetAvailability } from '../../staff/staff-desk-set-availability.ts';
import { staffMe } from '../../staff/staff-me.ts';
import { staffSettingsSetWaitingSound } from '../../staff/staff-settings.ts';
import { staffSignIn } from '../../staff/staff-sign-in.ts';
import { staffSignOut } from '../../staff/staff-sign-out.ts';
import { staffUsersDisable } from '../../staff/staff-users-disable.ts';
import { staffUsersEnable } from '../../staff/staff-users-enable.ts';
import { staffUsersList } from '../../staff/staff-users-list.ts';
import { staffUsersRevokeSessions } from '../../staff/staff-users-revoke-sessions.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';
import { liveRouter } from './live.ts';
import { staffMeetingsRouter } from './meetings.ts';

/**
 * The staff app's procedures, each its operation's (staff-*.ts in src/<feature>/): sign-in and sessions, the lead
 * inbox, the sales reports, privacy requests (admins), staff accounts (admins), the questions the assistant could
 * not answer and the team's saved replies for the live chat. tRPC only: the staff app is the one client.
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
    retryCrmSync: procedureOf(staffLeadsRetryCrmSync),
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
  settings: router({
    setWaitingSound: procedureOf(staffSettingsSetWaitingSound),
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
    markHandled: procedureOf(staffUnansweredMarkHandled),
    writeAnswer: procedureOf(staffUnansweredWriteAnswer),
    publishAnswer: procedureOf(staffUnansweredPublishAnswer),
  }),
  savedReplies: router({
    list: procedureOf(staffSavedRepliesList),
    add: procedureOf(staffSavedRepliesAdd),
    delete: procedureOf(staffSavedRepliesDelete),
  }),
});
