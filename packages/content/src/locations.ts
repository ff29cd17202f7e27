/**
 * The eight locations of specification §3 "Locations": coordinates, postal-code prefixes, region,
 * neighbourhoods, business districts, landmarks and keywords. Toronto is the default.
 * For the four cities with a page, `neighbourhoods` is the page's list of areas served (§2: Toronto 17,
 * Mississauga 13, Markham 13, Vaughan 12, the last two exactly as §2 lists them).
 */
import type { LocationId } from '@northline/schemas';
import { type Coordinates, claims, RESPONSE_MINUTES } from './company.ts';
import type { RouteKey } from './routes.ts';

/** A city we serve. */
export interface Location {
  /** Stable id. */
  id: LocationId;
  /** City name. */
  name: string;
  /** Province code: 'ON'. */
  province: string;
  /** Municipal region: 'City of Toronto', 'Peel Region', 'York Region' or 'Halton Region'. */
  region: string;
  /** True for Toronto only: the location a page names when it names none (§3). */
  isDefault: boolean;
  /** Approximate city centre (decimal degrees), for geo tags and structured data. */
  coordinates: Coordinates;
  /** Forward sortation areas (first three characters of postal codes) of the city's business areas. */
  postalCodePrefixes: readonly string[];
  /** Neighbourhoods and areas served; on the four city pages, the list of areas served (§2). */
  neighbourhoods: readonly string[];
  /** Business districts and employment areas. */
  businessDistricts: readonly string[];
  /** Landmarks locals navigate by. */
  landmarks: readonly string[];
  /** Search keywords for the city. */
  keywords: readonly string[];
  /** Response promise in minutes (§9: 15 Toronto, 20 Mississauga, 25 Markham, 30 Vaughan and others). */
  responseMinutes: number;
  /** On-site visit promise, as shown. */
  onSite: string;
  /** Businesses served since 2012, as shown (§1; see `claims.businessesServedByArea`). */
  businessesServed: string;
  /** The city's page, for the four cities that have one (§2). */
  route?: RouteKey;
}

/** What the four cities without a page show: the §1 '200+' is their combined count. */
const otherAreasServed = `${claims.businessesServedByArea.other.display} across Richmond Hill, Brampton, Oakville and Burlington`;

