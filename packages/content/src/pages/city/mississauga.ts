import { company } from '../../company.ts';
import { getLocation } from '../../locations.ts';
import type { CityPage } from '../city-pages.ts';
import { assessmentCta, callCta, hoursLine } from './shared.ts';

const mississauga = getLocation('mississauga');

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
