import { describe, expect, it } from 'vitest';
import {
  blogPage,
  caseStudies,
  chatWidget,
  chatWidgetTexts,
  cityPages,
  claims,
  company,
  getIndustry,
  getLocation,
  getService,
  getTestimonial,
  industries,
  industryPages,
  locations,
  prices,
  privacyPolicy,
  RESPONSE_MINUTES,
  readTimeLabel,
  servicePages,
  services,
  TERMS,
  termsOfService,
  testimonials,
} from './index.ts';

describe('company (§1, §9)', () => {
  it('has one name, two phone lines, one email, and the facts of §1 and §3', () => {
    expect(company.name).toBe('Northline IT');
    expect(company.fullTitle).toBe('Northline IT — Managed IT Services for Toronto & the GTA');
    expect(company.phones.main).toEqual({
      display: '(416) 555-0142',
      e164: '+14165550142',
      href: 'tel:+14165550142',
    });
    expect(company.phones.industry.display).toBe('(647) 555-0186');
    expect(company.email).toBe('hello@northline-it.example');
    expect(company.foundingYear).toBe(2012);
    expect(company.rating).toMatchObject({ value: 4.9, best: 5, count: 150 });
    expect(company.priceRange).toBe('$$');
    expect(company.currency).toBe('CAD');
    expect(company.serviceRadiusKm).toBe(25);
    expect(company.areaServed).toEqual(['toronto', 'mississauga', 'markham', 'vaughan']);
  });

  it('flags the downtown M5H address as a placeholder', () => {
    expect(company.address.postalCode.startsWith('M5H')).toBe(true);
    expect(company.address.locality).toBe('Toronto');
    expect(company.address.isPlaceholder).toBe(true);
  });

  it('is open Mon-Fri 08:00-18:00 and Sat 09:00-17:00, with 24/7 emergency support', () => {
    expect(company.hours.rules).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { days: ['Saturday'], opens: '09:00', closes: '17:00' },
    ]);
    expect(company.hours.emergency).toContain('24/7');
  });

  it('has the prices of §9 in CAD', () => {
    expect(prices.managedIt).toMatchObject({ amountCad: 99, unit: 'per-user-per-month' });
    expect(prices.managedIt.display).toBe('From $99 per user per month');
    expect(prices.securityAssessment).toMatchObject({ amountCad: 299, from: true });
    expect(prices.cloudMigration).toMatchObject({ amountCad: 499, from: true });
    expect(prices.consultingHourly).toMatchObject({ amountCad: 150, unit: 'per-hour' });
    expect(prices.consultingHourly.display).toBe('$150 per hour');
  });

  it('promises 15, 20, 25 and 30 minutes by city, 30 elsewhere, and 5-minute incident response', () => {
    expect(RESPONSE_MINUTES).toEqual({ toronto: 15, mississauga: 20, markham: 25, vaughan: 30, other: 30 });
    expect(claims.incidentResponseMinutes.value).toBe(5);
  });

  it('has the claims of §1 and §9', () => {
    expect(claims.yearsInBusiness.display).toBe('12+');
    expect(claims.clients.display).toBe('500+');
    expect(claims.uptimePercent.value).toBe(99.9);
    expect(claims.moneyBackGuaranteeDays.value).toBe(60);
    expect(claims.riskReductionPercent.value).toBe(85);
    expect(claims.productivityGainPercent.value).toBe(25);
  });
});

