import { company } from '../../company.ts';
import { getLocation } from '../../locations.ts';
import type { CityPage } from '../city-pages.ts';
import { assessmentCta, callCta, hoursLine } from './shared.ts';

const markham = getLocation('markham');

/** The Markham page: the Highway 7/404 tech corridor, 25-minute response and same-day visits. */
export const markhamPage: CityPage = {
  locationId: 'markham',
  route: 'markham',
  formKey: 'markham',
  responseMinutes: markham.responseMinutes,
  hero: {
    eyebrow: 'Managed IT Services in Markham',
    title: "IT support for Markham's tech corridor and growing firms",
    subtitle:
      "25-minute response, same-day visits and engineers who speak your developers' language, from Markham Centre to the offices along Highways 404 and 407.",
    proof: `${markham.businessesServed} Markham businesses served · 25-minute response · Same-day visits`,
    ctas: [assessmentCta, callCta],
  },
  localFocus: {
    title: 'IT for a technology town',
    paragraphs: [
      "Markham is home to one of Canada's largest clusters of technology companies, from software start-ups in Markham Centre to engineering and hardware firms along the Highway 404 and 407 corridor and the Highway 7 offices.",
      'Their staff are technical and their customers are often large enterprises that send long security questionnaires. IT has to be solid, fast and out of the way, with evidence ready for the next audit.',
    ],
    points: [
      'Device management for Windows, Mac and Linux developer machines',
      'Readiness for SOC 2 and ISO 27001 audits that enterprise customers ask for',
      'Cost reviews of AWS and Azure accounts',
      'Same-day visits to offices along Highway 7 and Woodbine Avenue',
    ],
  },
  benefits: {
    title: 'Why Markham companies choose us',
    items: [
      {
        title: '25-minute response',
        text: 'A technician is working on your Markham request within 25 minutes.',
        icon: 'timer',
      },
      {
        title: 'Same-day visits',
        text: 'If it needs hands on site, an engineer comes the same day, anywhere in Markham.',
        icon: 'map-pin',
      },
      {
        title: 'Built for tech teams',
        text: 'Admin rights handled properly, developer tools supported, no locked-down laptops that slow engineers.',
        icon: 'code',
      },
      {
        title: 'Ready for enterprise audits',
        text: 'Policies, logs and controls that answer SOC 2, ISO 27001 and customer security reviews.',
        icon: 'file-check',
      },
    ],
  },
  areasServed: {
    title: 'Markham neighbourhoods we serve',
    intro:
      'Thirteen neighbourhoods, from Thornhill and Milliken in the south to Cornell and Wismer Commons in the north.',
    areas: markham.neighbourhoods,
  },
  summaryPanel: {
    title: 'Northline IT in Markham',
    items: [
      { label: 'Response time', value: `${markham.responseMinutes} minutes` },
      { label: 'On-site visits', value: 'Same day across Markham' },
      { label: 'Businesses served', value: markham.businessesServed },
      { label: 'Main corridor', value: 'Highway 7 and Highways 404/407' },
      { label: 'Hours', value: hoursLine },
      { label: 'Phone', value: company.phones.main.display },
    ],
  },
  servingAreasPanel: {
    title: 'Serving all of Markham',
    text: 'From Markham Centre and Unionville to Milliken, Cornell and Angus Glen. Most client offices sit within a few minutes of Highway 7, the 404 or the 407.',
    districts: markham.businessDistricts,
    landmarks: markham.landmarks,
  },
  neighbourhoods: {
    title: 'Markham neighbourhoods we know well',
    cards: [
      {
        name: 'Markham Centre',
        text: 'Software firms and professional offices around the Civic Centre and the York University campus on Highway 7. Fast-growing teams that hire monthly.',
      },
      {
        name: 'Unionville',
        text: 'Clinics, dental offices and small firms around Main Street Unionville. PHIPA-ready systems and quiet, careful installs.',
      },
      {
        name: 'Milliken',
        text: 'Importers, wholesalers and family businesses near Steeles and Kennedy, often with a warehouse behind the office.',
      },
      {
        name: 'Cornell',
        text: 'Newer offices and medical practices near Markham Stouffville Hospital, setting up modern systems from day one.',
      },
    ],
  },
  testimonials: {
    title: 'What Markham clients say',
    ids: ['markham-centre-software', 'markham-unionville-clinic'],
  },
  faqSection: {
    title: 'Questions from Markham companies',
    intro: 'What tech teams ask before they switch providers.',
  },
  faqs: [
    {
      question: 'Do you support software and hardware companies in Markham?',
      answer:
        'Yes, tech companies are most of our Markham clients. We manage Windows, Mac and Linux machines, cloud accounts and developer tools without getting in the way of engineers.',
    },
    {
      question: 'Can you help us prepare for a SOC 2 or ISO 27001 audit?',
      answer:
        'Yes. We put the technical controls in place, such as device management, multi-factor sign-in, logging and backup tests, and produce the evidence auditors ask for.',
    },
    {
      question: 'Do you offer same-day on-site visits in Markham?',
      answer:
        'Yes. We respond within 25 minutes and send an engineer on site the same day when one is needed.',
    },
    {
      question: 'We hire every month. How fast can you set up a new employee?',
      answer:
        "Give us a day's notice and the new hire's laptop, accounts and access are ready on their first morning. Offboarding is just as quick.",
    },
  ],
  contact: {
    title: 'Get your free Markham IT assessment',
    intro:
      "We review your devices, cloud accounts and security and tell you what an enterprise customer's auditor would flag. Report within 5 business days.",
  },
};
