/**
 * Every text of the staff app's live hand-off: the *Live chats* list (/staff/live), one conversation
 * (/staff/live/:sessionId), the waiting count in the navigation and the tab title, and the desktop alerts.
 * Internal pages: `noindex`, outside the sitemap.
 */

/** A staff member's first name and the initial of their last name ("Dana Reyes" → "Dana R."); one name as it is. */
export function staffShortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0] ?? fullName;
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export const staffLive = {
  nav: {
    /** The navigation link's visible text. */
    label: 'Live chats',
    /** The word read after the count in the link's accessible name: "Live chats (2) waiting". */
    waiting: 'waiting',
  },
  /**
   * The tab title while chats wait: the count and who waits longest in front of the page's own title, "(2) Waiting:
   * Dana, Bright Smiles Dental | Lead inbox | Northline IT staff"; the page's title alone when nobody waits.
   */
  titleWithCount: (count: number, title: string, who?: string) =>
    count > 0 ? (who ? `(${count}) Waiting: ${who} | ${title}` : `(${count}) ${title}`) : title,
  /**
   * Who waits, in a few words for the tab title: the first name and the company when known ("Dana, Bright Smiles
   * Dental"), else the start of the visitor's own words in quotes, else "Unnamed visitor".
   */
  waitingPreview: (firstName: string | undefined, company: string | undefined, words: string | undefined) => {
    const who = [firstName, company].filter(Boolean).join(', ');
    if (who) return who;
    if (words) return `“${words.length > 40 ? `${words.slice(0, 39).trimEnd()}…` : words}”`;
    return 'Unnamed visitor';
  },
  alerts: {
    turnOn: 'Turn on desktop alerts',
    turnOff: 'Turn off desktop alerts',
    on: 'Desktop alerts are on: a new waiting chat shows a notification.',
    blocked: 'Desktop alerts are blocked in this browser’s site settings.',
    /** The notification of a new waiting chat: why and who in its title, the visitor's own words as its body. */
    title: (reason: string, who: string) => `${reason}: ${who}`,
    body: (lastMessage: string | undefined) => lastMessage ?? 'The visitor has not written yet.',
  },
  /**
   * The chime on a new waiting chat: a setting of the member, on every browser they sign in on
   * (docs/decisions/087-the-chime-is-a-setting-of-the-member.md).
   */
  sound: {
    label: 'Sound on a new waiting chat',
    hint: 'A short chime when a visitor starts waiting and the chat is offered to you. Your choice follows you on every browser you sign in on. Browsers stay silent until you have clicked or typed on the page.',
    /** Said in the page's live region when the switch could not be saved (it shows the saved choice again). */
    failed: 'The sound setting was not saved. Check your connection and try again.',
    /** Shown while the member is not present (set away): the app does not alert them of waiting chats. */
    notOffered:
      'You are away: waiting chats are not offered to you, so this app shows them without a sound, a desktop alert or a count in the tab title. You can still claim one.',
  },
  reasons: {
    'visitor-request': 'Visitor asked',
    emergency: 'Emergency',
    'hot-lead': 'Hot lead',
  },
  states: { assistant: 'With the assistant', waiting: 'Waiting', live: 'Live', closed: 'Closed' },
  unnamed: 'Unnamed visitor',
  list: {
    title: 'Live chats',
    metaTitle: 'Live chats | Northline IT staff',
    intro:
      'Visitors who asked for a person, reported an emergency, or became a hot lead during business hours. The assistant keeps answering while a chat waits and steps aside once you claim it: claim the oldest first.',
    waiting: 'Waiting',
    active: 'Active',
    noneWaiting: 'Nobody is waiting.',
    noneActive: 'No consultant is in a chat.',
    waitingFor: (duration: string) => `Waiting ${duration}`,
    since: (duration: string) => `Since ${duration}`,
    with: (name: string) => `With ${name}`,
    you: 'you',
    quality: (quality: string) => `Quality: ${quality}`,
    loadFailed: 'The live chats could not be loaded. Check your connection and try again.',
    /**
     * Who a waiting chat is offered to: the members present now (available, their staff app open), each as their
     * first name and the initial of their last ("Offered to Dana R., Sam K.").
     */
    offeredTo: (names: readonly string[]) => `Offered to ${names.map(staffShortName).join(', ')}`,
    /** A waiting chat nobody is present for: what the visitor was told (liveChatMessages.nobodyAvailable). */
    offeredToNobody:
      'Offered to nobody: no consultant is available now. The visitor was told so and asked for an e-mail or phone number, unless they had given one.',
  },
  chat: {
    metaTitle: 'Live chat | Northline IT staff',
    back: 'Back to live chats',
    notFound: 'This chat does not exist, or it was deleted.',
    loadFailed: 'The chat could not be loaded. Check your connection and try again.',
    transcript: 'Conversation',
    visitor: 'Visitor',
    assistant: 'Assistant',
    consultant: 'Consultant',
    requested: (reason: string, duration: string) => `${reason} · requested ${duration}`,
    hasIt: (name: string) => `${name} has this chat.`,
    youHaveIt: 'You have this chat: the visitor sees your replies and your first name.',
    waitingNote: 'The visitor is waiting for a person. Claim the chat to answer.',
    assistantNote: 'The assistant is answering this visitor.',
    closedNote: 'This conversation is closed.',
    claim: 'Claim this chat',
    claiming: 'Claiming…',
    claimed: 'You have this chat.',
    reply: 'Reply',
    replyHint: 'Enter sends; Shift+Enter starts a new line.',
    counter: (length: number, max: number) => `${length} of ${max} characters`,
    send: 'Send',
    sending: 'Sending…',
    visitorTyping: 'Visitor is typing…',
    offerTimes: 'Offer times',
    offeringTimes: 'Offering times…',
    offeredTimes: 'Times offered: the visitor sees the free assessment’s booking in the chat.',
    release: 'Release to the assistant',
    released: 'Released: the assistant answers the visitor again.',
    close: 'Close conversation',
    confirmClose: 'Close this conversation? The visitor is told it has ended and can start a new chat.',
    confirm: 'Yes, close it',
    cancel: 'Cancel',
    closed: 'The conversation is closed.',
    failed: 'That did not work. Please try again.',
    sendFailed: 'The message was not sent. Please try again.',
    /** A reply the API did not take, kept with its retry (decision 060). */
    notDelivered: 'Not delivered',
    undelivered: 'Messages not delivered',
    retry: 'Retry',
    /** The retry button's accessible name: it starts with `retry`, the visible text. */
    retryLabel: (words: string) => `Retry sending: ${words}`,
    details: 'Visitor',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    noDetails: 'The visitor has not given contact details yet.',
    quality: 'Lead quality',
    qualityReasons: 'Why this rating',
    noReasons: 'No scoring rule fired yet.',
    attribution: 'Attribution',
    noAttribution: 'No attribution was recorded.',
    attributionLabels: {
      landingPage: 'Landing page',
      referrer: 'Referrer',
      referrerHost: 'Referrer',
      utmSource: 'Source (utm)',
      utmMedium: 'Medium (utm)',
      utmCampaign: 'Campaign (utm)',
      utmTerm: 'Term (utm)',
      utmContent: 'Content (utm)',
      gclid: 'Google Ads click',
    } as Record<string, string>,
    interested: 'Interested in',
    noInterests: 'No service mentioned yet.',
    recommendation: 'Recommendation the visitor saw',
    noRecommendation: 'The visitor did not get a recommendation.',
    openLead: 'Open the lead',
  },
} as const;
