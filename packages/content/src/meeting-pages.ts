/**
 * What the site's booking pages say (docs/decisions/035): the page that books the free IT assessment
 * (`/book-assessment`, its slots rendered by the API at request time), its confirmation page, the page an
 * invitation's link opens (`/meetings/manage/<token>`: reschedule or cancel), and the offer to book shown after a
 * contact form is sent. The API's own sentences (slot taken, link replaced…) are `meetingApiMessages`.
 */

/** Paths of the booking pages. */
export const meetingPaths = {
  /** The booking page: a native form whose slots the API renders at request time. */
  book: '/book-assessment',
  /** Where a booking posted without JavaScript is sent (303). */
  booked: '/book-assessment/booked',
  /** The prefix of an invitation's manage link: `/meetings/manage/<token>`. */
  manage: '/meetings/manage',
} as const;

/** The booking form's field labels by field name, in the form's order (also the 400 page's order). */
export const meetingFormLabels = {
  start: 'Time',
  name: 'Your name',
  email: 'Email',
  company: 'Company (optional)',
  phone: 'Phone (optional)',
} as const;

/** The booking page and the pages a native post of its form is answered with. */
export const meetingBookingPage = {
  meta: {
    title: 'Book your free IT assessment | Northline IT',
    description:
      'Choose a time for your free 30-minute IT assessment with a Northline IT consultant. Times are in Toronto time.',
  },
  eyebrow: 'Free IT assessment',
  title: 'Book your free IT assessment',
  intro:
    'Pick a time that suits you for a 30-minute call with one of our consultants. We e-mail you the invitation right away.',
  /** Above the slot list: the time zone every time is in. */
  timeZoneNote: 'All times are Toronto time (Eastern).',
  /** The legend of the whole time choice (each day is a fieldset of its own). */
  timesLegend: 'Choose a time',
  /** Beside a day in the list of days: how many times it offers. */
  dayTimes: (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`,
  /** The legend of the contact details. */
  detailsLegend: 'Your details',
  submit: 'Book my assessment',
  submitting: 'Booking…',
  privacy: 'We use your details only to arrange this meeting and follow up on it. Read our',
  privacyLink: 'privacy policy',
  /** When no consultant is free in the booking window. */
  noSlots:
    'No times are free in the next weeks. Please call us or send a message, and we will find a time with you.',
  contactLink: 'Send us a message',
  /** Shown instead of the form while the slots cannot be read (the database is unreachable). */
  unavailable: 'We cannot show the free times right now. Please try again in a few minutes, or call us at',
  /** The 400 page's heading and intro (the form follows with the typed values). */
  invalidTitle: 'Please check your booking',
  invalidIntro: 'Some details need your attention:',
  /** The 409 page: the chosen time is gone; the next free times follow as a fresh form. */
  takenTitle: 'That time was just taken',
  takenIntro: 'Another visitor booked that time a moment ago. Here are the next free times:',
  /** The 503 page. */
  unavailableTitle: 'We could not book your meeting',
  /** The 409 and 429 pages of a booking bound (the API's sentence follows, then the form). */
  limitedTitle: 'We could not book another meeting',
} as const;

/** The page a booking posted without JavaScript lands on (303; nothing personal in its URL). */
export const meetingBookedPage = {
  meta: {
    title: 'Your free IT assessment is booked | Northline IT',
    description:
      'Your free IT assessment with Northline IT is booked. The invitation is on its way to your e-mail.',
  },
  eyebrow: 'Booked',
  title: 'Your free IT assessment is booked',
  message:
    'We sent the invitation to your e-mail: add it to your calendar. Its link lets you reschedule or cancel at any time.',
  back: 'Back to the home page',
  callPrompt: 'Questions before the meeting? Call us at',
} as const;

/** The page an invitation's link opens: the meeting, then reschedule and cancel. */
export const meetingManagePage = {
  meta: {
    title: 'Your free IT assessment | Northline IT',
    description: 'Reschedule or cancel your free IT assessment with Northline IT.',
  },
  eyebrow: 'Free IT assessment',
  title: 'Your free IT assessment',
  /** 'With Dana, Monday, December 2, 2030 at 10:00 a.m. (Toronto time)'. */
  when: 'When',
  with: 'With',
  duration: (minutes: number) => `${minutes} minutes, by video call or phone`,
  /** Status lines after a change (shown once, after the 303). */
  rescheduled:
    'Your meeting was moved. We e-mailed the updated invitation; the link in it replaces this one.',
  rescheduleTitle: 'Choose another time',
  rescheduleIntro: 'Your current time stays booked until you pick a new one.',
  rescheduleSubmit: 'Move my meeting',
  noOtherSlots: 'No other times are free in the next weeks. Please call us to find a time.',
  cancelTitle: 'Cancel the meeting',
  cancelIntro: 'Can’t make it? You can cancel, and book again whenever it suits you.',
  cancelStart: 'Cancel my meeting…',
  cancelConfirmTitle: 'Cancel this meeting?',
  cancelConfirmIntro: 'The consultant is told and the time is freed for others.',
  cancelConfirm: 'Yes, cancel it',
  cancelKeep: 'No, keep my meeting',
  cancelledTitle: 'Your meeting is cancelled',
  cancelledIntro: 'We e-mailed the cancellation. You are welcome to book another time.',
  bookAgain: 'Book another time',
  /** Headings of the link's error states (the API's message follows). */
  linkInvalidTitle: 'This link does not work',
  linkOutdatedTitle: 'This link no longer works',
  unavailableTitle: 'We cannot show your meeting right now',
  /** Under a link's error: the phone follows. */
  linkHelp: 'Need help? Call us at',
} as const;

/** The offer to book, after a contact form is sent (its thank-you page and the form's own success state). */
export const meetingOffer = {
  title: 'Book your free assessment now',
  intro: 'Skip the wait: pick a time for a 30-minute call with a consultant.',
  /** The link to the booking page (the whole offer without JavaScript). */
  link: 'See all free times',
  /** Above the slot buttons. */
  nextTimes: 'Next free times (Toronto time):',
  loading: 'Loading free times…',
  /** The confirmation step of a chosen slot. */
  confirmTitle: (when: string) => `Book ${when}?`,
  confirm: 'Confirm booking',
  confirming: 'Booking…',
  change: 'Choose another time',
  /** After the booking (the API's confirmation sentence comes first). */
  doneTitle: 'You’re booked',
  failed: 'We could not book that time. Please try again or choose another time.',
} as const;
