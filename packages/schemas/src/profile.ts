/**
 * The visitor profile the recommendation engine works from (specification §3 "Visitor profile", §4 "Test page
 * profile", §7 `POST /api/visitor-profile`).
 */
import * as z from 'zod/mini';
import { type VisitorInfo, visitorInfoSchema } from './chat.ts';
import {
  BUDGETS,
  type Budget,
  CHALLENGES,
  type Challenge,
  COMPANY_SIZES,
  COMPLIANCE_REQUIREMENTS,
  type CompanySize,
  type ComplianceRequirement,
  challengeSchema,
  complianceRequirementSchema,
  GOALS,
  type Goal,
  goalSchema,
  INDUSTRIES,
  type Industry,
  TIMELINES,
  type Timeline,
} from './options.ts';
import { sessionIdSchema } from './session.ts';
import { boundedInt, boundedList, optionalChoice, textList } from './text.ts';

/** Longest time on site a profile may report, in seconds (30 days; abuse limit). */
export const MAX_TIME_ON_SITE_SECONDS = 30 * 24 * 60 * 60;

/** How the visitor likes to be addressed (§3 `preferences.communicationStyle`; default 'business'). */
export const COMMUNICATION_STYLES = ['business', 'technical', 'executive'] as const;

/** One of {@link COMMUNICATION_STYLES}. */
export type CommunicationStyle = (typeof COMMUNICATION_STYLES)[number];

/** How the visitor likes to meet (§3 `preferences.meetingPreference`; default 'virtual'). */
export const MEETING_PREFERENCES = ['virtual', 'in-person', 'phone'] as const;

/** One of {@link MEETING_PREFERENCES}. */
export type MeetingPreference = (typeof MEETING_PREFERENCES)[number];

/** What matters most to the visitor (§3 `preferences.priority`; default 'quality'). */
export const PROFILE_PRIORITIES = ['quality', 'cost', 'speed'] as const;

/** One of {@link PROFILE_PRIORITIES}. */
export type ProfilePriority = (typeof PROFILE_PRIORITIES)[number];

/** The preferences of a new profile (§3): business style, virtual meetings, quality first. */
export const DEFAULT_PREFERENCES = {
  communicationStyle: 'business',
  meetingPreference: 'virtual',
  priority: 'quality',
} as const satisfies {
  communicationStyle: CommunicationStyle;
  meetingPreference: MeetingPreference;
  priority: ProfilePriority;
};

/** The visitor's preferences (§3); each field falls back to {@link DEFAULT_PREFERENCES}. */
export const preferencesSchema = z.object({
  communicationStyle: z._default(
    z.enum(COMMUNICATION_STYLES, 'Communication style must be business, technical or executive'),
    DEFAULT_PREFERENCES.communicationStyle,
  ),
  meetingPreference: z._default(
    z.enum(MEETING_PREFERENCES, 'Meeting preference must be virtual, in-person or phone'),
    DEFAULT_PREFERENCES.meetingPreference,
  ),
  priority: z._default(
    z.enum(PROFILE_PRIORITIES, 'Priority must be quality, cost or speed'),
    DEFAULT_PREFERENCES.priority,
  ),
});

/** See {@link preferencesSchema}. */
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * What the visitor did on the site (§3 "behaviorData"): pages visited (paths), time on site in seconds (the
 * test page updates it every 10 seconds, §4), services viewed (added once each, §4), documents downloaded,
 * chat interactions and form submissions. Every field defaults to 0 or an empty list.
 */
export const behaviorDataSchema = z.object({
  pagesVisited: z._default(textList('Pages visited', 'Page', 300, 200), []),
  timeOnSite: z._default(boundedInt('Time on site', 0, MAX_TIME_ON_SITE_SECONDS), 0),
  servicesViewed: z._default(textList('Services viewed', 'Service', 100, 50), []),
  documentsDownloaded: z._default(textList('Documents downloaded', 'Document', 300, 100), []),
  chatInteractions: z._default(boundedInt('Chat interactions', 0, 10_000), 0),
  formSubmissions: z._default(boundedInt('Form submissions', 0, 1000), 0),
});

/** See {@link behaviorDataSchema}. */
export type BehaviorData = z.infer<typeof behaviorDataSchema>;

/**
 * A visitor profile (§3). Industry, company size, budget and timeline are optional (a form's `''` means "not
 * chosen"); challenges, compliance needs and goals default to none and accept only their option lists;
 * contactInfo is optional and partial (the shape of {@link visitorInfoSchema}); behaviorData and preferences
 * may be left out or partial and are completed with their defaults.
 */
export const visitorProfileSchema = z.object({
  industry: optionalChoice(INDUSTRIES, 'Please select your industry'),
  companySize: optionalChoice(COMPANY_SIZES, 'Please select your company size'),
  currentChallenges: z._default(boundedList(challengeSchema, 'Challenges', CHALLENGES.length), []),
  budget: optionalChoice(BUDGETS, 'Please select a budget range'),
  timeline: optionalChoice(TIMELINES, 'Please select a timeline'),
  complianceNeeds: z._default(
    boundedList(complianceRequirementSchema, 'Compliance needs', COMPLIANCE_REQUIREMENTS.length),
    [],
  ),
  goals: z._default(boundedList(goalSchema, 'Goals', GOALS.length), []),
  contactInfo: z.optional(visitorInfoSchema),
  behaviorData: z.prefault(behaviorDataSchema, {}),
  preferences: z.prefault(preferencesSchema, {}),
});

/** See {@link visitorProfileSchema}: a parsed profile, every default filled in. */
export type VisitorProfile = z.infer<typeof visitorProfileSchema>;

/**
 * A profile as a client sends it, before validation: the input of `visitorProfileSchema`. Every field is
 * optional (`''` in a choice means "not chosen"); the server fills in the defaults (empty lists, zero counts,
 * `DEFAULT_PREFERENCES`).
 */
export interface VisitorProfileInput {
  industry?: Industry | '';
  companySize?: CompanySize | '';
  currentChallenges?: Challenge[];
  budget?: Budget | '';
  timeline?: Timeline | '';
  complianceNeeds?: ComplianceRequirement[];
  goals?: Goal[];
  contactInfo?: VisitorInfo;
  behaviorData?: {
    pagesVisited?: string[];
    /** Seconds. */
    timeOnSite?: number;
    servicesViewed?: string[];
    documentsDownloaded?: string[];
    chatInteractions?: number;
    formSubmissions?: number;
  };
  preferences?: {
    communicationStyle?: CommunicationStyle;
    meetingPreference?: MeetingPreference;
    priority?: ProfilePriority;
  };
}

/** The body of `POST /api/visitor-profile`: a visitor profile plus its session id (§7). */
export const visitorProfileRequestSchema = z.extend(visitorProfileSchema, { sessionId: sessionIdSchema });

/** See {@link visitorProfileRequestSchema}. */
export type VisitorProfileRequest = z.infer<typeof visitorProfileRequestSchema>;

/** What a client sends to `POST /api/visitor-profile` before validation: a profile and its session id (§7). */
export interface VisitorProfileRequestInput extends VisitorProfileInput {
  sessionId: string;
}

/**
 * A new, empty visitor profile with every default applied: no choices, empty lists, zero behaviour counts and
 * {@link DEFAULT_PREFERENCES}. A fresh object on each call, safe to mutate.
 */
export function createEmptyVisitorProfile(): VisitorProfile {
  return visitorProfileSchema.parse({});
}
