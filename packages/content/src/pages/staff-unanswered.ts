/**
 * Every text of the staff app's list of what the chat assistant could not answer (/staff/unanswered): the
 * visitors' questions it deflected, found no answer to, or answered about the wrong thing, with contact details
 * replaced, grouped and counted, so the content team can add the missing page or answer; and the answers staff
 * write, which the assistant uses once another member publishes them (docs/decisions/095). Internal page:
 * `noindex`, outside the sitemap.
 */
export const staffUnanswered = {
  nav: { label: 'Unanswered questions' },
  title: 'Unanswered questions',
  metaTitle: 'Unanswered questions | Northline IT staff',
  intro:
    'Questions the chat assistant deflected, could not answer, or answered about the wrong thing, most asked first. Contact details are replaced with [email], [phone], [name] or [company], and nothing links a question to a visitor. A question not asked for 24 months is deleted.',
  columns: {
    question: 'Question',
    reason: 'Why',
    count: 'Times asked',
    lastAsked: 'Last asked',
    actions: 'Actions',
    handledAt: 'Handled',
  },
  reasons: {
    'out-of-scope': 'Outside business IT',
    'no-answer': 'No answer found',
    'low-retrieval-score': 'No page matches the question well',
    'service-mismatch': 'Answered about another service',
  },
  empty: 'No unanswered questions yet.',
  openHeading: 'Open',
  openEmpty: 'Nothing open: every question is handled.',
  handledHeading: 'Handled',
  handledEmpty: 'No question handled yet.',
  loadFailed: 'The questions could not be loaded. Check your connection and try again.',
  actions: {
    markHandled: 'Mark handled',
    markHandledLabel: (question: string) => `Mark handled: ${question}`,
    writeAnswer: 'Write an answer',
    writeAnswerLabel: (question: string) => `Write an answer: ${question}`,
    handled: 'Marked handled.',
    failed: 'That did not work. Try again.',
  },
  form: {
    heading: 'Write an answer',
    question: 'Question it answers',
    questionHint:
      'One line, as a visitor would ask it. The assistant uses the answer for questions like this one.',
    body: 'Answer',
    bodyHint:
      'Plain text, a few sentences. State only prices and figures our pages state: the assistant checks them.',
    page: 'Page it belongs to',
    pageHint: 'The assistant cites this page with the answer.',
    pagePlaceholder: 'Choose a page',
    submit: 'Save as draft',
    cancel: 'Cancel',
    saved: 'Answer saved as a draft. Another member reviews and publishes it.',
  },
  answers: {
    heading: 'Written answers',
    intro:
      'A draft is not used by the assistant. A member other than its writer reviews it and publishes it; from then on the assistant answers matching questions with it and cites its page.',
    empty: 'No answers written yet.',
    columns: {
      question: 'Question',
      body: 'Answer',
      page: 'Page',
      status: 'Status',
      writtenBy: 'Written by',
      publishedBy: 'Published by',
      actions: 'Actions',
    },
    status: { draft: 'Draft', published: 'Published' },
    publish: 'Review and publish',
    publishLabel: (question: string) => `Review and publish the answer to: ${question}`,
    published: 'Answer published: the assistant uses it now.',
    nobody: '—',
  },
  api: {
    unknownQuestion: 'Unknown question',
    unknownAnswer: 'Unknown answer',
    unknownPage: 'Choose one of the site’s pages',
    unverifiedFacts:
      'The answer states a price, figure or promise our pages do not state. Use the catalogue’s figures only.',
    ownAnswer: 'Another member reviews and publishes an answer: you wrote this one.',
  },
} as const;
