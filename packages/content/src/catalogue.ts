/**
 * The whole catalogue as one object: what `validateCatalogue` checks and what tests and tools can walk.
 */
import { type ChatWidgetCopy, chatWidget, commonQueries, quickAnswers } from './assistant.ts';
import { type BlogPage, blogPage } from './blog.ts';
import { type CaseStudy, caseStudies } from './case-studies.ts';
import {
  type Certification,
  type Company,
  type ComplianceFramework,
  certifications,
  claims,
  company,
  complianceFrameworks,
  type Guarantee,
  guarantees,
  type Price,
  prices,
  REPLY_PROMISES,
  RESPONSE_MINUTES,
  TERMS,
} from './company.ts';
import { pageFaqs } from './faqs.ts';
import { type ContactFormConfig, contactForms } from './forms.ts';
import { type Industry, industries } from './industries.ts';
import { type LegalDocument, privacyPolicy, termsOfService } from './legal.ts';
import { type Location, locations } from './locations.ts';
import { type PageMeta, pageMeta } from './meta.ts';
import { type AboutPage, aboutPage } from './pages/about.ts';
import { type CaseStudiesPage, caseStudiesPage } from './pages/case-studies-page.ts';
import { type CityPage, type CityPageId, cityPages } from './pages/city-pages.ts';
import { type ContactPage, contactPage } from './pages/contact.ts';
import { type HomePage, homePage } from './pages/home.ts';
import { type IndustryPage, type IndustryPageId, industryPages } from './pages/industry-pages.ts';
import { type FooterCopy, footer, type HeaderCopy, header } from './pages/navigation.ts';
import { type NotFoundPage, notFoundPage } from './pages/not-found.ts';
import { type ServicePages, servicePages } from './pages/service-pages.ts';
import { type ServicesOverviewPage, servicesOverviewPage } from './pages/services-overview.ts';
import {
  type AiOptimizationTestPage,
  type AiRecommendationTestPage,
  aiOptimizationTestPage,
  aiRecommendationTestPage,
  type ChatbotDemoPage,
  chatbotDemoPage,
} from './pages/test-pages.ts';
import { type Route, type RouteKey, routes } from './routes.ts';
import { type Service, services } from './services.ts';
import { type Testimonial, testimonials } from './testimonials.ts';
import type { Faq } from './types.ts';

/** Every record of the catalogue, by topic. */
export interface Catalogue {
  /** Identity and contact facts (§1; placeholders a deployment replaces). */
  company: Company;
  /** Claims as numbers and display strings (§1, §9). */
  claims: typeof claims;
  /** Prices in CAD (§9). */
  prices: Readonly<Record<string, Price>>;
  /** Response promise per city in minutes (§9). */
  responseMinutes: typeof RESPONSE_MINUTES;
  /** Reply promises for contact requests (§9). */
  replyPromises: typeof REPLY_PROMISES;
  /** Guarantees (§1, §9). */
  guarantees: readonly Guarantee[];
  /** The five certifications (§2 About). */
  certifications: readonly Certification[];
  /** Compliance frameworks (§1, §3). */
  complianceFrameworks: readonly ComplianceFramework[];
  /** Terms-of-service constants (§9). */
  terms: typeof TERMS;
  /** The six services (§3). */
  services: readonly Service[];
  /** The six industries (§3). */
  industries: readonly Industry[];
  /** The eight locations (§3). */
  locations: readonly Location[];
  /** All testimonials (§3). */
  testimonials: readonly Testimonial[];
  /** The four case studies (§2). */
  caseStudies: readonly CaseStudy[];
  /** The route table (§2). */
  routes: readonly Route[];
  /** Metadata per route (§2). */
  pageMeta: Readonly<Record<RouteKey, PageMeta>>;
  /** FAQs per route. */
  pageFaqs: Readonly<Partial<Record<RouteKey, readonly Faq[]>>>;
  /** Header and footer (§2 common elements). */
  header: HeaderCopy;
  footer: FooterCopy;
  /** Page copy, one record per route (§2). */
  homePage: HomePage;
  servicesOverviewPage: ServicesOverviewPage;
  servicePages: ServicePages;
  cityPages: Readonly<Record<CityPageId, CityPage>>;
  industryPages: Readonly<Record<IndustryPageId, IndustryPage>>;
  aboutPage: AboutPage;
  contactPage: ContactPage;
  caseStudiesPage: CaseStudiesPage;
  blogPage: BlogPage;
  privacyPolicy: LegalDocument;
  termsOfService: LegalDocument;
  notFoundPage: NotFoundPage;
  aiOptimizationTestPage: AiOptimizationTestPage;
  aiRecommendationTestPage: AiRecommendationTestPage;
  chatbotDemoPage: ChatbotDemoPage;
  /** Chat widget copy and the assistant's quick answers (§2, §3). */
  chatWidget: ChatWidgetCopy;
  quickAnswers: typeof quickAnswers;
  commonQueries: readonly string[];
  /** Contact form of every page that has one (§3, §4, §5, §8). */
  contactForms: Readonly<Record<string, ContactFormConfig>>;
}

/** The real catalogue. `index.ts` validates it at module load. */
export const catalogue: Catalogue = {
  company,
  claims,
  prices,
  responseMinutes: RESPONSE_MINUTES,
  replyPromises: REPLY_PROMISES,
  guarantees,
  certifications,
  complianceFrameworks,
  terms: TERMS,
  services,
  industries,
  locations,
  testimonials,
  caseStudies,
  routes,
  pageMeta,
  pageFaqs,
  header,
  footer,
  homePage,
  servicesOverviewPage,
  servicePages,
  cityPages,
  industryPages,
  aboutPage,
  contactPage,
  caseStudiesPage,
  blogPage,
  privacyPolicy,
  termsOfService,
  notFoundPage,
  aiOptimizationTestPage,
  aiRecommendationTestPage,
  chatbotDemoPage,
  chatWidget,
  quickAnswers,
  commonQueries,
  contactForms,
};
