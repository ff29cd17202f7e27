import { cloudSolutionsPage, cybersecurityPage, itConsultingPage, managedItPage } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { servicePageSections } from './service-page-sections.ts';

const keys = (page: Parameters<typeof servicePageSections>[0]) =>
  servicePageSections(page).map((section) => section.key);

describe('servicePageSections', () => {
  it('gives each page the sections of §2, the contact form last', () => {
    expect(keys(managedItPage)).toEqual(['benefits', 'services', 'process', 'faq', 'contact']);
    expect(keys(cybersecurityPage)).toEqual([
      'threats',
      'benefits',
      'services',
      'process',
      'faq',
      'urgent',
      'contact',
    ]);
    expect(keys(cloudSolutionsPage)).toEqual([
      'benefits',
      'strategies',
      'services',
      'process',
      'faq',
      'contact',
    ]);
    expect(keys(itConsultingPage)).toEqual([
      'benefits',
      'expertise',
      'services',
      'process',
      'faq',
      'contact',
    ]);
  });

  it('shows red only on the cybersecurity call-to-action band and alternates the rest', () => {
    for (const page of [managedItPage, cybersecurityPage, cloudSolutionsPage, itConsultingPage]) {
      const sections = servicePageSections(page);
      const urgent = sections.filter((section) => section.tone === 'urgent').map((section) => section.key);
      expect(urgent).toEqual(page === cybersecurityPage ? ['urgent'] : []);
      const calm = sections.filter((section) => section.tone !== 'urgent');
      calm.forEach((section, index) => {
        expect(section.tone).toBe(index % 2 === 0 ? 'default' : 'tinted');
      });
    }
  });
});
