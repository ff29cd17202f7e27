import { company } from '../../company.ts';
import { getLocation } from '../../locations.ts';
import type { CityPage } from '../city-pages.ts';
import { assessmentCta, callCta, hoursLine } from './shared.ts';

const vaughan = getLocation('vaughan');

/** The Vaughan page: Concord manufacturing and the growth of the VMC, 30-minute response and same-day visits. */
export const vaughanPage: CityPage = {
  locationId: 'vaughan',
  route: 'vaughan',
  formKey: 'vaughan',
  responseMinutes: vaughan.responseMinutes,
  hero: {
    eyebrow: 'Managed IT Services in Vaughan',
    title: "IT for Vaughan's manufacturers and the new offices of the VMC",
    subtitle:
      '30-minute response and same-day visits, from the plants of Concord to the new towers of the Vaughan Metropolitan Centre.',
    proof: `${vaughan.businessesServed} Vaughan businesses served · 30-minute response · Same-day visits`,
    ctas: [assessmentCta, callCta],
  },
  localFocus: {
    title: 'From the shop floor to the VMC',
    paragraphs: [
      'Concord and the employment lands along Highways 7, 400 and 407 are home to hundreds of manufacturers, distributors and trades. Their plants run shop-floor PCs, machine controllers and ERP systems that must stay up through every shift.',
      'A few minutes away, the Vaughan Metropolitan Centre is turning into a second downtown, with new towers beside the subway and firms moving north from Toronto. They need networks, phones and security ready on moving day.',
    ],
    points: [
      'Plant-floor networks separated from office IT so one infected PC cannot stop a line',
      'Support for ERP, MES and machine-shop software',
      'New office fit-outs in VMC towers in as little as three weeks',
      'Same-day visits to Concord, Woodbridge and Maple',
    ],
  },
  benefits: {
    title: 'Why Vaughan businesses choose us',
    items: [
      {
        title: '30-minute response',
        text: 'A technician is working on your Vaughan request within 30 minutes, with same-day visits.',
        icon: 'timer',
      },
      {
        title: 'Shop-floor ready',
        text: 'We support the old machine PCs you cannot replace and keep them safe on their own network.',
        icon: 'factory',
      },
      {
        title: 'New office fit-outs',
        text: 'Cabling, Wi-Fi, phones, printers and laptops ready the day you move into your new space.',
        icon: 'building-2',
      },
      {
        title: 'Fraud and ransomware protection',
        text: 'Email checks and payment call-back rules that stop fake supplier invoices.',
        icon: 'shield-alert',
      },
    ],
  },
  areasServed: {
    title: 'Vaughan areas we serve',
    intro: 'Twelve areas, from the Vaughan Metropolitan Centre to Kleinburg.',
    areas: vaughan.neighbourhoods,
  },
  summaryPanel: {
    title: 'Northline IT in Vaughan',
    items: [
      { label: 'Response time', value: `${vaughan.responseMinutes} minutes` },
      { label: 'On-site visits', value: 'Same day across Vaughan' },
      { label: 'Businesses served', value: vaughan.businessesServed },
      { label: 'Specialty', value: 'Manufacturing and distribution' },
      { label: 'Hours', value: hoursLine },
      { label: 'Phone', value: company.phones.main.display },
    ],
  },
  servingAreasPanel: {
    title: 'Serving all of Vaughan',
    text: 'From Concord and the VMC to Woodbridge, Maple and Kleinburg. Highways 400, 407 and 7 put most Vaughan sites within easy reach.',
    districts: vaughan.businessDistricts,
    landmarks: vaughan.landmarks,
  },
  neighbourhoods: {
    title: 'Vaughan areas we know well',
    cards: [
      {
        name: 'Concord',
        text: 'Machine shops, fabricators and distributors between Highway 7 and Steeles, near the MacMillan Rail Yard. Plant networks, ERP and three-shift support.',
      },
      {
        name: 'Vaughan Metropolitan Centre',
        text: 'New office towers around the subway station at Highway 7 and Jane. Fit-outs, cloud phones and secure Wi-Fi for firms moving in.',
      },
      {
        name: 'Woodbridge',
        text: 'Family-owned builders, importers and professional offices along Highway 7 and Islington, often run by a second generation modernizing old systems.',
      },
      {
        name: 'Maple',
        text: 'Clinics, dental offices and small firms near Cortellucci Vaughan Hospital and Major Mackenzie Drive.',
      },
    ],
  },
  testimonials: {
    title: 'What Vaughan clients say',
    ids: ['vaughan-concord-machining', 'vaughan-vmc-realty'],
  },
  faqSection: {
    title: 'Questions from Vaughan businesses',
    intro: 'What plant managers and new VMC tenants ask us.',
  },
  faqs: [
    {
      question: 'Can you support plant-floor computers and CNC controllers?',
      answer:
        'Yes. We keep older machine PCs running, isolate them on their own network segment and monitor them, so office problems cannot stop production.',
    },
    {
      question: 'We are moving into a new office at the VMC. How early should we call you?',
      answer:
        'Six to eight weeks before moving day is ideal, so internet and cabling can be ordered. We have done complete fit-outs in three weeks when needed.',
    },
    {
      question: 'What is your response time in Vaughan?',
      answer:
        'A technician is working on your request within 30 minutes, and on-site visits happen the same day.',
    },
    {
      question: 'Can you stop fake supplier invoices and payment fraud?',
      answer:
        'Yes. We add email authentication and filtering, flag look-alike domains and help you set a call-back rule for any change to banking details.',
    },
  ],
  contact: {
    title: 'Get your free Vaughan IT assessment',
    intro:
      'We visit your plant or office, review your network and security and send a written report within 5 business days.',
  },
};
