/**
 * Texts the API answers with, shown to visitors by the forms (specification §7, §8).
 */
export const contactApiMessages = {
  /** `message` of a successful `POST /api/contact`; the home, managed IT and service pages show it in the success toast (§8). */
  success:
    "Thank you! Your free IT assessment request has been received. We'll contact you within 1 business day.",
} as const;

/**
 * Texts of the newsletter answers (`POST /api/newsletter`: a toast on success, a clear message for an invalid
 * email). A signup is stored as pending until the address is confirmed with the emailed link (double opt-in,
 * CASL; docs/decisions/006).
 */
export const newsletterApiMessages = {
  /** `message` of a successful signup (also when the email was already subscribed). */
  success:
    "Thanks. We'll send a confirmation link to your inbox: your subscription starts once you click it.",
} as const;

/**
 * The newsletter's consent pages the API answers with (CASL, docs/decisions/006): the confirmation
 * link's page, the unsubscribe page with its one-click form, and the answers to a link that does not work or a
 * moment the database is unreachable. `{phone}` is the company phone. No page shows the email address.
 */
export const newsletterConsentPages = {
  /** Days a confirmation link works after it is issued; an unsubscribe link never expires. */
  confirmLinkDays: 7,
  /** The confirmation link's page: a button that confirms (opening the link alone changes nothing). */
  confirm: {
    title: 'Confirm your subscription',
    text: 'Press the button to confirm that you want the Northline IT newsletter: one email a month with IT and security tips. You can unsubscribe from every issue.',
    button: 'Confirm my subscription',
  },
  confirmed: {
    title: 'Subscription confirmed',
    text: 'Thank you: your email address is confirmed. Your first tip arrives with the next monthly issue, and every issue has a link to unsubscribe.',
    link: 'Back to the blog',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    text: 'Press the button to stop receiving the Northline IT newsletter. You can subscribe again at any time.',
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'You will not receive the Northline IT newsletter any more. We keep only the record of your consent and of this unsubscription, so we can show we never email you without it.',
    link: 'Back to the home page',
  },
  invalid: {
    title: 'This link does not work',
    text: 'The link is incomplete, or it is a confirmation link older than 7 days, or the subscription no longer exists. Subscribe again on our blog and we will send you a new link.',
    link: 'Go to the newsletter sign-up',
  },
  unavailable: {
    title: 'Please try again in a minute',
    text: 'Our system is briefly unavailable, so nothing was changed. Please open the link again in a minute, or call us at {phone}.',
  },
  /**
   * The double opt-in email (CASL; decision 006), sent through the notification outbox to the address that signed
   * up. `{link}` is the confirmation link, `{days}` {@link newsletterConsentPages.confirmLinkDays}.
   */
  confirmationEmail: {
    subject: 'Please confirm your Northline IT newsletter subscription',
    text: [
      'Hello,',
      '',
      'You asked to receive the Northline IT newsletter: one email a month with IT and security tips for small and mid-size businesses in Toronto and the GTA.',
      '',
      'To confirm, open this link within {days} days and press the button on the page:',
      '{link}',
      '',
      'If you did not ask for it, ignore this email: you will not be subscribed, and we will not write to you again.',
      '',
      'Northline IT',
    ].join('\n'),
  },
} as const;

/**
 * The pages the API answers a form posted without JavaScript with, when it cannot show the thank-you page
 * (decision 003): the field messages of an invalid post (status 400), and a post that could not be
 * stored (503). `{phone}` is the company phone.
 */
export const nativeFormPages = {
  /** `<title>` suffix of both pages. */
  siteName: 'Northline IT',
  invalid: {
    title: 'Please check the form',
    intro: 'Nothing was sent yet. Please correct the following and send the form again:',
    back: 'Use your browser’s Back button to return to the form: what you typed is still there.',
    pageLink: 'Go to the form’s page',
  },
  unavailable: {
    title: 'We could not send your request',
    intro:
      'Our system is briefly unavailable, so your request was not stored. Please go back and send it again in a minute, or call us at {phone}.',
    back: 'Use your browser’s Back button to return to the form: what you typed is still there.',
    pageLink: 'Go to the form’s page',
  },
} as const;

/**
 * What the API tells a chat visitor of the live hand-off (apps/api conversations/live-chat.ts `handoffStatusOf`, the
 * `expectation` of a hand-off status), and its refusals a visitor can meet. The widget's own words are
 * `chatWidgetTexts.live` (widget-texts.ts).
 */
