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
