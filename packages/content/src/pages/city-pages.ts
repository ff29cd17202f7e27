/**
 * The four city pages of specification §2: Toronto, Mississauga, Markham, Vaughan.
 *
 * Each page has its own angle, neighbourhoods, landmarks, business districts, testimonials and FAQs, so none
 * is the same page with the city name swapped (search engines treat those as doorway pages). Tests check that
 * no two pages share a FAQ question, a testimonial or a neighbourhood card.
 */
import { company } from '../company.ts';
import type { FormKey } from '../forms.ts';
import { getLocation, type LocationId } from '../locations.ts';
import type { RouteKey } from '../routes.ts';
import type { CtaLink, Faq, Feature, Hero, SectionCopy } from '../types.ts';

/** Keys of the four city pages. */
export const CITY_PAGE_IDS = ['toronto', 'mississauga', 'markham', 'vaughan'] as const;

/** One of {@link CITY_PAGE_IDS}. */
export type CityPageId = (typeof CITY_PAGE_IDS)[number];

/** A label and value of the local business summary panel. */
export interface SummaryItem {
  /** Label, e.g. 'Response time'. */
  label: string;
  /** Value as shown, e.g. '15 minutes'. */
  value: string;
}

/** A neighbourhood card: who works there and what we do for them. */
export interface NeighbourhoodCard {
  /** Neighbourhood or district name. */
  name: string;
  /** Two sentences specific to the place. */
  text: string;
}

/** One city page (§2 "City pages"). */
export interface CityPage {
  /** The city (checked against the locations; must have coordinates). */
  locationId: LocationId;
  /** Route key. */
  route: RouteKey;
  /** Key of the page's form in `contactForms`. */
  formKey: FormKey;
  /** Response promise in minutes (decisions.md: 15/20/25/30). */
  responseMinutes: number;
  /** Hero: the contact-section button and the call button (§2). */
  hero: Hero;
  /** The page's own angle: what is different about IT in this city. */
  localFocus: SectionCopy & { paragraphs: readonly string[]; points: readonly string[] };
  /** Benefit cards (Markham: four, §2). */
  benefits: SectionCopy & { items: readonly Feature[] };
  /** The list of areas served (§2: Toronto 17, Mississauga 13, Markham 13, Vaughan 12). */
  areasServed: SectionCopy & { areas: readonly string[] };
  /** The local business summary panel. */
  summaryPanel: { title: string; items: readonly SummaryItem[] };
  /** The serving-areas panel: districts and landmarks. */
  servingAreasPanel: {
    title: string;
    text: string;
    districts: readonly string[];
    landmarks: readonly string[];
  };
  /** Neighbourhood cards. */
  neighbourhoods: SectionCopy & { cards: readonly NeighbourhoodCard[] };
  /** Two local testimonials (ids of `testimonials`). */
  testimonials: SectionCopy & { ids: readonly string[] };
  /** FAQs (also FAQPage structured data). */
  faqs: readonly Faq[];
  /** Heading of the FAQ section that shows `faqs`, in the city's own words. */
  faqSection: SectionCopy;
  /** Contact section (anchor id 'contact', §2). */
  contact: SectionCopy;
}

/** Labels the four city pages share. */
export const CITY_PAGE_LABELS = {
  /** Heading over the serving-areas panel's business districts. */
  districts: 'Business districts',
  /** Heading over the serving-areas panel's landmarks. */
  landmarks: 'Landmarks we work around',
} as const;

const assessmentCta: CtaLink = { label: 'Get Free Assessment', target: { kind: 'anchor', id: 'contact' } };
const callCta: CtaLink = {
  label: `Call ${company.phones.main.display}`,
  target: { kind: 'phone', line: 'main' },
};

const hoursLine = 'Mon-Fri 8 a.m.-6 p.m., Sat 9 a.m.-5 p.m.; 24/7 emergencies for managed clients';

const toronto = getLocation('toronto');
const mississauga = getLocation('mississauga');
const markham = getLocation('markham');
const vaughan = getLocation('vaughan');

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

