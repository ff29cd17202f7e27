/**
 * The page the unseen-reply e-mail links to (`/chat/resume#<code>`): it opens the chat on the same conversation.
 * Not in the route table: never in the sitemap, llms.txt or the AI files, and never indexed.
 */
export const chatResumePage = {
  meta: {
    title: 'Continue your chat | Northline IT',
    description: 'Opens your conversation with Northline IT again, with the replies you have not read yet.',
  },
  title: 'Continue your chat',
  /** Shown before the page's script runs, and without JavaScript (the chat needs it). */
  intro:
    'Your conversation opens in the chat window on this page. The chat needs JavaScript; if it does not open, call us or write to us and we will pick up where we left off.',
  opening: 'Opening your conversation…',
  opened: 'Your conversation is open in the chat window. The consultant’s reply is at the end.',
  missing:
    'This link no longer opens a conversation: a newer e-mail may have replaced it, or the chat has ended. Start a new chat, or call us.',
  failed: 'We could not open your conversation just now. Reload this page to try again, or call us.',
  callPrompt: 'Rather talk now? Call',
  home: { label: 'Go to the home page', target: { kind: 'route', route: 'home' } },
} as const;
