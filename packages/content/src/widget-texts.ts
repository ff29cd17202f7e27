/**
 * The words of the publishable widgets (`@northline/chat-widget`, `@northline/recommender-ui`): their shapes
 * and their English defaults (specification §2, §4, §8). The widgets import this module (`@northline/content/
 * widget-texts`) instead of keeping copies: Vite bundles it into their JavaScript and their declarations inline
 * its types (decision 017). So it stays small and free of zod and of the catalogue: it imports types only,
 * and nothing at run time. The site's copy builds on these (assistant.ts, pages/home.ts, pages/test-pages.ts).
 */
import type { Complexity, Priority } from '@northline/schemas';

// ---------------------------------------------------------------- chat widget

/** Every text the chat widget shows. `{phone}` in a text is replaced by the widget's `phone`. */
export interface ChatWidgetTexts {
  /** The closed launcher's label (§2; visually hidden on small screens, still its accessible name). */
  launcherLabel: string;
  /** Header title (§2 'IT Sales Consultant') and the company line under it, while the assistant answers. */
  title: string;
  /**
   * The company line names the assistant's speed, never a person's: whether a consultant can join is the hand-off
   * status's to say (docs/decisions/082-presence-is-one-fact.md).
   */
  companyLine: string;
  /**
   * The line under the live consultant's first name in the header: the status line of a live chat ('{name}' is
   * the consultant's first name).
   */
  liveLine: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Accepted and unused: the widget shows the visitor no lead quality (docs/decisions/074). */
  leadBadges?: { hot: string; warm: string } | undefined;
  /** First assistant message on first open (§4: lists the services, asks about the visitor's IT challenges). */
  greeting: string;
  /** Label before the service tags ('Interested in:'). */
  interestedInLabel: string;
  /** Typing indicator ('Typing...'). */
  typing: string;
  /** Input placeholder ('Type your message...') and the send button's accessible name. */
  inputPlaceholder: string;
  sendLabel: string;
  /** Footer line (§2 'Or call: {phone}'); the phone in it becomes a `tel:` link. */
  footerCall: string;
  /** The failure notice of §8 (a destructive toast 'Error'). */
  errorToast: { title: string; description: string };
  /** The contact-capture panel (§4: shown for warm or hot leads after 6 messages without an email). */
  contactPanel: {
    title: string;
    text: string;
    labels: { name: string; email: string; company: string; phone: string };
    submit: string;
    /** 'Continue Conversation' (§4): dismisses the panel. */
    dismiss: string;
    /** The visitor message sent with the details as visitorInfo when the panel is submitted. */
    sharedMessage: string;
  };
  /** One-line privacy notice linking to the privacy policy: what is collected and why (PIPEDA). */
  privacyNotice: { text: string; linkLabel: string };
  /** Accessible name of the message list. */
  conversationLabel: string;
  /** Screen-reader prefixes of each message. */
  speakers: { user: string; assistant: string };
  /**
   * Accessible name of the group of links under an assistant answer (each a page with its title): where the
   * answer's facts come from.
   */
  citationsLabel: string;
  /** Accessible name of the button that closes the widget's own error notice (used without `onError`). */
  dismissErrorLabel: string;
  /**
   * A visitor message the API did not take (refused by a limit, a network failure, a server error): it stays in
   * the conversation marked as not delivered, with a button that sends it again. `{message}` is its first words.
   */
  delivery: {
    /** The mark under the message. */
    notDelivered: string;
    /** The mark while it is sent again. */
    sending: string;
    /** The button's text. */
    retry: string;
    /** The button's accessible name (it starts with `retry`, the visible text). */
    retryLabel: string;
    /** What the polite live region says when a message was not delivered. */
    announcement: string;
  };
  /**
   * The live hand-off (a consultant takes over the chat). `{name}` is the consultant's first name, or
   * `consultantLabel` when the API names none.
   */
  live: {
    /** The button that asks for a person. */
    talkToPerson: string;
    /** The status line while a consultant is awaited; the API's expectation follows it. */
    connecting: string;
    /** The header's status line while a consultant who can answer now is awaited. */
    waitingLine?: string | undefined;
    /** The header's status line while nobody can answer until the next opening ('{when}': 'Monday 8:00 a.m.'). */
    awayLine?: string | undefined;
    /** The header's status line while nobody can answer now and no opening is named (the claim timed out). */
    unavailableLine?: string | undefined;
    /**
     * The question of the follow-up form shown while waiting when nobody can answer now (below the expectation,
     * which asks for an e-mail or phone number: the question does not say it again).
     */
    contactPrompt: string;
    /** Label of the follow-up form's one field, which takes an e-mail address or a phone number. */
    contactLabel?: string | undefined;
    /** The follow-up field's error for what is neither an e-mail address nor a phone number. */
    contactInvalid?: string | undefined;
    /** Label of the transcript offer's e-mail field. */
    emailLabel: string;
    contactSubmit: string;
    /** Shown once the e-mail or phone number was left. */
    contactThanks: string;
    /** System line when a consultant claims the chat ('Sam joined the chat'). */
    joined: string;
    /** The consultant's typing indicator ('Sam is typing…'). */
    typing: string;
    /** Who a consultant message is from when the API names nobody; also the screen-reader prefix fallback. */
    consultantLabel: string;
    /**
     * The footer's notice while a consultant holds the chat (it replaces `privacyNotice.text`, which says an
     * automated assistant answers; back to that once the chat is released).
     */
    answeredBy: string;
    /** System line when the consultant hands the chat back. */
    released: string;
    /** System line when the consultant closes the conversation. */
    closed: string;
    /** The transcript offer after closing: its question, its button and its confirmation. */
    transcriptPrompt: string;
    transcriptSubmit: string;
    transcriptSent: string;
  };
  /**
   * Booking the free IT assessment in the chat (shown when a reply carries the `offer-meeting` action). `{when}`
   * is a slot's day and time as `locale` writes them in Toronto time, `{email}` the address booked with, `{phone}`
   * the widget's phone.
   */
  booking: {
    /** The locale (BCP 47) days and times are written in, e.g. 'en-CA' ('Monday, December 2' and '9:30 a.m.'). */
    locale: string;
    /** The panel's heading. */
    title: string;
    /** The time zone every time is in, shown under the heading and after each day. */
    timeZone: string;
    loading: string;
    /** The slots could not be fetched; `retry` fetches again. */
    loadFailed: string;
    retry: string;
    /** No free slot in the weeks the API offers. */
    noSlots: string;
    /** Shows more days and every time of each day. */
    moreTimes: string;
    /** Closes the panel. */
    notNow: string;
    /** Above the form: the chosen time ('{when}'). */
    chosen: string;
    /** Back to the times. */
    changeTime: string;
    labels: { name: string; email: string };
    /** Messages of the form's own checks. */
    nameRequired: string;
    emailInvalid: string;
    submit: string;
    /** The API answered 409: the time was taken meanwhile; the next free times follow. */
    taken: string;
    /** Any other failure ('{phone}' to call instead). */
    failed: string;
    /** The confirmation, added to the conversation. */
    confirmed: string;
    /** Announced (polite live region) when the times appear. */
    slotsAnnouncement: string;
  };
}