/** The Mississauga page: Airport Corporate Centre, logistics and Square One offices, 20-minute response. */
export const mississaugaPage: CityPage = {
  locationId: 'mississauga',
  route: 'mississauga',
  formKey: 'mississauga',
  responseMinutes: mississauga.responseMinutes,
  hero: {
    eyebrow: 'Managed IT Services in Mississauga',
    title: "IT for Mississauga's offices, warehouses and logistics teams",
    subtitle:
      'Help in 20 minutes, same-day on-site visits and networks that keep scanners, dispatch and office staff working through every shift.',
    proof: `${mississauga.businessesServed} Mississauga businesses served · 20-minute response · ${company.rating.display}`,
    ctas: [assessmentCta, callCta],
  },
  localFocus: {
    title: 'Where logistics meets the office tower',
    paragraphs: [
      'Mississauga runs on logistics. Around Pearson, in the Airport Corporate Centre and the Gateway area near Highways 401 and 410, freight forwarders and distribution centres run long shifts where a dead scanner or a Wi-Fi dropout stops trucks at the dock.',
      'A few kilometres south, the towers around Square One and along Hurontario hold accountants, insurers and regional head offices. They need dependable Microsoft 365, secure file sharing and help that arrives before the meeting starts.',
    ],
    points: [
      'Warehouse Wi-Fi surveys and support for rugged scanners and label printers',
      'Separate networks for scanners, cameras and office PCs',
      'Monitoring across every shift, with alerts handled 24/7',
      'Same-day visits to City Centre and Airport Corporate Centre offices',
    ],
  },
  benefits: {
    title: 'Why Mississauga businesses choose us',
    items: [
      {
        title: '20-minute response',
        text: 'A technician is working on your Mississauga request within 20 minutes.',
        icon: 'timer',
      },
      {
        title: 'Warehouse-grade networks',
        text: 'Wi-Fi designed for racking, forklifts and hundreds of scanners, not just laptops.',
        icon: 'wifi',
      },
      {
        title: 'Support across shifts',
        text: 'Systems watched 24/7, so a night-shift outage is fixed before the morning crew arrives.',
        icon: 'clock',
      },
      {
        title: 'One setup for every site',
        text: 'Warehouse, office and home workers on one secure cloud setup with one help desk.',
        icon: 'cloud',
      },
    ],
  },
  areasServed: {
    title: 'Mississauga areas we serve',
    intro: 'Thirteen areas, from the lakeshore to the airport.',
    areas: mississauga.neighbourhoods,
  },
  summaryPanel: {
    title: 'Northline IT in Mississauga',
    items: [
      { label: 'Response time', value: `${mississauga.responseMinutes} minutes` },
      { label: 'On-site visits', value: 'Same day across Mississauga' },
      { label: 'Businesses served', value: mississauga.businessesServed },
      { label: 'Service radius', value: `${company.serviceRadiusKm} km around City Centre` },
      { label: 'Hours', value: hoursLine },
      { label: 'Phone', value: company.phones.main.display },
    ],
  },
  servingAreasPanel: {
    title: 'Serving all of Mississauga',
    text: 'From Port Credit and Clarkson on the lake to Meadowvale, Heartland and Malton. Engineers reach the airport area and City Centre quickly from Highway 401 and the 403.',
    districts: mississauga.businessDistricts,
    landmarks: mississauga.landmarks,
  },
  neighbourhoods: {
    title: 'Mississauga areas we know well',
    cards: [
      {
        name: 'Airport Corporate Centre',
        text: 'Freight forwarders, airline suppliers and regional offices beside Pearson. Long hours, many sites and little patience for downtime.',
      },
      {
        name: 'City Centre (Square One)',
        text: 'Accountants, insurers and head offices in the towers around Square One and Celebration Square. Microsoft 365, secure file sharing and quick help.',
      },
      {
        name: 'Meadowvale Business Park',
        text: 'Corporate campuses and pharmaceutical and tech firms. Larger networks, strict change control and security audits.',
      },
      {
        name: 'Port Credit',
        text: 'Clinics, design studios and professional offices along Lakeshore Road. Small teams that want big-company reliability.',
      },
      {
        name: 'Heartland',
        text: 'Distribution centres and showrooms off Mavis Road and Highway 401, mixing warehouse floors with office space.',
      },
    ],
  },
  testimonials: {
    title: 'What Mississauga clients say',
    ids: ['mississauga-airport-logistics', 'mississauga-city-centre-accounting'],
  },
  faqSection: {
    title: 'Questions from Mississauga businesses',
    intro: 'What warehouse, logistics and office managers ask us most.',
  },
  faqs: [
    {
      question: 'Can you support a warehouse that runs two or three shifts?',
      answer:
        'Yes. We monitor your network and systems 24/7, and managed clients can call our emergency line at any hour. Planned work is scheduled between shifts.',
    },
    {
      question: 'How fast is your response in Mississauga?',
      answer:
        'Within 20 minutes a technician is working on your request, most often remotely. When hands are needed, an engineer visits the same day, whether you are beside Square One or out by the airport.',
    },
    {
      question: 'Do you design Wi-Fi for warehouses and distribution centres?',
      answer:
        'Yes. We survey the building, plan access points around racking and metal, and put scanners, cameras and office PCs on separate networks.',
    },
    {
      question: 'We have offices in Mississauga and downtown Toronto. Can one provider cover both?',
      answer:
        'Yes. Both sites get one help desk, one network design and one monthly bill, with engineers who visit either office the same day.',
    },
  ],
  contact: {
    title: 'Get your free Mississauga IT assessment',
    intro:
      'Tell us about your office or warehouse. We visit, review your network and systems and send a written report within 5 business days.',
  },
};

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

/** The four city pages, by city (§2). */
export const cityPages: Readonly<Record<CityPageId, CityPage>> = {
  toronto: torontoPage,
  mississauga: mississaugaPage,
  markham: markhamPage,
  vaughan: vaughanPage,
};
