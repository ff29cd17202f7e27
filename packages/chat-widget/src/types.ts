/**
 * The public shapes of the chat widget (specification §3 "Chat message", "Visitor info", "Chat reply"; §4).
 * They mirror `@northline/schemas` but are declared here so the published types stand alone.
 */

/** How likely the visitor is to buy (§3, §4): the badge shows hot (red, fire icon) and warm (yellow); cold shows none. */
export type LeadQuality = 'cold' | 'warm' | 'hot';

/** One message of the conversation (§3 "Chat message"). */
export interface ChatWidgetMessage {
  /** `user` for the visitor, `assistant` for the assistant (the greeting included). */
  role: 'user' | 'assistant';
  content: string;
  /** ISO 8601 time the message was added. */
  timestamp: string;
}

/** The contact details the visitor left in the contact-capture panel (§3 "Visitor info"; all optional, §5). */
export interface VisitorDetails {
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
}

/**
 * Where the visitor came from (first-touch attribution, issue 12), sent with each message as `attribution`; the
 * API keeps it with the chat session. Mirrors `attributionSchema` of @northline/schemas: every field optional
 * text (landing page up to 500 characters, referrer host up to 253, the others up to 200).
 */
export interface ChatAttribution {
  /** Path and query of the first page of the visit, e.g. `/toronto?utm_source=google`. */
  landingPage?: string;
  /** Host name of the referring site (never its full URL), e.g. `www.google.com`. */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** Google Ads' click id. */
  gclid?: string;
}

/** The answer of `POST /api/chat` and the `done` event of `POST /api/chat/stream` (§3 "Chat reply", §7). */
export interface ChatReply {
  response: string;
  leadQuality: LeadQuality;
  interestedServices: string[];
  sessionId: string;
  error?: string;
}

/** Every text the widget shows. `{phone}` in a text is replaced by the widget's `phone`. */
export interface ChatWidgetTexts {
  /** The closed launcher's label (§2; visually hidden on small screens, still its accessible name). */
  launcherLabel: string;
  /** Header title (§2 'IT Sales Consultant') and the company line under it. */
  title: string;
  companyLine: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Lead-quality badge labels (§4: no badge while cold). */
  leadBadges: { hot: string; warm: string };
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
  /** The contact-capture panel (§4). */
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
  /** One-line privacy notice linking to the privacy policy (decisions.md "Privacy"). */
  privacyNotice: { text: string; linkLabel: string };
  /** Accessible name of the message list. */
  conversationLabel: string;
  /** Screen-reader prefixes of each message. */
  speakers: { user: string; assistant: string };
  /** Accessible name of the button that closes the widget's own error notice (used without `onError`). */
  dismissErrorLabel: string;
}

/** A failed send, as `onError` receives it (§8). */
export interface ChatWidgetError {
  /** The notice's title ('Error'). */
  title: string;
  /** The notice's text: 'Sorry, I'm having trouble responding. Please call {phone} for immediate assistance.' */
  description: string;
  /** What went wrong: a {@link ChatRequestError} for a non-OK answer, a `TypeError` for a network failure. */
  cause: unknown;
}

/**
 * What `onLead` (React) and `on('lead', …)` (script tag) receive when the visitor shares an email address or a
 * phone number in the chat (in a message or the contact panel), once the API has stored it. It names which kinds
 * were shared, never the values: the details stay between the visitor and the API (PIPEDA), not in the host
 * page's analytics.
 */
export interface ChatLeadEvent {
  /** The chat session the details belong to (the API issued it). */
  sessionId: string;
  /** The kinds shared for the first time in this page view: `email`, `phone` or both. */
  shared: ('email' | 'phone')[];
  /** The lead quality after that message. */
  leadQuality: LeadQuality;
}

/** Imperative control of a mounted widget (`ref` of `ChatWidget`, `createChatWidget`'s handle, `window.NorthlineChat`). */
export interface ChatWidgetControls {
  /** Opens the chat card (the greeting appears on the first open). Focus moves into the input. */
  open(): void;
  /** Closes it (ending the session on the API when more than the greeting exists). */
  close(): void;
  /** Opens when closed, closes when open. */
  toggle(): void;
  /**
   * Prefills the contact panel's fields with what the host page knows of the visitor (a signed-in customer).
   * Nothing is sent: the details reach the API only if the visitor submits the panel. Fields left out keep
   * their value; an empty string clears one.
   */
  identify(details: VisitorDetails): void;
}