/** The eight locations (§3), in the order of `LOCATION_IDS` (@northline/schemas). */
export const locations: readonly Location[] = [
  {
    id: 'toronto',
    name: 'Toronto',
    province: 'ON',
    region: 'City of Toronto',
    isDefault: true,
    coordinates: { lat: 43.6532, lng: -79.3832 },
    postalCodePrefixes: ['M5H', 'M5J', 'M5K', 'M5L', 'M5X', 'M5V', 'M5G', 'M4W', 'M4P', 'M2N'],
    neighbourhoods: [
      'Financial District',
      'King West',
      'Liberty Village',
      'Entertainment District',
      'Yorkville',
      'The Annex',
      'Discovery District',
      'St. Lawrence Market',
      'Distillery District',
      'Harbourfront',
      'Queen West',
      'Leslieville',
      'Yonge and Eglinton',
      'North York Centre',
      'Don Mills',
      'Etobicoke Centre',
      'Scarborough Town Centre',
    ],
    businessDistricts: [
      'Financial District (King and Bay)',
      'King West and Liberty Village tech hub',
      'Discovery District (MaRS and the hospital row on University Avenue)',
      'Yonge and Eglinton midtown offices',
      'North York Centre',
    ],
    landmarks: [
      'First Canadian Place',
      'Union Station',
      'The PATH',
      'CN Tower',
      'Nathan Phillips Square',
      'St. Lawrence Market',
      'MaRS Discovery District',
    ],
    keywords: [
      'managed IT services Toronto',
      'IT support Toronto',
      'IT services Financial District',
      'law firm IT Toronto',
      'cybersecurity Toronto',
    ],
    responseMinutes: RESPONSE_MINUTES.toronto,
    onSite: 'Same-day on-site visits anywhere in the city; downtown often within the hour',
    businessesServed: claims.businessesServedByArea.toronto.display,
    route: 'toronto',
  },
  {
    id: 'mississauga',
    name: 'Mississauga',
    province: 'ON',
    region: 'Peel Region',
    isDefault: false,
    coordinates: { lat: 43.589, lng: -79.6441 },
    postalCodePrefixes: ['L5B', 'L4W', 'L4V', 'L4Z', 'L5N', 'L5T', 'L5G', 'L5M', 'L5L', 'L4T'],
    neighbourhoods: [
      'City Centre (Square One)',
      'Airport Corporate Centre',
      'Meadowvale Business Park',
      'Heartland',
      'Hurontario',
      'Cooksville',
      'Port Credit',
      'Streetsville',
      'Erin Mills',
      'Churchill Meadows',
      'Clarkson',
      'Sheridan Park',
      'Malton',
    ],
    businessDistricts: [
      'Airport Corporate Centre',
      'City Centre around Square One',
      'Meadowvale Business Park',
      'Gateway logistics area near Highway 401 and 410',
      'Sheridan Park research community',
    ],
    landmarks: [
      'Square One Shopping Centre',
      'Toronto Pearson International Airport',
      'Mississauga Celebration Square',
      'Absolute World towers',
      'Port Credit Lighthouse',
      'University of Toronto Mississauga',
    ],
    keywords: [
      'managed IT services Mississauga',
      'IT support Mississauga',
      'logistics IT support Peel',
      'Airport Corporate Centre IT',
      'cybersecurity Mississauga',
    ],
    responseMinutes: RESPONSE_MINUTES.mississauga,
    onSite: 'Same-day on-site visits across Mississauga',
    businessesServed: claims.businessesServedByArea.mississauga.display,
    route: 'mississauga',
  },
  {
    id: 'markham',
    name: 'Markham',
    province: 'ON',
    region: 'York Region',
    isDefault: false,
    coordinates: { lat: 43.8561, lng: -79.337 },
    postalCodePrefixes: ['L3R', 'L3P', 'L3S', 'L3T', 'L6B', 'L6C', 'L6E', 'L6G'],
    neighbourhoods: [
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
    ],
    businessDistricts: [
      'Highway 404 and 407 technology corridor',
      'Markham Centre along Highway 7',
      'Allstate Parkway and Woodbine Avenue offices',
      'Denison and Steelcase Road light industrial area',
    ],
    landmarks: [
      'Markham Civic Centre',
      'Main Street Unionville',
      'Pacific Mall',
      'CF Markville',
      'Markham Pan Am Centre',
      'York University Markham Campus',
    ],
    keywords: [
      'managed IT services Markham',
      'IT support Markham',
      'tech company IT support York Region',
      'Highway 7 IT services',
      'cybersecurity Markham',
    ],
    responseMinutes: RESPONSE_MINUTES.markham,
    onSite: 'Same-day on-site visits across Markham',
    businessesServed: claims.businessesServedByArea.markham.display,
    route: 'markham',
  },
  {
    id: 'vaughan',
    name: 'Vaughan',
    province: 'ON',
    region: 'York Region',
    isDefault: false,
    coordinates: { lat: 43.8372, lng: -79.5083 },
    postalCodePrefixes: ['L4K', 'L4L', 'L4H', 'L4J', 'L6A', 'L0J'],
    neighbourhoods: [
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
    ],
    businessDistricts: [
      'Concord industrial area (Highway 7 and Keele Street)',
      'Vaughan Metropolitan Centre (VMC)',
      'Pine Valley and Highway 400 employment lands',
      'Vaughan Enterprise Zone along Highway 427',
    ],
    landmarks: [
      'Vaughan Metropolitan Centre subway station',
      'Vaughan Mills',
      "Canada's Wonderland",
      'Cortellucci Vaughan Hospital',
      'McMichael Canadian Art Collection',
      'MacMillan Rail Yard',
    ],
    keywords: [
      'managed IT services Vaughan',
      'IT support Vaughan',
      'manufacturing IT Concord',
      'VMC office IT setup',
      'cybersecurity Vaughan',
    ],
    responseMinutes: RESPONSE_MINUTES.vaughan,
    onSite: 'Same-day on-site visits across Vaughan',
    businessesServed: claims.businessesServedByArea.vaughan.display,
    route: 'vaughan',
  },
  {
    id: 'richmond-hill',
    name: 'Richmond Hill',
    province: 'ON',
    region: 'York Region',
    isDefault: false,
    coordinates: { lat: 43.8828, lng: -79.4403 },
    postalCodePrefixes: ['L4B', 'L4C', 'L4E', 'L4S'],
    neighbourhoods: [
      'Beaver Creek',
      'Richmond Hill Centre',
      'Mill Pond',
      'Oak Ridges',
      'Bayview Hill',
      'Langstaff',
    ],
    businessDistricts: ['Beaver Creek Business Park (Highway 7 and Leslie Street)', 'Yonge Street corridor'],
    landmarks: ['Richmond Hill Centre for the Performing Arts', 'David Dunlap Observatory', 'Hillcrest Mall'],
    keywords: ['IT support Richmond Hill', 'managed IT services Richmond Hill'],
    responseMinutes: RESPONSE_MINUTES.other,
    onSite: 'Next-business-day on-site visits; same day for critical issues',
    businessesServed: otherAreasServed,
  },
  {
    id: 'brampton',
    name: 'Brampton',
    province: 'ON',
    region: 'Peel Region',
    isDefault: false,
    coordinates: { lat: 43.7315, lng: -79.7624 },
    postalCodePrefixes: ['L6T', 'L6S', 'L6W', 'L6Y', 'L6P', 'L7A'],
    neighbourhoods: [
      'Downtown Brampton',
      'Bramalea',
      'Springdale',
      'Heart Lake',
      'Castlemore',
      'Mount Pleasant',
    ],
    businessDistricts: ['Bramalea industrial area', 'Highway 410 corridor', 'Airport Road employment lands'],
    landmarks: ['Bramalea City Centre', 'Gage Park', 'Rose Theatre', 'Chinguacousy Park'],
    keywords: ['IT support Brampton', 'manufacturing IT Brampton', 'managed IT services Brampton'],
    responseMinutes: RESPONSE_MINUTES.other,
    onSite: 'Next-business-day on-site visits; same day for critical issues',
    businessesServed: otherAreasServed,
  },
  {
    id: 'oakville',
    name: 'Oakville',
    province: 'ON',
    region: 'Halton Region',
    isDefault: false,
    coordinates: { lat: 43.4675, lng: -79.6877 },
    postalCodePrefixes: ['L6H', 'L6J', 'L6K', 'L6L', 'L6M'],
    neighbourhoods: [
      'Downtown Oakville',
      'Kerr Village',
      'Bronte',
      'Glen Abbey',
      'Uptown Core',
      'Joshua Creek',
    ],
    businessDistricts: ['Uptown Core', 'QEW and South Service Road offices', 'Winston Park business area'],
    landmarks: ['Oakville Harbour', 'Sheridan College Trafalgar Campus', 'Oakville Place'],
    keywords: ['IT support Oakville', 'managed IT services Oakville', 'Halton IT services'],
    responseMinutes: RESPONSE_MINUTES.other,
    onSite: 'Next-business-day on-site visits; same day for critical issues',
    businessesServed: otherAreasServed,
  },
  {
    id: 'burlington',
    name: 'Burlington',
    province: 'ON',
    region: 'Halton Region',
    isDefault: false,
    coordinates: { lat: 43.3255, lng: -79.799 },
    postalCodePrefixes: ['L7L', 'L7M', 'L7N', 'L7P', 'L7R', 'L7S', 'L7T'],
    neighbourhoods: ['Downtown Burlington', 'Aldershot', 'Appleby', 'Millcroft', 'Alton Village', 'Orchard'],
    businessDistricts: ['Harvester Road and Appleby Line offices', 'QEW and Highway 403 corridor'],
    landmarks: [
      'Spencer Smith Park',
      'Brant Street Pier',
      'Royal Botanical Gardens',
      'Mapleview Shopping Centre',
    ],
    keywords: ['IT support Burlington', 'managed IT services Burlington', 'Halton IT support'],
    responseMinutes: RESPONSE_MINUTES.other,
    onSite: 'Next-business-day on-site visits; same day for critical issues',
    businessesServed: otherAreasServed,
  },
];

/**
 * The location with this id.
 *
 * @throws Error when the id is unknown (cannot happen for a typed {@link LocationId}).
 */
export function getLocation(id: LocationId): Location {
  const location = locations.find((candidate) => candidate.id === id);
  if (!location) throw new Error(`Unknown location id "${id}"`);
  return location;
}
