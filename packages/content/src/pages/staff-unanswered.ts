/**
 * Every text of the staff app's list of what the chat assistant could not answer (/staff/unanswered): the
 * visitors' questions it deflected or found no answer to, with contact details replaced, grouped and counted, so
 * the content team can add the missing page or answer. Internal page: `noindex`, outside the sitemap.
 */
export const staffUnanswered = {
  nav: { label: 'Unanswered questions' },
  title: 'Unanswered questions',
  metaTitle: 'Unanswered questions | Northline IT staff',
  intro:
    'Questions the chat assistant deflected or could not answer, most asked first. Contact details are replaced with [email], [phone], [name] or [company], and nothing links a question to a visitor. A question not asked for 24 months is deleted.',
  columns: { question: 'Question', reason: 'Why', count: 'Times asked', lastAsked: 'Last asked' },
  reasons: { 'out-of-scope': 'Outside business IT', 'no-answer': 'No answer found' },
  empty: 'No unanswered questions yet.',
  loadFailed: 'The questions could not be loaded. Check your connection and try again.',
} as const;