/**
 * The chat widget's English texts, `{phone}` left as a placeholder: the widget's defaults, and the site's copy
 * once the company phone is filled in (assistant.ts `chatWidget`).
 */
export const chatWidgetTexts: ChatWidgetTexts = {
  launcherLabel: 'Chat with IT Expert',
  title: 'IT Sales Consultant',
  companyLine: 'Northline IT · The assistant replies in seconds',
  liveLine: '{name} is here · IT consultant, Northline IT',
  closeLabel: 'Close chat',
  greeting:
    "Hi! I'm the Northline IT assistant. We help Toronto and GTA businesses with managed IT services, cybersecurity, cloud solutions and IT consulting, plus backup and help desk support. What IT challenges is your business facing right now?",
  interestedInLabel: 'Interested in:',
  typing: 'Typing...',
  inputPlaceholder: 'Type your message...',
  sendLabel: 'Send message',
  footerCall: 'Or call: {phone}',
  errorToast: {
    title: 'Error',
    description: "Sorry, I'm having trouble responding. Please call {phone} for immediate assistance.",
  },
  contactPanel: {
    title: 'Want a specialist to follow up?',
    text: 'Leave your details and a senior consultant will contact you within 1 business day.',
    labels: { name: 'Name', email: 'Email', company: 'Company', phone: 'Phone' },
    submit: 'Send my details',
    dismiss: 'Continue Conversation',
    sharedMessage: "I've shared my contact details.",
  },
  privacyNotice: {
    text: 'This chat is answered by an automated assistant. We keep the conversation only to answer you.',
    linkLabel: 'Read our Privacy Policy',
  },
  conversationLabel: 'Conversation',
  speakers: { user: 'You', assistant: 'Assistant' },
  citationsLabel: 'Sources',
  dismissErrorLabel: 'Dismiss',
  delivery: {
    notDelivered: 'Not delivered',
    sending: 'Sending again…',
    retry: 'Retry',
    retryLabel: 'Retry sending: {message}',
    announcement: 'Not delivered: {message}',
  },
  live: {
    talkToPerson: 'Talk to a person',
    connecting: 'Connecting you with a consultant…',
    waitingLine: 'Waiting for a consultant',
    awayLine: 'Away: back {when}',
    unavailableLine: 'No consultant is free right now',
    contactPrompt: 'How can we reach you?',
    contactLabel: 'E-mail or phone',
    contactInvalid: 'Enter an e-mail address (name@example.com) or a phone number (416-555-0142).',
    emailLabel: 'Your e-mail',
    contactSubmit: 'Send',
    contactThanks: "Thanks, we'll get back to you.",
    joined: '{name} joined the chat',
    typing: '{name} is typing…',
    consultantLabel: 'Consultant',
    answeredBy:
      '{name} from Northline IT is answering this chat. We keep the conversation only to answer you.',
    released: "You're back with the assistant",
    closed: 'The consultant ended the chat.',
    transcriptPrompt: 'Would you like a copy of this conversation?',
    transcriptSubmit: 'Email me this conversation',
    transcriptSent: 'We sent the conversation to your e-mail.',
  },
  booking: {
    locale: 'en-CA',
    title: 'Book your free IT assessment',
    timeZone: 'Toronto time',
    loading: 'Looking for free times…',
    loadFailed: "The free times couldn't be loaded.",
    retry: 'Try again',
    noSlots: 'No time is free in the next weeks. Please call {phone} and we will find one.',
    moreTimes: 'More times',
    notNow: 'Not now',
    chosen: 'Your time: {when}',
    changeTime: 'Change time',
    labels: { name: 'Name', email: 'Email' },
    nameRequired: 'Please enter your name',
    emailInvalid: 'Please enter a valid email address',
    submit: 'Book this time',
    taken: 'That time was just taken. Please choose another time.',
    failed: "The booking didn't go through. Please try again, or call {phone}.",
    confirmed:
      'Your free IT assessment is booked for {when} (Toronto time). We sent the invitation to {email}.',
    slotsAnnouncement: 'Free times for your IT assessment are shown below the conversation.',
  },
};

