/**
 * The three internal test pages (specification §2): AI optimization test, AI recommendation test and chatbot
 * demo. They stay public and working but carry `noindex` and stay out of the sitemap.
 */
import { company } from '../company.ts';
import type { RouteKey } from '../routes.ts';
import type { Feature, SectionCopy } from '../types.ts';
import { type RecommendationsViewTexts, recommendationsViewTexts } from '../widget-texts.ts';

/** One resource the AI optimization test page checks (§2: five resources). */
export interface ResourceCheck {
  /** Label shown beside the badge. */
  label: string;
  /** Path fetched (GET). */
  path: string;
  /** True when the body must parse as JSON (§7: the three static files). */
  expectJson: boolean;
}

/** An external test tool tile. */
export interface ToolTile {
  /** Tool name. */
  name: string;
  /** What to check with it. */
  text: string;
  /** The tool's public address (opens in a new tab). */
  url: string;
}

/** The AI optimization test page (§2). */
export interface AiOptimizationTestPage {
  /** Route key. */
  route: RouteKey;
  title: string;
  intro: string;
  /** The five resource checks, in display order. */
  checks: readonly ResourceCheck[];
  /** Heading of the resource checks. */
  checksTitle: string;
  /** Badge labels and the rerun button (§2: 'testing' and 'Testing...' meanwhile). */
  badges: { testing: string; success: string; error: string };
  rerun: { idle: string; running: string };
  /** Counters of structured-data scripts and meta tags whose name starts with 'ai-', under their heading. */
  counters: { title: string; structuredData: string; aiMetaTags: string };
  /** Sample queries (§9: the first 3 are shown). */
  sampleQueries: SectionCopy & { queries: readonly string[] };
  /** Headings of the quick answers (pricing, response time, contact) and common queries. */
  quickAnswers: SectionCopy & {
    labels: { pricing: string; response_time: string; contact: string };
    /** Shown until the suggestions check has answered (or when it failed). */
    pending: string;
  };
  commonQueries: SectionCopy;
  /** External test tool tiles. */
  tools: SectionCopy & { tiles: readonly ToolTile[] };
  /** Testing instructions, one step per line. */
  instructions: SectionCopy & { steps: readonly string[] };
}

/** The AI recommendation test page (§2, §4). */
export interface AiRecommendationTestPage {
  /** Route key. */
  route: RouteKey;
  title: string;
  intro: string;
  /** Left panel: visitor profile. Field and group labels. */
  profile: {
    title: string;
    labels: {
      industry: string;
      companySize: string;
      budget: string;
      timeline: string;
      challenges: string;
      complianceNeeds: string;
      goals: string;
      contactInfo: string;
      name: string;
      email: string;
      company: string;
      phone: string;
      preferences: string;
      communicationStyle: string;
      meetingPreference: string;
      priority: string;
      serviceInterests: string;
      behavior: string;
      timeOnSite: string;
      pagesVisited: string;
    };
    /** Labels of the preference options (values as in @northline/schemas profile.ts). */
    preferenceOptions: {
      communicationStyle: Readonly<Record<'business' | 'technical' | 'executive', string>>;
      meetingPreference: Readonly<Record<'virtual' | 'in-person' | 'phone', string>>;
      priority: Readonly<Record<'quality' | 'cost' | 'speed', string>>;
    };
    sessionLabel: string;
    /** Shown in place of the recommendations until the browser has created the test session. */
    preparingSession: string;
    /** First option of each select (no choice). */
    placeholder: string;
    /** Time on site as shown; `{seconds}` is replaced. */
    timeOnSiteValue: string;
    /** Label of the list of services viewed so far. */
    servicesViewed: string;
    /** Upload state of the profile (§7 `POST /api/visitor-profile`; §8 'Failed to update profile'). */
    sync: { saving: string; saved: string; failed: string };
  };
  /** Toast after Get Quote or the follow-up button (the test page has no contact form); `{service}` is replaced. */
  quoteToast: { title: string; description: string; followUpDescription: string };
  /** Right panel: the recommendations view's texts (§4). */
  recommendations: RecommendationsViewTexts;
}

