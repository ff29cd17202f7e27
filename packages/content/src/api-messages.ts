/**
 * Texts the API answers with, shown to visitors by the forms (specification §7, §8).
 */
export const contactApiMessages = {
  /** `message` of a successful `POST /api/contact`; the home, managed IT and service pages show it in the success toast (§8). */
  success:
    "Thank you! Your free IT assessment request has been received. We'll contact you within 1 business day.",
} as const;

/** Texts of the newsletter answers (`POST /api/newsletter`, decisions.md "Newsletter"). */
export const newsletterApiMessages = {
  /** `message` of a successful subscription (also when the email was already subscribed). */
  success: 'Thanks. Your first tip arrives with the next monthly issue.',
} as const;

/**
 * The pages the API answers a form posted without JavaScript with, when it cannot show the thank-you page
 * (issue 12, decision 003): the field messages of an invalid post (status 400), and a post that could not be
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
