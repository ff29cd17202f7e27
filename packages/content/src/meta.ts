/**
 * Titles, meta descriptions and keywords of every route (specification §2 "Every page sets its own
 * metadata"). Each title is unique; each description is written to fit in 160 characters (§9), so the SEO
 * layer's truncation (157 plus an ellipsis) never has to cut one.
 */

import type { RouteKey } from './routes.ts';
import type { IsoDate, LocationId, ServiceId } from './types.ts';

/** Longest meta description, in characters (§2, §9). */
export const META_DESCRIPTION_MAX = 160;

/** The metadata inputs of one route (§3 "Page metadata inputs", minus what the SEO layer derives). */
export interface PageMeta {
  /** Document title, unique across routes. */
  title: string;
  /** Meta description, at most {@link META_DESCRIPTION_MAX} characters. */
  description: string;
  /** Meta keywords. */
  keywords: readonly string[];
  /** Social-preview title, when it differs from `title`. */
  ogTitle?: string;
  /** The location the page is about (geo tags); Toronto when absent (§3 default). */
  locationId?: LocationId;
  /** The service the page sells, when it sells one. */
  serviceId?: ServiceId;
  /** Date the page's content last changed (sitemap lastmod). */
  lastModified: IsoDate;
}

const LAUNCH: IsoDate = '2025-01-11';

