/** Values the industry pages share (split from industry-pages.ts so each page is a module of its own). */
import type { CtaLink, PhoneLine } from '../../types.ts';

export const consultationCta: CtaLink = {
  label: 'Request Free Consultation',
  target: { kind: 'anchor', id: 'contact' },
};
export const servicesCta: CtaLink = { label: 'View Services', target: { kind: 'anchor', id: 'services' } };
export const footerPhones: readonly PhoneLine[] = ['main', 'industry'];