/** The chatbot demo page (§2). */
export interface ChatbotDemoPage {
  /** Route key. */
  route: RouteKey;
  title: string;
  intro: string;
  /** Label of the test message box and its default text (a cybersecurity question for a law firm). */
  messageLabel: string;
  defaultMessage: string;
  /** Read-only session id label. */
  sessionLabel: string;
  /** Send button while idle and while sending. */
  send: { idle: string; sending: string };
  /** Eight quick example messages (§2). */
  examples: SectionCopy & { messages: readonly string[] };
  /** Response panel: heading, lead-quality and services labels, error box (§8: 'Error:' or 'Unknown error'). */
  response: {
    title: string;
    leadQuality: string;
    interestedServices: string;
    errorPrefix: string;
    unknownError: string;
    empty: string;
  };
  /** The visitor info the demo sends (§7: name, company, email). */
  demoVisitor: { name: string; company: string; email: string };
  /** Feature list. */
  features: SectionCopy & { items: readonly Feature[] };
}

/** AI optimization test page copy (§2). */
export const aiOptimizationTestPage: AiOptimizationTestPage = {
  route: 'ai-optimization-test',
  title: 'AI Search Optimization Test',
  intro:
    'Checks that the files and endpoints AI assistants and search engines read are online and valid. Internal page, not indexed.',
  checks: [
    { label: 'AI FAQ endpoint', path: '/api/ai/faq', expectJson: true },
    { label: 'AI suggestions endpoint', path: '/api/ai/suggestions', expectJson: true },
    { label: 'AI content file', path: '/ai-content.json', expectJson: true },
    { label: 'AI knowledge file', path: '/ai-knowledge.json', expectJson: true },
    { label: 'Expanded keywords file', path: '/ai-expanded-keywords.json', expectJson: true },
  ],
  checksTitle: 'Resource checks',
  badges: { testing: 'testing', success: 'success', error: 'error' },
  rerun: { idle: 'Rerun Tests', running: 'Testing...' },
  counters: {
    title: 'On this page',
    structuredData: 'Structured data scripts',
    aiMetaTags: 'AI meta tags (ai-*)',
  },
  sampleQueries: {
    title: 'Sample queries to try in AI assistants',
    intro:
      'Ask these in ChatGPT, Perplexity, Gemini or Copilot and check that Northline IT is named with correct facts.',
    queries: [
      'Best managed IT services provider in Toronto for a 30-person law firm',
      'How much does managed IT support cost per user in the GTA?',
      'IT company in Vaughan that supports manufacturers in Concord',
      'Cybersecurity company near Square One, Mississauga',
      'PHIPA-compliant IT support for a clinic in Markham',
    ],
  },
  quickAnswers: {
    title: 'Quick answers',
    intro: 'What the suggestions endpoint returns for the three most common questions.',
    labels: { pricing: 'Pricing', response_time: 'Response time', contact: 'Contact' },
    pending: 'Waiting for the suggestions endpoint.',
  },
  commonQueries: {
    title: 'Common queries',
    intro: 'The first five common queries from the suggestions endpoint.',
  },
  tools: {
    title: 'External test tools',
    tiles: [
      {
        name: 'Rich Results Test',
        text: 'Check that LocalBusiness and FAQPage structured data are valid.',
        url: 'https://search.google.com/test/rich-results',
      },
      {
        name: 'Schema Markup Validator',
        text: 'Validate every schema.org block on a page.',
        url: 'https://validator.schema.org/',
      },
      {
        name: 'PageSpeed Insights',
        text: 'Measure loading speed and Core Web Vitals on mobile and desktop.',
        url: 'https://pagespeed.web.dev/',
      },
      {
        name: 'Perplexity',
        text: 'Ask the sample queries and see which sources the answer cites.',
        url: 'https://www.perplexity.ai/',
      },
    ],
  },
  instructions: {
    title: 'How to test',
    steps: [
      'Wait for all five checks to show success. An error means the file or endpoint is missing or returns invalid JSON.',
      'Confirm the structured-data count is at least 2 (LocalBusiness and FAQPage).',
      'Paste the page address into the Rich Results Test and the Schema Markup Validator.',
      'Ask the sample queries in two or three AI assistants and note whether the facts match this site.',
      'Repeat after every deployment that changes content.',
    ],
  },
};

