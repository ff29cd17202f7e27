import { meetingsBook } from '../../meetings/meetings-book.ts';
import { meetingsCancel, meetingsManage, meetingsReschedule } from '../../meetings/meetings-manage.ts';
import { meetingsSlots } from '../../meetings/meetings-slots.ts';
import {
  staffMeetingsList,
  staffMeetingsRegenerateFeed,
  staffMeetingsRevokeFeed,
  staffMeetingsSetBookable,
  staffMeetingsSetDaysOff,
  staffMeetingsSetHours,
  staffMeetingsSettings,
} from '../../meetings/staff-meetings.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';

/** The visitor's meeting booking (docs/decisions/033): free slots, booking, and the manage link's calls. */
export const meetingsRouter = router({
  slots: procedureOf(meetingsSlots),
  book: procedureOf(meetingsBook),
  manage: procedureOf(meetingsManage),
  reschedule: procedureOf(meetingsReschedule),
  cancel: procedureOf(meetingsCancel),
});

/** `staff.meetings.*`: the meetings list and each consultant's booking settings and calendar feed. */
export const staffMeetingsRouter = router({
  list: procedureOf(staffMeetingsList),
  settings: procedureOf(staffMeetingsSettings),
  setBookable: procedureOf(staffMeetingsSetBookable),
  setHours: procedureOf(staffMeetingsSetHours),
  setDaysOff: procedureOf(staffMeetingsSetDaysOff),
  regenerateFeed: procedureOf(staffMeetingsRegenerateFeed),
  revokeFeed: procedureOf(staffMeetingsRevokeFeed),
});