/** Metadata of every route, by route key (§2). */
export const pageMeta: Readonly<Record<RouteKey, PageMeta>> = {
  home: {
    title: 'Managed IT Services Toronto & GTA | Northline IT',
    description:
      'Managed IT, cybersecurity and cloud for Toronto and GTA businesses. Response in under 15 minutes, 99.9% uptime, from $99 per user per month.',
    keywords: [
      'managed IT services Toronto',
      'IT support GTA',
      'cybersecurity Toronto',
      'cloud solutions Toronto',
    ],
    ogTitle: 'Northline IT — Managed IT Services for Toronto & the GTA',
    lastModified: LAUNCH,
  },
  services: {
    title: 'IT Services & Pricing for GTA Businesses | Northline IT',
    description:
      'Managed IT from $99/user/month, security assessments from $299, cloud migrations from $499 and consulting at $150/hour. Prices in CAD.',
    keywords: ['IT services pricing Toronto', 'managed IT cost GTA', 'IT services for small business'],
    lastModified: LAUNCH,
  },
  about: {
    title: 'About Us: Toronto IT Team Since 2012 | Northline IT',
    description:
      'A Toronto managed IT provider since 2012: 500+ clients, 99.9% uptime, 24/7 support, certified engineers and a 60-day money-back guarantee.',
    keywords: ['about Northline IT', 'Toronto IT company', 'managed service provider since 2012'],
    lastModified: LAUNCH,
  },
  contact: {
    title: 'Contact Northline IT | IT Support in Toronto',
    description:
      'Call (416) 555-0142 or send a message. We reply within 1 business day; managed clients get 24/7 emergency support across the GTA.',
    keywords: ['contact IT support Toronto', 'IT emergency Toronto', 'free IT assessment'],
    lastModified: LAUNCH,
  },
  'case-studies': {
    title: 'IT Case Studies: Clinic, Law Firm, Plant, Brokerage | Northline IT',
    description:
      'How a North York clinic, a Bay Street law firm, a Brampton plant and an Oakville brokerage fixed their IT: timelines, costs and results.',
    keywords: ['IT case studies Toronto', 'managed IT results', 'cybersecurity case study'],
    lastModified: LAUNCH,
  },
  blog: {
    title: 'IT Blog & Free Resources for Businesses | Northline IT',
    description:
      'Plain-language articles on cybersecurity, cloud and IT management for GTA businesses, plus free checklists and templates.',
    keywords: ['IT blog Toronto', 'cybersecurity tips', 'cloud migration checklist', 'IT budget template'],
    lastModified: '2025-01-08',
  },
  'managed-it-services': {
    title: 'Managed IT Services in Toronto from $99/User | Northline IT',
    description:
      'Help desk, 24/7 monitoring, patching, backup and security for one fixed price from $99 per user per month. Under 15-minute response in Toronto.',
    keywords: [
      'managed IT services Toronto',
      'outsourced IT support',
      'IT help desk GTA',
      'network monitoring',
    ],
    serviceId: 'managed-it',
    lastModified: LAUNCH,
  },
  cybersecurity: {
    title: 'Cybersecurity Services Toronto | Northline IT',
    description:
      'Ransomware and phishing protection, 24/7 monitoring and 5-minute incident response for GTA businesses. Security assessments from $299.',
    keywords: ['cybersecurity Toronto', 'ransomware protection', 'security assessment', 'phishing training'],
    serviceId: 'cybersecurity',
    lastModified: LAUNCH,
  },
  'cloud-solutions': {
    title: 'Cloud Migration & Solutions Toronto | Northline IT',
    description:
      'Move to Microsoft 365, Azure or AWS without downtime. Public, private and hybrid cloud for GTA businesses. Migrations from $499.',
    keywords: ['cloud migration Toronto', 'Microsoft 365 migration', 'hybrid cloud', 'Azure GTA'],
    serviceId: 'cloud-solutions',
    lastModified: LAUNCH,
  },
  'it-consulting': {
    title: 'IT Consulting & Strategy Toronto | Northline IT',
    description:
      'Vendor-neutral IT strategy, roadmaps, budgets and virtual CIO services for GTA businesses, at $150 per hour with estimates up front.',
    keywords: ['IT consulting Toronto', 'IT strategy', 'virtual CIO', 'technology roadmap'],
    serviceId: 'it-consulting',
    lastModified: LAUNCH,
  },
  toronto: {
    title: 'IT Support Toronto: 15-Minute Response | Northline IT',
    description:
      'Managed IT for Toronto businesses from the Financial District to North York. 15-minute response, same-day visits, 17 neighbourhoods served.',
    keywords: [
      'IT support Toronto',
      'managed IT Financial District',
      'law firm IT Toronto',
      'IT services North York',
    ],
    locationId: 'toronto',
    lastModified: LAUNCH,
  },
  mississauga: {
    title: 'IT Support Mississauga: Offices & Logistics | Northline IT',
    description:
      'Managed IT for Mississauga offices, warehouses and logistics firms, from Square One to the Airport Corporate Centre. 20-minute response.',
    keywords: [
      'IT support Mississauga',
      'logistics IT support',
      'Airport Corporate Centre IT',
      'Square One IT services',
    ],
    locationId: 'mississauga',
    lastModified: LAUNCH,
  },
  markham: {
    title: 'IT Support Markham: Tech Corridor | Northline IT',
    description:
      'IT support for Markham tech firms and clinics along Highway 7 and the 404. 25-minute response, same-day visits, 13 neighbourhoods served.',
    keywords: [
      'IT support Markham',
      'tech company IT York Region',
      'Highway 7 IT services',
      'Unionville IT support',
    ],
    locationId: 'markham',
    lastModified: LAUNCH,
  },
  vaughan: {
    title: 'IT Support Vaughan: Manufacturing & VMC | Northline IT',
    description:
      'IT for Vaughan manufacturers in Concord and new offices at the VMC. Plant-floor networks, 30-minute response and same-day visits.',
    keywords: ['IT support Vaughan', 'manufacturing IT Concord', 'VMC office IT', 'Woodbridge IT services'],
    locationId: 'vaughan',
    lastModified: LAUNCH,
  },
  'legal-it-services': {
    title: 'Law Firm IT Services Toronto | Northline IT',
    description:
      'Secure IT for Ontario law firms: document management, practice software, encrypted client communication and Law Society-ready security.',
    keywords: [
      'law firm IT Toronto',
      'legal IT support',
      'IT for lawyers Ontario',
      'legal document management',
    ],
    lastModified: LAUNCH,
  },
  'healthcare-it-services': {
    title: 'Healthcare IT Services & PHIPA Compliance | Northline IT',
    description:
      'EMR support, telemedicine, Canadian cloud hosting and PHIPA-ready security for GTA clinics, dental offices and family health teams.',
    keywords: ['healthcare IT Toronto', 'clinic IT support', 'PHIPA compliance', 'EMR support Ontario'],
    lastModified: LAUNCH,
  },
  'manufacturing-it-services': {
    title: 'Manufacturing IT Services GTA | Northline IT',
    description:
      'Industrial network security, ERP and MES integration, smart manufacturing and 24/7 shift support for GTA manufacturers.',
    keywords: ['manufacturing IT Toronto', 'industrial network security', 'ERP support', 'MES integration'],
    lastModified: LAUNCH,
  },
  'real-estate-it-services': {
    title: 'Real Estate IT Services for Brokerages | Northline IT',
    description:
      'CRM, transaction management, agent mobile security and wire-fraud protection for GTA brokerages, with PIPEDA- and RECO-ready records.',
    keywords: ['real estate IT Toronto', 'brokerage IT support', 'RECO compliance', 'real estate CRM'],
    lastModified: LAUNCH,
  },
  'privacy-policy': {
    title: 'Privacy Policy | Northline IT',
    description:
      'How Northline IT collects, uses and protects personal information under PIPEDA, and how to reach our Privacy Officer.',
    keywords: ['privacy policy', 'PIPEDA'],
    lastModified: '2025-01-11',
  },
  'terms-of-service': {
    title: 'Terms of Service | Northline IT',
    description:
      'The terms of Northline IT services: response times, 99.9% uptime target, payment, notice periods, liability and Ontario law.',
    keywords: ['terms of service', 'IT service agreement'],
    lastModified: '2025-01-11',
  },
  'ai-optimization-test': {
    title: 'AI Optimization Test (Internal) | Northline IT',
    description: 'Internal page that checks AI-facing files, endpoints and structured data.',
    keywords: ['internal test'],
    lastModified: LAUNCH,
  },
  'ai-recommendation-test': {
    title: 'AI Recommendation Test (Internal) | Northline IT',
    description: 'Internal page for testing the service recommendation engine with a sample visitor profile.',
    keywords: ['internal test'],
    lastModified: LAUNCH,
  },
  'chatbot-demo': {
    title: 'Chatbot Demo (Internal) | Northline IT',
    description: 'Internal page for sending test messages to the sales assistant.',
    keywords: ['internal test'],
    lastModified: LAUNCH,
  },
};
