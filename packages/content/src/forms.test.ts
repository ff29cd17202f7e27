import { describe, expect, it } from 'vitest';
import { type ContactFormConfig, contactForms, FORM_SOURCES, type FormKey, routePath } from './index.ts';

/** One row per form: what §4, §5, §8 and §9 require of it, and the `source` that names its page. */
const expected: readonly {
  key: FormKey;
  route: string;
  schema: 'A' | 'B';
  source: string;
  sizeBands: string;
  submitting: 'Submitting...' | 'Sending...';
  family: 'server' | 'city' | 'contact' | 'industry';
}[] = [
  {
    key: 'home',
    route: '/',
    schema: 'A',
    source: 'Home Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'server',
  },
  {
    key: 'services',
    route: '/services',
    schema: 'A',
    source: 'Services Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'server',
  },
  {
    key: 'managed-it',
    route: '/managed-it-services',
    schema: 'A',
    source: 'Managed IT Services Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'server',
  },
  {
    key: 'cybersecurity',
    route: '/cybersecurity',
    schema: 'A',
    source: 'Cybersecurity Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'server',
  },
  {
    key: 'cloud-solutions',
    route: '/cloud-solutions',
    schema: 'A',
    source: 'Cloud Solutions Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'server',
  },
  {
    key: 'it-consulting',
    route: '/it-consulting',
    schema: 'A',
    source: 'IT Consulting Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'server',
  },
  {
    key: 'contact',
    route: '/contact',
    schema: 'B',
    source: 'Contact Page',
    sizeBands: 'standard',
    submitting: 'Sending...',
    family: 'contact',
  },
  {
    key: 'toronto',
    route: '/toronto',
    schema: 'A',
    source: 'Toronto Location Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'city',
  },
  {
    key: 'mississauga',
    route: '/mississauga',
    schema: 'A',
    source: 'Mississauga Location Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'city',
  },
  {
    key: 'markham',
    route: '/markham',
    schema: 'A',
    source: 'Markham Location Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'city',
  },
  {
    key: 'vaughan',
    route: '/vaughan',
    schema: 'A',
    source: 'Vaughan Location Page',
    sizeBands: 'standard',
    submitting: 'Submitting...',
    family: 'city',
  },
  {
    key: 'legal',
    route: '/legal-it-services',
    schema: 'B',
    source: 'Legal IT Services',
    sizeBands: 'legal',
    submitting: 'Sending...',
    family: 'industry',
  },
  {
    key: 'healthcare',
    route: '/healthcare-it-services',
    schema: 'B',
    source: 'Healthcare IT Services',
    sizeBands: 'providers',
    submitting: 'Sending...',
    family: 'industry',
  },
  {
    key: 'manufacturing',
    route: '/manufacturing-it-services',
    schema: 'B',
    source: 'Manufacturing IT Services',
    sizeBands: 'manufacturing',
    submitting: 'Sending...',
    family: 'industry',
  },
  {
    key: 'real-estate',
    route: '/real-estate-it-services',
    schema: 'B',
    source: 'Real Estate IT Services',
    sizeBands: 'providers',
    submitting: 'Sending...',
    family: 'industry',
  },
];

/** §8 toasts by family. */
const toasts: Record<(typeof expected)[number]['family'], Pick<ContactFormConfig, 'success' | 'failure'>> = {
  server: {
    success: {
      title: 'Success!',
      description: {
        kind: 'serverMessage',
        fallback:
          "Thank you! Your free IT assessment request has been received. We'll contact you within 1 business day.",
      },
    },
    failure: {
      title: 'Error',
      description: { kind: 'text', text: 'Failed to submit form. Please try again.' },
    },
  },
  city: {
    success: {
      title: 'Success!',
      description: {
        kind: 'text',
        text: "Your assessment request has been submitted. We'll contact you within 1 business day.",
      },
    },
    failure: {
      title: 'Error',
      description: { kind: 'errorMessage', fallback: 'Something went wrong. Please try again.' },
    },
  },
  contact: {
    success: {
      title: 'Message sent successfully!',
      description: { kind: 'text', text: "We'll get back to you within 1 business day." },
    },
    failure: {
      title: 'Error sending message',
      description: { kind: 'text', text: 'Please try again or call us directly.' },
    },
  },
  industry: {
    success: {
      title: 'Message sent successfully!',
      description: { kind: 'text', text: "We'll get back to you within 24 hours." },
    },
    failure: {
      title: 'Error sending message',
      description: { kind: 'text', text: 'Please try again or call us directly.' },
    },
  },
};

describe('contact forms', () => {
  it('has exactly one form per page source', () => {
    expect(Object.keys(contactForms).sort()).toEqual(expected.map((row) => row.key).sort());
    expect(
      Object.values(contactForms)
        .map((form) => form.source)
        .sort(),
    ).toEqual([...FORM_SOURCES].sort());
  });

  it.each(expected)('$key: schema $schema, source "$source", bands $sizeBands, $submitting', (row) => {
    const form = contactForms[row.key];
    expect(form.page).toBe(row.key);
    expect(routePath(form.route)).toBe(row.route);
    expect(form.schema).toBe(row.schema);
    expect(form.source).toBe(row.source);
    expect(form.sizeBands).toBe(row.sizeBands);
    expect(form.submittingLabel).toBe(row.submitting);
    expect(form.success).toEqual(toasts[row.family].success);
    expect(form.failure).toEqual(toasts[row.family].failure);
    expect(form.keepValuesOnFailure).toBe(true);
    expect(form.anchorId).toBe('contact');
    expect(form.privacyNotice.linkLabel).toContain('Privacy Policy');
  });

  it.each(expected)('$key: textarea is 120 px high on city pages, else 4 rows (§9)', (row) => {
    expect(contactForms[row.key].textarea).toEqual(
      row.family === 'city' ? { minHeightPx: 120 } : { rows: 4 },
    );
  });

  it('labels the company and size fields of the industry pages (§3, §5)', () => {
    expect(contactForms.legal.labels.company).toBe('Law Firm Name');
    expect(contactForms.legal.labels.employees).toMatch(/Attorneys/);
    expect(contactForms.manufacturing.labels.company).toBe('Manufacturing Company');
    expect(contactForms.healthcare.labels.company).toMatch(/Organization/);
    expect(contactForms.healthcare.labels.employees).toMatch(/Providers/);
    expect(contactForms['real-estate'].labels.employees).toMatch(/Agents/);
  });

  it('overrides the messages of healthcare and real estate only (§5; real estate uses form schema B)', () => {
    const overridden = Object.values(contactForms).filter((form) => form.messageOverrides !== undefined);
    expect(overridden.map((form) => form.page).sort()).toEqual(['healthcare', 'real-estate']);
    expect(contactForms.healthcare.messageOverrides).toEqual({
      company: 'Healthcare organization name is required',
      employees: 'Please select organization size',
    });
    expect(contactForms['real-estate'].messageOverrides).toEqual({
      company: 'Real estate company name is required',
    });
  });
});
