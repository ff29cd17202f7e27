/**
 * Profiles for the table tests of the recommendation engine: every industry × company size × challenge set.
 */
import {
  CHALLENGES,
  type Challenge,
  COMPANY_SIZES,
  type CompanySize,
  INDUSTRIES,
  type Industry,
  type VisitorProfile,
  type VisitorProfileInput,
  visitorProfileSchema,
} from '@northline/schemas';

/** A parsed profile from a partial input (defaults filled in, as the API stores it). */
export function profileOf(input: VisitorProfileInput): VisitorProfile {
  return visitorProfileSchema.parse(input);
}

/** No challenge, each challenge alone, and all of them. */
export const CHALLENGE_SETS: readonly (readonly Challenge[])[] = [
  [],
  ...CHALLENGES.map((c) => [c]),
  [...CHALLENGES],
];

/** One row of the table. */
export interface TableRow {
  industry: Industry;
  companySize: CompanySize;
  challenges: readonly Challenge[];
  profile: VisitorProfile;
}

/** Every industry × size × challenge set (6 × 5 × 12 rows). */
export const TABLE: readonly TableRow[] = INDUSTRIES.flatMap((industry) =>
  COMPANY_SIZES.flatMap((companySize) =>
    CHALLENGE_SETS.map((challenges) => ({
      industry,
      companySize,
      challenges,
      profile: profileOf({ industry, companySize, currentChallenges: [...challenges] }),
    })),
  ),
);

/** A fixed clock for `recommend`. */
export const NOW = new Date('2026-03-02T15:04:05.000Z');

/** A profile with every part known. */
export const FULL_PROFILE: VisitorProfile = profileOf({
  industry: 'healthcare',
  companySize: '51-200',
  currentChallenges: ['frequent-downtime', 'security-threats', 'data-backup-concerns'],
  budget: '50k-100k',
  timeline: 'immediate',
  complianceNeeds: ['phipa', 'pipeda'],
  goals: ['improve-security', 'improve-uptime'],
  contactInfo: {
    name: 'Dana Example',
    email: 'dana@clinic.example',
    company: 'Example Clinic',
    phone: '4165550100',
  },
  behaviorData: {
    pagesVisited: ['/healthcare-it-services', 'https://www.northline-it.example/cybersecurity/'],
    timeOnSite: 420,
    servicesViewed: ['backup-recovery'],
    chatInteractions: 3,
  },
  preferences: { priority: 'speed' },
});
