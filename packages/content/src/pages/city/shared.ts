/** Values the city pages share (split from city-pages.ts so each page is a module of its own). */
import { company } from '../../company.ts';
import type { CtaLink } from '../../types.ts';

export const assessmentCta: CtaLink = {
  label: 'Get Free Assessment',
  target: { kind: 'anchor', id: 'contact' },
};
export const callCta: CtaLink = {
  label: `Call ${company.phones.main.display}`,
  target: { kind: 'phone', line: 'main' },
};
export const hoursLine = 'Mon-Fri 8 a.m.-6 p.m., Sat 9 a.m.-5 p.m.; 24/7 emergencies for managed clients';
