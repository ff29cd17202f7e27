import { company } from '../../company.ts';
import { getLocation } from '../../locations.ts';
import type { CityPage } from '../city-pages.ts';
import { assessmentCta, callCta, hoursLine } from './shared.ts';

const toronto = getLocation('toronto');

/** The Toronto page: Financial District law and finance firms, downtown office, 15-minute response. */
export const torontoPage: CityPage = {
  locationId: 'toronto',
  route: 'toronto',
  formKey: 'toronto',
  responseMinutes: toronto.responseMinutes,
  hero: {
    eyebrow: 'Managed IT Services in Toronto',
    title: 'IT support for Toronto businesses, from King and Bay to North York',
    subtitle:
      'A technician on your problem in under 15 minutes and an engineer at your door the same day. Law firms, finance teams and offices across 17 Toronto neighbourhoods rely on us.',
    proof: `Downtown since 2012 · ${toronto.businessesServed} Toronto businesses served · ${company.rating.display}`,
    ctas: [assessmentCta, callCta],
  },
  localFocus: {
    title: 'Built for the Financial District',
    paragraphs: [
      'Our office is a short walk from King and Bay. Many of our Toronto clients are law firms, wealth managers, accountants and insurance brokers in the towers above the PATH, where a frozen laptop before a closing or a filing deadline costs real money.',
      'These firms answer to the Law Society of Ontario, to securities regulators and to clients who ask hard security questions. We set up the document management, multi-factor sign-in, encrypted email and audit logs that let them answer with evidence.',
    ],
    points: [
      'Engineers downtown: most Financial District offices see one within the hour',
      'Support for iManage, NetDocuments, Clio, PCLaw and financial planning platforms',
      'Changes made after hours so closings, trading and billing days are never interrupted',
      'Evidence packs for Law Society, regulator and cyber-insurance questionnaires',
    ],
  },
  benefits: {
    title: 'Why Toronto firms choose us',
    items: [
      {
        title: '15-minute response',
        text: 'A Toronto technician is working on your request in under 15 minutes, every business day.',
        icon: 'timer',
      },
      {
        title: 'Same-day on-site visits',
        text: 'Downtown, Midtown, North York, Etobicoke or Scarborough: if it needs hands, we come the same day.',
        icon: 'map-pin',
      },
      {
        title: 'Security for regulated firms',
        text: "Controls and audit trails that satisfy the Law Society, auditors and your clients' security reviews.",
        icon: 'shield-check',
      },
      {
        title: 'One team for every office',
        text: 'A downtown head office and a North York branch on one network, one help desk and one bill.',
        icon: 'building',
      },
    ],
  },
  areasServed: {
    title: 'Toronto areas we serve',
    intro: 'Seventeen neighbourhoods and business districts, with engineers based downtown.',
    areas: toronto.neighbourhoods,
  },
  summaryPanel: {
    title: 'Northline IT in Toronto',
    items: [
      { label: 'Response time', value: `${toronto.responseMinutes} minutes` },
      { label: 'On-site visits', value: 'Same day; downtown often within the hour' },
      {
        label: 'Office',
        value: `${company.address.streetAddress}, ${company.address.locality}, ${company.address.region} ${company.address.postalCode}`,
      },
      { label: 'Businesses served', value: toronto.businessesServed },
      { label: 'Hours', value: hoursLine },
      { label: 'Phone', value: company.phones.main.display },
    ],
  },
  servingAreasPanel: {
    title: 'Serving all of Toronto',
    text: 'From the towers of the Financial District to North York Centre, Don Mills, Etobicoke and Scarborough. Downtown, our engineers walk the PATH; everywhere else they drive, so a closed Gardiner does not mean a missed visit.',
    districts: toronto.businessDistricts,
    landmarks: toronto.landmarks,
  },
  neighbourhoods: {
    title: 'Toronto neighbourhoods we know well',
    cards: [
      {
        name: 'Financial District',
        text: 'Law firms, wealth managers and insurers in the towers around King and Bay. We know the building access rules and the after-hours change windows.',
      },
      {
        name: 'King West and Liberty Village',
        text: 'Start-ups, agencies and studios in converted warehouses. Fast Wi-Fi, Macs, cloud apps and teams that double in a year.',
      },
      {
        name: 'Yorkville',
        text: 'Boutique wealth managers, clinics and design firms on Bloor and Cumberland. Quiet installs, tidy cabling and white-glove support.',
      },
      {
        name: 'Discovery District',
        text: 'Research groups and health-tech firms around MaRS and the University Avenue hospitals, where patient data must stay PHIPA-compliant.',
      },
      {
        name: 'North York Centre',
        text: 'Head offices and professional firms along Yonge Street north of Highway 401, with larger networks across several floors.',
      },
    ],
  },
  testimonials: {
    title: 'What Toronto clients say',
    ids: ['toronto-financial-district-law', 'toronto-yorkville-wealth'],
  },
  faqSection: {
    title: 'Questions from Toronto businesses',
    intro: 'What Financial District firms ask us most.',
  },
  faqs: [
    {
      question: 'Do you have an office in Toronto?',
      answer:
        'Yes. Our office is downtown, near King and Bay, and our engineers cover the whole city, from Etobicoke to Scarborough and north to North York Centre.',
    },
    {
      question: 'How quickly can an engineer reach our Financial District office?',
      answer:
        'We start work on your request in under 15 minutes, usually remotely. When someone needs to come in, most Financial District offices see an engineer within the hour, and anywhere in Toronto the same day.',
    },
    {
      question: 'Do you work with Toronto law firms?',
      answer:
        'Yes, law firms are a large share of our Toronto clients. We support document management and practice software and set up the confidentiality controls the Law Society of Ontario expects.',
    },
    {
      question: 'Can you make changes after hours so our trading or billing days are not disrupted?',
      answer:
        'Yes. Updates, moves and upgrades are scheduled for evenings and weekends at no extra charge for managed clients.',
    },
  ],
  contact: {
    title: 'Get your free Toronto IT assessment',
    intro:
      'An engineer from our downtown team reviews your setup on site or remotely and sends a written report within 5 business days.',
  },
};
