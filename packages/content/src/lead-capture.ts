/**
 * Copy of the invisible parts of every lead form (decision 003).
 */

/**
 * The honeypot field's label (OWASP ASVS V2.4): the field is hidden from view, from assistive technology and
 * from the tab order, so only a bot that fills every input ever reads this. It says what a person should do
 * if it were ever shown to one.
 */
export const honeypotCopy = {
  label: 'Leave this field empty',
} as const;