/** Replaces `{phone}` in a text. */
export function withPhone(text: string, phone: string): string {
  return text.replaceAll('{phone}', phone);
}

// ---------------------------------------------------------------- recommendation components

/**
 * The §8 sentence of each call of the recommendation client, fit to show (the recommender's `FAILURE_MESSAGES`
 * and its components' error texts).
 */
export const recommenderFailureMessages = {
  startSession: 'Session not initialized. Please refresh the page.',
  quick: 'Failed to generate recommendations',
  saveProfile: 'Failed to update profile',
  generate: 'Failed to generate recommendations',
  get: 'Failed to fetch recommendations',
  track: 'Failed to track analytics',
} as const;

/** Texts of the quick-recommendation widget (§4 "Quick-recommendation widget"). */
export interface QuickRecommendationTexts {
  /** Field labels (the challenges label names the chip group). */
  labels: { industry: string; companySize: string; challenges: string; budget: string };
  /** First, empty option of each select. */
  placeholders: { industry: string; companySize: string; budget: string };
  /** Submit button while idle and while the request runs. */
  submit: string;
  loading: string;
  /** Heading of the results. */
  resultsTitle: string;
  /** Shown before the rounded percent, e.g. 'Match confidence' → 'Match confidence: 87%'. */
  confidenceLabel: string;
  /** Priority badge texts (colours: high red, medium yellow, low blue). */
  priorityLabels: Readonly<Record<Priority, string>>;
  /** Label before a service's estimated monthly cost. */
  monthlyCostLabel: string;
  /** Per-service button that calls the host's `onGetQuote`. */
  getQuote: string;
  /** Back to the form (§4). */
  tryAgain: string;
  /** Shown (role=alert) when the request fails (§8). */
  error: string;
}

