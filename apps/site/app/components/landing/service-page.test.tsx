// @vitest-environment jsdom
import {
  cloudSolutionsPage,
  company,
  contactForms,
  cybersecurityPage,
  itConsultingPage,
  managedItPage,
} from '@northline/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headingLevels, renderPage, skippedHeading } from './landing-test-helpers.tsx';
import { ServicePage } from './service-page.tsx';
import type { ServicePageContent } from './service-page-sections.ts';

const pages = [
  ['managed IT', managedItPage],
  ['cybersecurity', cybersecurityPage],
  ['cloud solutions', cloudSolutionsPage],
  ['IT consulting', itConsultingPage],
] as const satisfies readonly (readonly [string, ServicePageContent])[];

const section = (name: string) => screen.getByRole('region', { name });

describe.each(pages)('the %s page', (_name, page) => {
  it('has one h1, the hero title, and headings that never skip a level', () => {
    const { container } = renderPage(<ServicePage page={page} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      page.hero.title,
    ]);
    expect(skippedHeading(headingLevels(container))).toBeUndefined();
  });

  it('shows the benefits, the six services and the four steps of §2', () => {
    renderPage(<ServicePage page={page} />);
    expect(within(section(page.benefits.title)).getAllByRole('listitem').length).toBeGreaterThanOrEqual(
      page.benefits.items.length,
    );
    const services = within(section(page.services.title));
    expect(services.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      page.services.items.map((card) => card.title),
    );
    const steps = within(section(page.process.title));
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      page.process.steps.map((step) => step.title),
    );
  });

  it("puts the page's own form in the #contact section, and shows every FAQ question", () => {
    const { container } = renderPage(<ServicePage page={page} />);
    const contact = container.querySelector('section#contact');
    expect(contact).not.toBeNull();
    const form = within(contact as HTMLElement).getByRole('form', { name: page.contact.title });
    expect(within(form).getByRole('button', { name: contactForms[page.formKey].submitLabel })).toBeTruthy();
    for (const faq of page.faqs) expect(screen.getByRole('button', { name: faq.question })).toBeTruthy();
  });

  it('uses icons only as decoration and no images', () => {
    const { container } = renderPage(<ServicePage page={page} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    for (const svg of container.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('page-specific sections', () => {
  it('managed IT: Assessment, Planning, Implementation, Monitoring', () => {
    renderPage(<ServicePage page={managedItPage} />);
    const steps = within(section(managedItPage.process.title)).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Assessment',
      'Planning',
      'Implementation',
      'Monitoring',
    ]);
  });

  it('cybersecurity: four threat cards and a red band with the phone', () => {
    const { container } = renderPage(<ServicePage page={cybersecurityPage} />);
    const threats = within(section(cybersecurityPage.threats.title)).getAllByRole('heading', { level: 3 });
    expect(threats.map((threat) => threat.textContent)).toEqual([
      'Ransomware',
      'Phishing',
      'Network Intrusions',
      'Data Breaches',
    ]);
    const band = section(cybersecurityPage.ctaBand.title);
    expect(band.className).toMatch(/urgent/);
    expect(within(band).getByRole('link', { name: `Call ${company.phones.main.display}` })).toHaveProperty(
      'href',
      company.phones.main.href,
    );
    expect(container.querySelectorAll('[class*="urgent"]').length).toBeGreaterThan(0);
  });

  it('cloud solutions: Public, Private and Hybrid, each with its best-for line', () => {
    renderPage(<ServicePage page={cloudSolutionsPage} />);
    const strategies = within(section(cloudSolutionsPage.strategies.title));
    for (const strategy of cloudSolutionsPage.strategies.items) {
      expect(strategies.getByRole('heading', { name: strategy.title })).toBeTruthy();
      expect(strategies.getByText(strategy.bestFor)).toBeTruthy();
    }
  });

  it('IT consulting: four expertise cards', () => {
    renderPage(<ServicePage page={itConsultingPage} />);
    expect(
      within(section(itConsultingPage.expertise.title)).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(4);
  });

  it('only cybersecurity has the red band', () => {
    for (const page of [managedItPage, cloudSolutionsPage, itConsultingPage]) {
      const { container, unmount } = renderPage(<ServicePage page={page} />);
      expect(container.querySelector('section[class*="urgent"]')).toBeNull();
      unmount();
    }
  });
});
