/**
 * The public shapes of the recommendation components and client (specification §3 "Quick-recommendation
 * request/response", "Visitor profile", "Recommendation result", "Recommendation analytics event").
 *
 * They mirror `@northline/schemas` (the contracts the API validates against) but are declared here so the
 * published types stand alone: @northline/schemas is private and bundled into the JavaScript only.
 * types.test.ts fails the typecheck when the two drift apart (answers the schemas accept must fit these
 * types; requests these types allow must pass the schemas).
 */

/** Industries (§3 "Industry"). */
export type Industry =
  | 'healthcare'
  | 'legal'
  | 'manufacturing'
  | 'real-estate'
  | 'financial'
  | 'professional';

/** Company sizes of the recommendation engine (§3 "Company size (recommendation)"). */
export type CompanySize = '1-10' | '11-50' | '51-200' | '201-500' | '500+';

/** Annual IT budget ranges in CAD (§3 "Budget"). */
export type Budget = 'under-5k' | '5k-15k' | '15k-50k' | '50k-100k' | 'over-100k';

/** When the visitor wants to start (§3 "Timeline"). */
export type Timeline = 'immediate' | '1-3-months' | '3-6-months' | '6-12-months' | 'future';

/** IT challenges (§3 "Challenges": the widget's five, then the five the test page adds). */
export type Challenge =
  | 'frequent-downtime'
  | 'security-threats'
  | 'high-it-costs'
  | 'slow-support-response'
  | 'compliance-issues'
  | 'outdated-technology'
  | 'remote-work-challenges'
  | 'data-backup-concerns'
  | 'network-performance'
  | 'software-integration';

/** Services a recommendation can name (§3 "Service ids"). */
export type ServiceId =
  | 'managed-it'
  | 'cybersecurity'
  | 'cloud-solutions'
  | 'it-consulting'
  | 'backup-recovery'
  | 'help-desk';

/** Priority of a recommended service (§3; shown high red, medium yellow, low blue, §4). */
export type Priority = 'high' | 'medium' | 'low';

/** Implementation complexity of a recommended service (§3). */
export type Complexity = 'low' | 'medium' | 'high';

/** What an analytics event records (§3, §4: Details logs viewed, Get Quote and follow-up log contacted). */
export type AnalyticsAction = 'viewed' | 'contacted';

/**
 * The body of `POST /api/quick-recommendations` (§3, §5): industry and company size required; challenges
 * default to none; budget optional (`''` = none); timeline defaults to '3-6-months' (the widget always sends it).
 */
export interface QuickRecommendationRequest {
  industry: Industry;
  companySize: CompanySize;
  challenges?: Challenge[];
  budget?: Budget | '';
  timeline?: Timeline;
}

/** One service of a quick recommendation (§3): estimated monthly cost in CAD, benefits (the widget shows 2). */
export interface QuickRecommendedService {
  serviceId: ServiceId;
  serviceName: string;
  priority: Priority;
  estimatedCost: { monthly: number };
  benefits: string[];
}

/** A quick recommendation (§3): confidence 0 to 1, the services (the widget shows the first 2), a message. */
export interface QuickRecommendationResult {
  confidence: number;
  recommendedServices: QuickRecommendedService[];
  customMessage: string;
}

/** One service of a full recommendation (§3 "Recommendation result"); costs in CAD, setup shown only above 0. */
export interface RecommendedService {
  serviceId: ServiceId;
  serviceName: string;
  priority: Priority;
  reasoning: string;
  estimatedCost: { monthly: number; setup?: number | undefined };
  benefits: string[];
  implementation: { complexity: Complexity; timeframe: string; steps: string[] };
}

/** A generated recommendation (§3): `timestamp` (ISO 8601) is also its id in analytics events. */
export interface Recommendation {
  timestamp: string;
  confidence: number;
  customMessage: string;
  recommendedServices: RecommendedService[];
  industryInsights: string[];
  nextSteps: string[];
  followUpQuestions: string[];
}

/**
 * A tracked action (§3 "Recommendation analytics event"): the recommendation's timestamp as its id (`''` when
 * none), when it happened (ISO 8601), the service (absent for the follow-up button) and an optional value.
 */
export interface AnalyticsEvent {
  sessionId: string;
  recommendationId: string;
  timestamp: string;
  action: AnalyticsAction;
  serviceId?: ServiceId | undefined;
  value?: number | undefined;
}

/** Compliance requirements a profile may name (§3 "Compliance", plus PHIPA). */
export type ComplianceRequirement =
  | 'hipaa'
  | 'phipa'
  | 'sox'
  | 'pci-dss'
  | 'iso-27001'
  | 'gdpr'
  | 'pipeda'
  | 'financial-regulations'
  | 'industry-standards';

/** Business goals (§3 "Goals"). */
export type Goal =
  | 'reduce-it-costs'
  | 'improve-security'
  | 'increase-productivity'
  | 'enable-remote-work'
  | 'scale-operations'
  | 'modernize-technology'
  | 'ensure-compliance'
  | 'improve-uptime';

/**
 * The body of `POST /api/visitor-profile` (§3 "Visitor profile" plus sessionId). Every field but the session is
 * optional; the server fills in the defaults (empty lists, zero counts, business / virtual / quality).
 */
export interface VisitorProfileRequest {
  sessionId: string;
  industry?: Industry | '';
  companySize?: CompanySize | '';
  currentChallenges?: Challenge[];
  budget?: Budget | '';
  timeline?: Timeline | '';
  complianceNeeds?: ComplianceRequirement[];
  goals?: Goal[];
  contactInfo?: { name?: string; email?: string; company?: string; phone?: string };
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
    communicationStyle?: 'business' | 'technical' | 'executive';
    meetingPreference?: 'virtual' | 'in-person' | 'phone';
    priority?: 'quality' | 'cost' | 'speed';
  };
}