/** Priority badge texts of both components. */
const priorityLabels = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' } as const;

/** The quick-recommendation widget's default texts (the home page's copy overrides most of them). */
export const quickRecommendationTexts: QuickRecommendationTexts = {
  labels: {
    industry: 'Industry',
    companySize: 'Company size',
    challenges: 'Current IT challenges (optional)',
    budget: 'Annual IT budget (optional)',
  },
  placeholders: {
    industry: 'Select your industry',
    companySize: 'Select company size',
    budget: 'Select a budget range',
  },
  submit: 'Get Recommendations',
  loading: 'Analyzing...',
  resultsTitle: 'Recommended for your business',
  confidenceLabel: 'Confidence',
  priorityLabels,
  monthlyCostLabel: 'From',
  getQuote: 'Get Quote',
  tryAgain: 'Try Different Options',
  error: recommenderFailureMessages.quick,
};

/** Texts of the recommendations view (§4 "Recommendations view"). */
export interface RecommendationsViewTexts {
  /** Panel heading. */
  title: string;
  /** No session id (§4, exact text by default). */
  noSession: string;
  /** No recommendation yet (the 404 of the fetch), above the Generate button. */
  empty: string;
  generate: string;
  /** While fetching or generating (§4). */
  analyzing: string;
  /** Regenerates (forceUpdate true) and refetches. */
  update: string;
  /** Before the rounded percent. */
  confidenceLabel: string;
  /** Service card toggle, closed and open. */
  details: string;
  hideDetails: string;
  getQuote: string;
  /** Label of a service's reasoning. */
  reasoning: string;
  estimatedCost: { monthly: string; setup: string };
  implementation: { complexity: string; timeframe: string; steps: string };
  benefits: string;
  /** Headings of the three lists. */
  insights: string;
  nextSteps: string;
  followUpQuestions: string;
  /** The follow-up button (logs a contacted action without a service). */
  followUpButton: string;
  /** Priority badge texts (high red, medium yellow, low blue). */
  priorityLabels: Readonly<Record<Priority, string>>;
  /** Implementation complexity words. */
  complexityLabels: Readonly<Record<Complexity, string>>;
  /** Suffix of a monthly amount, e.g. '$99' + '/month'. */
  perMonth: string;
  /** Shown (role=alert) when fetching or generating fails (§8). */
  fetchError: string;
  generateError: string;
}

/** The recommendations view's default texts (the recommendation test page changes a few). */
export const recommendationsViewTexts: RecommendationsViewTexts = {
  title: 'Your Recommendations',
  noSession: recommenderFailureMessages.startSession,
  empty: 'No recommendations yet.',
  generate: 'Generate Recommendations',
  analyzing: 'Analyzing Your Business Profile',
  update: 'Update Recommendations',
  confidenceLabel: 'Confidence',
  details: 'Details',
  hideDetails: 'Hide details',
  getQuote: 'Get Quote',
  reasoning: 'Why',
  estimatedCost: { monthly: 'Monthly', setup: 'Setup' },
  implementation: { complexity: 'Complexity', timeframe: 'Timeframe', steps: 'Steps' },
  benefits: 'Benefits',
  insights: 'Industry insights',
  nextSteps: 'Next steps',
  followUpQuestions: 'Follow-up questions',
  followUpButton: 'Schedule a consultation',
  priorityLabels,
  complexityLabels: { low: 'Low', medium: 'Medium', high: 'High' },
  perMonth: '/month',
  fetchError: recommenderFailureMessages.get,
  generateError: recommenderFailureMessages.generate,
};