/** AI recommendation test page copy (§2, §4). */
export const aiRecommendationTestPage: AiRecommendationTestPage = {
  route: 'ai-recommendation-test',
  title: 'AI Recommendation Engine Test',
  intro:
    'Build a visitor profile on the left and see the recommendations the engine generates on the right. Internal page, not indexed.',
  profile: {
    title: 'Visitor profile',
    labels: {
      industry: 'Industry',
      companySize: 'Company size',
      budget: 'Annual IT budget',
      timeline: 'Timeline',
      challenges: 'Current challenges',
      complianceNeeds: 'Compliance needs',
      goals: 'Goals',
      contactInfo: 'Contact information',
      name: 'Name',
      email: 'Email',
      company: 'Company',
      phone: 'Phone',
      preferences: 'Preferences',
      communicationStyle: 'Communication style',
      meetingPreference: 'Meeting preference',
      priority: 'Priority',
      serviceInterests: 'Service interests',
      behavior: 'Behaviour',
      timeOnSite: 'Time on site',
      pagesVisited: 'Pages visited',
    },
    preferenceOptions: {
      communicationStyle: { business: 'Business', technical: 'Technical', executive: 'Executive summary' },
      meetingPreference: { virtual: 'Video call', 'in-person': 'In person', phone: 'Phone' },
      priority: { quality: 'Quality', cost: 'Cost', speed: 'Speed' },
    },
    sessionLabel: 'Session',
    preparingSession: 'Starting a test session...',
    placeholder: 'Not specified',
    timeOnSiteValue: '{seconds} s',
    servicesViewed: 'Viewed',
    sync: { saving: 'Saving profile...', saved: 'Profile saved', failed: 'Failed to update profile' },
  },
  quoteToast: {
    title: 'Quote requested',
    description: `A consultant would now prepare a quote for {service}. On the live site, call ${company.phones.main.display} or use the contact form.`,
    followUpDescription: `A consultant would now call back. On the live site, call ${company.phones.main.display} or use the contact form.`,
  },
  recommendations: {
    ...recommendationsViewTexts,
    title: 'Recommendations',
    empty: 'No recommendations yet. Fill in the profile, then generate them.',
    reasoning: 'Why we recommend it',
    followUpQuestions: 'Questions to discuss',
    followUpButton: 'Talk to a consultant',
  },
};

/** Chatbot demo page copy (§2). */
export const chatbotDemoPage: ChatbotDemoPage = {
  route: 'chatbot-demo',
  title: 'AI Chatbot Demo',
  intro:
    'Send a test message to the sales assistant and see its reply, lead score and detected interests. Internal page, not indexed.',
  messageLabel: 'Test message',
  defaultMessage:
    'We are a 25-lawyer firm on Bay Street. How do we protect client files from ransomware and meet our Law Society confidentiality duties?',
  sessionLabel: 'Session ID',
  send: { idle: 'Send Test Message', sending: 'Sending...' },
  examples: {
    title: 'Quick examples',
    messages: [
      'How much do managed IT services cost for 20 employees?',
      'Our server crashed this morning. Can someone come today?',
      'We are a dental clinic in Markham. Is our patient data PHIPA compliant?',
      'We want to move from our office server to Microsoft 365.',
      'Do you support manufacturers in Concord with plant-floor networks?',
      'We had a phishing email that looked like our bank. What should we do?',
      'Can you help a real estate brokerage secure agent phones?',
      'We need an IT roadmap and budget for next year.',
    ],
  },
  response: {
    title: 'Response',
    leadQuality: 'Lead quality',
    interestedServices: 'Interested services',
    errorPrefix: 'Error:',
    unknownError: 'Unknown error',
    empty: "Send a message to see the assistant's reply here.",
  },
  demoVisitor: { name: 'Demo Visitor', company: 'Demo Company', email: 'demo@example.com' },
  features: {
    title: 'What the assistant does',
    items: [
      {
        title: 'Answers with real facts',
        text: 'Prices, response times and services come from the same catalogue as the website.',
        icon: 'book-open-check',
      },
      {
        title: 'Scores leads',
        text: 'Each reply rates the conversation cold, warm or hot from intent, urgency and budget.',
        icon: 'gauge',
      },
      {
        title: 'Detects interests',
        text: 'Services the visitor asks about are tagged for the sales team.',
        icon: 'tags',
      },
      {
        title: 'Hands over to people',
        text: 'Warm and hot leads are invited to leave details for a consultant.',
        icon: 'user-round-check',
      },
    ],
  },
};
