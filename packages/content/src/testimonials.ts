/**
 * Client testimonials (specification §3: name, company, neighbourhood, text, rating 5). Pages pick them by id.
 * People and companies are fictional, like the company itself.
 */
import type { IndustryId, LocationId } from './types.ts';

/** A client's words about us. */
export interface Testimonial {
  /** Stable id, referenced by pages (checked by `validateCatalogue`). */
  id: string;
  /** Person's name. */
  name: string;
  /** Person's role. */
  role: string;
  /** Company name. */
  company: string;
  /** Neighbourhood the company is in (§3). */
  neighbourhood: string;
  /** City (checked against the locations). */
  locationId: LocationId;
  /** Industry of the company, when it is one of ours. */
  industryId?: IndustryId;
  /** The quote, without quotation marks. */
  text: string;
  /** Star rating out of 5 (§3: always 5). */
  rating: 5;
}

/** Every testimonial. Each appears on one page only, so no two pages repeat a quote. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'home-liberty-village-engineering',
    name: 'Sarah Mitchell',
    role: 'Office Manager',
    company: 'Lakeshore Engineering Associates',
    neighbourhood: 'Liberty Village',
    locationId: 'toronto',
    industryId: 'professional',
    text: 'We used to wait two days for IT help. Now a technician answers in minutes and the bill is the same every month. Our 35 staff just get on with their work.',
    rating: 5,
  },
  {
    id: 'toronto-financial-district-law',
    name: 'Priya Raman',
    role: 'Managing Partner',
    company: 'Raman Whitfield LLP',
    neighbourhood: 'Financial District',
    locationId: 'toronto',
    industryId: 'legal',
    text: "A partner's laptop was stolen on the subway. Northline locked and wiped it before she reached the office, and showed us the log for our insurer. Our client files never left our control.",
    rating: 5,
  },
  {
    id: 'toronto-yorkville-wealth',
    name: 'Marc Tremblay',
    role: 'Director of Operations',
    company: 'Bloor Street Private Wealth',
    neighbourhood: 'Yorkville',
    locationId: 'toronto',
    industryId: 'financial',
    text: 'They moved our 40 advisers to Microsoft 365 over one weekend. On Monday morning everything worked, phones included. The quarterly review shows exactly where our IT money goes.',
    rating: 5,
  },
  {
    id: 'mississauga-airport-logistics',
    name: 'Sandeep Gill',
    role: 'Director of Operations',
    company: 'Airway Freight Logistics',
    neighbourhood: 'Airport Corporate Centre',
    locationId: 'mississauga',
    text: 'Our dispatch runs 20 hours a day. Northline rebuilt the warehouse Wi-Fi and put the scanners on their own network. We have not lost a shift to an outage since.',
    rating: 5,
  },
  {
    id: 'mississauga-city-centre-accounting',
    name: 'Melissa Chen',
    role: 'Office Manager',
    company: 'Hurontario Accounting Group',
    neighbourhood: 'City Centre (Square One)',
    locationId: 'mississauga',
    industryId: 'financial',
    text: 'Tax season used to mean a crashed file server. Our files are in the cloud now, backups are tested every month, and support answers before I finish describing the problem.',
    rating: 5,
  },
  {
    id: 'markham-centre-software',
    name: 'Kevin Zhang',
    role: 'Chief Technology Officer',
    company: 'Pixelgrove Software',
    neighbourhood: 'Markham Centre',
    locationId: 'markham',
    industryId: 'professional',
    text: 'We are engineers and they still saved us time. Northline took over laptops, accounts and security for our 60 staff, so our developers ship code instead of resetting passwords.',
    rating: 5,
  },
  {
    id: 'markham-unionville-clinic',
    name: 'Anita Sharma',
    role: 'Practice Administrator',
    company: 'Unionville Family Health Clinic',
    neighbourhood: 'Unionville',
    locationId: 'markham',
    industryId: 'healthcare',
    text: 'Moving our EMR to a hosted system worried us. Northline did it on a Sunday, trained the front desk, and we saw patients on time Monday. PHIPA questions get straight answers.',
    rating: 5,
  },
  {
    id: 'vaughan-concord-machining',
    name: 'Tony Mastroianni',
    role: 'Plant Manager',
    company: 'Concord Precision Machining',
    neighbourhood: 'Concord',
    locationId: 'vaughan',
    industryId: 'manufacturing',
    text: 'A ransomware email hit our office on a Friday night. Their monitoring caught it within minutes and isolated the PC. The shop floor never stopped, and that alone paid for the contract.',
    rating: 5,
  },
  {
    id: 'vaughan-vmc-realty',
    name: 'Laura Bianchi',
    role: 'Broker of Record',
    company: 'Metro North Realty',
    neighbourhood: 'Vaughan Metropolitan Centre',
    locationId: 'vaughan',
    industryId: 'real-estate',
    text: 'We opened a new office in a VMC tower and needed network, phones, printers and 25 laptops in three weeks. Northline hit the date and came back the next week to fix the small things.',
    rating: 5,
  },
  {
    id: 'case-studies-don-mills-health',
    name: 'Dr. Helen Morris',
    role: 'Lead Physician',
    company: 'Don Mills Family Health Team',
    neighbourhood: 'Don Mills',
    locationId: 'toronto',
    industryId: 'healthcare',
    text: 'Our old server crashed twice in one month. Since the move to a hosted EMR we have had no unplanned downtime, and our privacy review found nothing to fix.',
    rating: 5,
  },
  {
    id: 'case-studies-bramalea-components',
    name: 'Raj Patel',
    role: 'Vice-President, Operations',
    company: 'Bramalea Components',
    neighbourhood: 'Bramalea',
    locationId: 'brampton',
    industryId: 'manufacturing',
    text: 'Northline separated the plant network from the office and caught a fake supplier invoice worth $48,000. Downtime on the floor is a fraction of what it was.',
    rating: 5,
  },
  {
    id: 'case-studies-oakville-realty',
    name: 'Jennifer Walsh',
    role: 'Broker of Record',
    company: 'Lakeshore Realty Partners',
    neighbourhood: 'Downtown Oakville',
    locationId: 'oakville',
    industryId: 'real-estate',
    text: 'New agents used to wait two days for a laptop and email. Now they are set up in two hours, and every deal file is where RECO expects it.',
    rating: 5,
  },
];

/**
 * The testimonial with this id (pages reference testimonials by id).
 *
 * @throws Error when the id is unknown; `validateCatalogue` guarantees every id a page uses exists.
 */
export function getTestimonial(id: string): Testimonial {
  const testimonial = testimonials.find((candidate) => candidate.id === id);
  if (!testimonial) throw new Error(`Unknown testimonial id "${id}"`);
  return testimonial;
}