describe('services, industries, locations (§3)', () => {
  it('has the six services in order, each priced in CAD', () => {
    expect(services.map((s) => s.id)).toEqual([
      'managed-it',
      'cybersecurity',
      'cloud-solutions',
      'it-consulting',
      'backup-recovery',
      'help-desk',
    ]);
    for (const service of services) {
      expect(service.startingPrice.amountCad).toBeGreaterThan(0);
      expect(service.benefits.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the six industries in order', () => {
    expect(industries.map((i) => i.id)).toEqual([
      'healthcare',
      'legal',
      'manufacturing',
      'real-estate',
      'financial',
      'professional',
    ]);
  });

  it('has the eight locations with Toronto as the default', () => {
    expect(locations.map((l) => l.id)).toEqual([
      'toronto',
      'mississauga',
      'markham',
      'vaughan',
      'richmond-hill',
      'brampton',
      'oakville',
      'burlington',
    ]);
    expect(locations.filter((l) => l.isDefault).map((l) => l.id)).toEqual(['toronto']);
  });

  it('places each city roughly where it is', () => {
    const toronto = getLocation('toronto').coordinates;
    const north = ['markham', 'vaughan', 'richmond-hill'] as const;
    const west = ['mississauga', 'brampton', 'oakville', 'burlington'] as const;
    for (const id of north) expect(getLocation(id).coordinates.lat).toBeGreaterThan(toronto.lat);
    for (const id of west) expect(getLocation(id).coordinates.lng).toBeLessThan(toronto.lng);
  });
});

describe('city pages (§2)', () => {
  it('lists 17, 13, 13 and 12 areas served', () => {
    expect(cityPages.toronto.areasServed.areas).toHaveLength(17);
    expect(cityPages.mississauga.areasServed.areas).toHaveLength(13);
    expect(cityPages.markham.areasServed.areas).toHaveLength(13);
    expect(cityPages.vaughan.areasServed.areas).toHaveLength(12);
  });

  it('lists Markham and Vaughan exactly as §2 does', () => {
    expect(cityPages.markham.areasServed.areas).toEqual([
      'Markham Centre',
      'Unionville',
      'Thornhill',
      'Milliken',
      'Markville',
      'Cornell',
      'Angus Glen',
      'Cachet',
      'Berczy Village',
      'Raymerville',
      'Victoria Square',
      'Legacy',
      'Wismer Commons',
    ]);
    expect(cityPages.vaughan.areasServed.areas).toEqual([
      'Vaughan Metropolitan Centre',
      'Thornhill',
      'Woodbridge',
      'Maple',
      'Concord',
      'Kleinburg',
      'Vellore Village',
      'Brownridge',
      'Crestwood',
      'Patterson',
      'Beverley Glen',
      'Edgeley',
    ]);
  });

  it('promises 15, 20, 25 and 30 minutes', () => {
    expect(cityPages.toronto.responseMinutes).toBe(15);
    expect(cityPages.mississauga.responseMinutes).toBe(20);
    expect(cityPages.markham.responseMinutes).toBe(25);
    expect(cityPages.vaughan.responseMinutes).toBe(30);
  });

  it('says 20 minutes in the Mississauga summary panel too (one value where the page said two)', () => {
    const response = cityPages.mississauga.summaryPanel.items.find((item) => item.label === 'Response time');
    expect(response?.value).toBe('20 minutes');
  });

  it('gives Markham four benefit cards and every page two testimonials', () => {
    expect(cityPages.markham.benefits.items).toHaveLength(4);
    for (const page of Object.values(cityPages)) expect(page.testimonials.ids).toHaveLength(2);
  });
});

describe('service and industry pages (§2)', () => {
  it('has the four-step processes named as §2 names them', () => {
    const steps = (id: keyof typeof servicePages) => servicePages[id].process.steps.map((s) => s.title);
    expect(steps('managed-it')).toEqual(['Assessment', 'Planning', 'Implementation', 'Monitoring']);
    expect(steps('cybersecurity')).toEqual(['Assess', 'Protect', 'Detect', 'Respond']);
    expect(steps('cloud-solutions')).toEqual(['Assessment', 'Planning', 'Migration', 'Optimization']);
    expect(steps('it-consulting')).toEqual(['Discovery', 'Analysis', 'Strategy', 'Implementation']);
  });

  it('has six service cards on every service and industry page', () => {
    for (const page of [...Object.values(servicePages), ...Object.values(industryPages)])
      expect(page.services.items).toHaveLength(6);
  });

  it('has the cybersecurity threats, cloud strategies and consulting expertise of §2', () => {
    expect(servicePages.cybersecurity.threats.items.map((t) => t.title)).toEqual([
      'Ransomware',
      'Phishing',
      'Network Intrusions',
      'Data Breaches',
    ]);
    expect(servicePages['cloud-solutions'].strategies.items.map((s) => s.title)).toEqual([
      'Public Cloud',
      'Private Cloud',
      'Hybrid Cloud',
    ]);
    for (const strategy of servicePages['cloud-solutions'].strategies.items)
      expect(strategy.bestFor).toMatch(/^Best for: /);
    expect(servicePages['it-consulting'].expertise.items).toHaveLength(4);
    expect(servicePages.cybersecurity.ctaBand.title).not.toBe('');
  });

  it('builds the real estate page as §2 describes it', () => {
    const page = industryPages['real-estate'];
    expect(page.hero.ctas.map((c) => c.target)).toEqual([
      { kind: 'anchor', id: 'contact' },
      { kind: 'anchor', id: 'services' },
    ]);
    expect(page.highlights?.items.map((h) => h.title)).toEqual([
      'Data Security',
      'CRM Integration',
      'Mobile Solutions',
    ]);
    for (const card of page.services.items) expect(card.bullets).toHaveLength(4);
    expect(page.compliance.groups.map((g) => g.title)).toEqual([
      'PIPEDA',
      'RECO',
      'MLS Data Security',
      'Financial Transaction Security',
    ]);
    const routes = page.relatedLinks?.links.map((l) => (l.target.kind === 'route' ? l.target.route : ''));
    expect(routes).toEqual(
      expect.arrayContaining([
        'managed-it-services',
        'cybersecurity',
        'toronto',
        'mississauga',
        'markham',
        'vaughan',
      ]),
    );
  });

  it('shows both phone lines in the industry-page footers', () => {
    for (const page of Object.values(industryPages)) expect(page.footerPhones).toEqual(['main', 'industry']);
  });
});

describe('case studies and testimonials (§2, §3)', () => {
  it('has four case studies, one per industry page, each with an investment in CAD', () => {
    expect(caseStudies.map((c) => c.industryId)).toEqual([
      'healthcare',
      'legal',
      'manufacturing',
      'real-estate',
    ]);
    for (const study of caseStudies) {
      expect(study.investment.setupCad).toBeGreaterThan(0);
      expect(study.investment.display).toMatch(/^\$[\d,]+ one-time \+ \$[\d,]+\/month$/);
      expect(study.timeframe).toMatch(/^\d+ weeks$/);
      expect(study.results.length).toBeGreaterThan(0);
    }
  });

  it('rates every testimonial 5', () => {
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(5);
  });
});

describe('blog (§2)', () => {
  it('has the category counts of §2', () => {
    expect(blogPage.categories.map((c) => [c.name, c.count])).toEqual([
      ['All', 24],
      ['Cybersecurity', 8],
      ['Cloud Solutions', 6],
      ['IT Management', 5],
      ['Business Tips', 5],
    ]);
  });

  it('has one featured and six recent articles with ISO dates, and four resources', () => {
    const articles = [blogPage.featured.article, ...blogPage.recent.articles];
    expect(blogPage.recent.articles).toHaveLength(6);
    for (const article of articles) {
      expect(article.date.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.slug).toMatch(/^[a-z0-9-]+$/);
      expect(article.category).not.toBe('all');
    }
    expect(new Set(articles.map((a) => a.slug)).size).toBe(7);
    expect(blogPage.resources.items).toHaveLength(4);
    expect(readTimeLabel(9)).toBe('9 min read');
  });
});

describe('privacy policy and terms (§2, §9)', () => {
  it('has nine and twelve numbered sections, last updated January 11, 2025', () => {
    expect(privacyPolicy.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(termsOfService.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const doc of [privacyPolicy, termsOfService])
      expect(doc.lastUpdated).toEqual({ iso: '2025-01-11', display: 'January 11, 2025' });
  });

  it('names PIPEDA and the Privacy Commissioner in the privacy policy', () => {
    const all = JSON.stringify(privacyPolicy);
    expect(all).toContain('PIPEDA');
    expect(all).toContain('Privacy Commissioner of Canada');
  });

  it('writes the §9 constants into the terms', () => {
    expect(TERMS).toMatchObject({
      uptimeTargetPercent: 99.9,
      paymentDueDays: 30,
      lateInterestPercentPerMonth: 1.5,
      suspensionAfterDaysOverdue: 60,
      priceChangeNoticeDays: 30,
      terminationNoticeDays: 30,
      liabilityCapMonths: 12,
    });
    const all = JSON.stringify(termsOfService);
    for (const phrase of [
      'within 2 hours',
      'within 4 hours',
      'next business day',
      'within 48 hours',
      '99.9% per calendar month',
      'due within 30 days',
      '1.5% per month',
      '60 or more days overdue',
      'at least 30 days written notice',
      'giving 30 days written notice',
      'the fees you paid us in the 12 months',
      'Province of Ontario',
    ])
      expect(all).toContain(phrase);
  });
});

describe('lookups and chat copy', () => {
  it('finds records by id and throws on an unknown one', () => {
    expect(getService('managed-it').startingPrice.amountCad).toBe(99);
    expect(getIndustry('real-estate').route).toBe('real-estate-it-services');
    expect(getTestimonial('vaughan-concord-machining').neighbourhood).toBe('Concord');
    expect(() => getTestimonial('nobody')).toThrow('Unknown testimonial id "nobody"');
  });

  it('has the chat widget texts of §2 and §8', () => {
    expect(chatWidget.launcherLabel).toBe('Chat with IT Expert');
    expect(chatWidget.title).toBe('IT Sales Consultant');
    expect(chatWidget.typing).toBe('Typing...');
    expect(chatWidget.inputPlaceholder).toBe('Type your message...');
    expect(chatWidget.footerCall).toBe('Or call: (416) 555-0142');
    expect(chatWidget.errorToast).toEqual({
      title: 'Error',
      description:
        "Sorry, I'm having trouble responding. Please call (416) 555-0142 for immediate assistance.",
    });
    expect(chatWidget.greeting).toContain('managed IT services');
    expect(chatWidget.greeting).toMatch(/IT challenges .*\?$/);
  });

  it("writes the widgets' default texts with the company's name and no phone but the placeholder", () => {
    // widget-texts.ts imports nothing at run time (the widgets bundle it), so it spells the name out.
    expect(chatWidgetTexts.companyLine.startsWith(`${company.name} ·`)).toBe(true);
    expect(chatWidgetTexts.greeting).toContain(`the ${company.name} assistant`);
    expect(JSON.stringify(chatWidgetTexts)).not.toContain(company.phones.main.display);
    expect(chatWidgetTexts.footerCall).toBe('Or call: {phone}');
  });
});