export const liveChatMessages = {
  /** `live`: the consultant's first name has joined. */
  joined: (name: string) => `${name} from Northline IT has joined the chat and will answer here.`,
  /** A consultant's offer of times (`staff.live.offerTimes`): the booking panel follows it in the widget. */
  offerTimes: 'Here are the times we can offer for a free IT assessment. Pick one that suits you below.',
  /** The name used when the consultant's is unknown. */
  someConsultant: 'A consultant',
  closed:
    'The consultant closed this conversation. You can ask for the transcript by e-mail or start a new chat.',
  assistant: 'The assistant answers this chat.',
  /** The assistant's answer to a visitor message while a consultant is awaited. */
  whileWaiting: (answer: string) => `While a consultant joins: ${answer}`,
  /**
   * `waiting` inside business hours while a consultant is present, before the claim timed out: `minutes` is the
   * measured time within which one usually answers (apps/api/src/conversations/live-chat.ts `answerMinutesOf`).
   */
  waiting: (minutes: number) =>
    `A consultant has been asked to join this chat and usually answers within ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  /** `waiting` outside business hours: `when` is the next opening in Toronto time ('Monday, December 2 at 8:00 a.m.'). */
  away: (when: string) => `Our consultants are away right now; they are back ${when}.`,
  /** `waiting` past the claim timeout inside business hours. */
  noneFree: 'No consultant could join right away.',
  /** `waiting` inside business hours while no consultant is signed in and available. */
  nobodyAvailable: 'No consultant can join this chat right now.',
  /** Added when nobody can answer now: an e-mail or phone number is known, or none is. */
  contactKnown: 'We will contact you at the details you gave us.',
  askForContact: 'Leave your e-mail or phone number and we will get back to you.',
  /** Added for an emergency: the 24/7 line. */
  emergency: (phone: string) => `For an emergency, call our 24/7 line now: ${phone}.`,
  /** 404 of a session the hand-off does not know. */
  notFound: 'Chat not found',
  /** 409 of a transcript asked for before the consultant closed the chat. */
  transcriptNotClosed: 'The transcript can be sent once the consultant has closed the chat.',
  /** 400 issue on `email` when no address is known for the transcript. */
  transcriptNoEmail: 'Enter the e-mail address to send the transcript to',
  /** 404 of a resume link that opens no conversation (unknown, replaced by a newer e-mail, or expired). */
  resumeNotFound: 'This link no longer opens a conversation. Start a new chat or call us.',
  /** 429 of a message to a person beyond the live chat's limit (`perMinute`, LIVE_MESSAGES_PER_MINUTE). */
  messagesLimited: (perMinute: number) =>
    `This message was not delivered: a chat with a consultant takes up to ${perMinute} messages a minute. Wait a few seconds and send it again; the messages before it arrived.`,
  /** 429 of a request for a person beyond the client address's hourly limit (HANDOFF_REQUESTS_PER_HOUR). */
  handoffLimited: (phone: string) =>
    `Too many requests for a person came from your network in the last hour. Please call us at ${phone}, or try again later.`,
} as const;

/** The e-mails a chat visitor gets from the live hand-off (sent through the outbox). */
export const liveChatEmails = {
  /** The transcript the visitor asked for after the consultant closed the chat. */
  transcriptSubject: 'Your conversation with Northline IT',
  transcriptIntro: 'Here is the conversation you had with Northline IT, as you asked.',
  /** A consultant's reply the visitor has not seen (they left the page). */
  unseenSubject: 'Northline IT replied to your chat',
  unseenIntro: 'A consultant replied to you in the chat after you left the page:',
  /** The line with the link back to the conversation. */
  resume: (url: string) => `Continue the conversation: ${url}`,
  /** Who each message is from (a consultant without a name on record: the company). */
  roles: { user: 'You', assistant: 'Assistant', consultant: 'Northline IT' } as Record<string, string>,
  /** A consultant's messages: their first name and the company. */
  consultantRole: (firstName: string) => `${firstName}, Northline IT`,
  /** The meeting the conversation booked, after its messages: `when` as formatTorontoDateTime writes it. */
  meetingBooked: (when: string) => `Your free IT assessment is booked for ${when}.`,
  signature: 'Northline IT · (416) 555-0142 · hello@northline-it.example',
} as const;
