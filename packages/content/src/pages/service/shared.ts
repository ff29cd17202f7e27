/** Values the service pages share (split from service-pages.ts so each page is a module of its own). */
import { company } from '../../company.ts';
import type { CtaLink } from '../../types.ts';

export const callCta: CtaLink = {
  label: `Call ${company.phones.main.display}`,
  target: { kind: 'phone', line: 'main' },
};
