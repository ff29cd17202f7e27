/**
 * Implementation plans of the six services (specification §3 "Recommendation result" `implementation`:
 * complexity low/medium/high, timeframe, steps) and the one question we ask about each service.
 * The steps follow the four-step processes of the service pages in `@northline/content`.
 */
import {
  COMPLEXITIES,
  COMPLIANCE_LABELS,
  type CompanySize,
  type Complexity,
  type ComplianceRequirement,
  type ServiceId,
} from '@northline/schemas';
import { FACTS_PLACEHOLDER, joinFacts } from './rules.ts';

/** How one service is rolled out. */
export interface ServicePlan {
  /** Complexity for a company of 11-200 employees; one step lower for 1-10, one higher for 201+. */
  complexity: Complexity;
  /** Typical time from signing to running, per size band. */
  timeframe: Readonly<Record<CompanySize, string>>;
  /** The steps, in order. */
  steps: readonly string[];
  /** Added before the last step when the profile names compliance needs; `{facts}` names them. */
  complianceStep?: string;
  /** The question that sharpens a quote for this service. */
  question: string;
}

/** How complexity moves with the size band: index steps on {@link COMPLEXITIES} (low, medium, high). */
export const COMPLEXITY_SIZE_SHIFT: Readonly<Record<CompanySize, number>> = {
  '1-10': -1,
  '11-50': 0,
  '51-200': 0,
  '201-500': 1,
  '500+': 1,
};

/** The plan of each service. */
export const SERVICE_PLANS: Readonly<Record<ServiceId, ServicePlan>> = {
  'managed-it': {
    complexity: 'medium',
    timeframe: {
      '1-10': '1-2 weeks',
      '11-50': '2-4 weeks',
      '51-200': '4-6 weeks',
      '201-500': '6-10 weeks',
      '500+': '2-4 months',
    },
    steps: [
      'Free IT assessment: inventory of devices, accounts, networks and open risks',
      'Onboarding: monitoring agents, documentation and help desk access for every user',
      'Stabilize: patch backlog, fix recurring faults, close urgent security gaps',
      'Run: 24/7 monitoring, help desk and a quarterly review with your account manager',
    ],
    question: 'How many computers and servers do you run today, and who looks after them?',
  },
  cybersecurity: {
    complexity: 'medium',
    timeframe: {
      '1-10': '2-3 weeks',
      '11-50': '3-5 weeks',
      '51-200': '4-8 weeks',
      '201-500': '2-3 months',
      '500+': '3-4 months',
    },
    steps: [
      'Security assessment with a written, prioritized report',
      'Harden: multi-factor sign-in, email security and endpoint detection on every device',
      'Train staff with short sessions and monthly phishing simulations',
      'Monitor around the clock with 5-minute incident response',
    ],
    complianceStep: 'Map controls and audit evidence to {facts}',
    question: 'Have you had a phishing, fraud or ransomware incident in the last two years?',
  },
  'cloud-solutions': {
    complexity: 'high',
    timeframe: {
      '1-10': '2-3 weeks',
      '11-50': '3-6 weeks',
      '51-200': '6-10 weeks',
      '201-500': '2-4 months',
      '500+': '4-6 months',
    },
    steps: [
      'Cloud readiness assessment of email, files and business applications',
      'Migration plan with Canadian data residency, security and access policies',
      'Migrate in stages, mostly over weekends, with a tested way back',
      'Support after the move and monthly cost optimization',
    ],
    complianceStep: 'Confirm where data is stored and who can reach it under {facts}',
    question: 'Which systems still run on a server in your office?',
  },
  'it-consulting': {
    complexity: 'low',
    timeframe: {
      '1-10': '1-2 weeks',
      '11-50': '2-3 weeks',
      '51-200': '3-4 weeks',
      '201-500': '4-6 weeks',
      '500+': '6-8 weeks',
    },
    steps: [
      'Discovery interviews and a technology inventory',
      'Risk and cost analysis',
      'Written roadmap with budget and priorities',
      'Vendor selection and oversight of the projects you choose',
    ],
    complianceStep: 'Gap analysis against {facts} with an owner for every gap',
    question: 'Which IT project matters most to you in the next 12 months?',
  },
  'backup-recovery': {
    complexity: 'low',
    timeframe: {
      '1-10': '1 week',
      '11-50': '1-2 weeks',
      '51-200': '2-3 weeks',
      '201-500': '3-4 weeks',
      '500+': '4-6 weeks',
    },
    steps: [
      'List the systems and data you cannot work without, and how fast each must be back',
      'Daily encrypted backups of servers, laptops and Microsoft 365 to Canadian storage',
      'Immutable copies that ransomware cannot change',
      'Monthly test restore with a written result, and a disaster recovery plan',
    ],
    question: 'How long could your business work without its files, and when did you last test a restore?',
  },
  'help-desk': {
    complexity: 'low',
    timeframe: {
      '1-10': '1 week',
      '11-50': '1-2 weeks',
      '51-200': '2-3 weeks',
      '201-500': '3-4 weeks',
      '500+': '4-6 weeks',
    },
    steps: [
      'Collect users, devices and the applications your team depends on',
      'Set up phone, email and chat access to the help desk for every user',
      'Agree who approves accounts, purchases and escalations',
      'Monthly report of tickets, outcomes and recurring problems',
    ],
    question: 'How many support requests does your team raise in a typical week?',
  },
};

/** The rollout of one service for a profile: complexity and timeframe by size band, steps. */
export interface Implementation {
  /** low, medium or high (§3). */
  complexity: Complexity;
  /** Typical time to running, e.g. '2-4 weeks'. */
  timeframe: string;
  /** Ordered steps. */
  steps: string[];
}

/**
 * The implementation of a service (§3 `implementation`) for a size band and the profile's compliance needs.
 * The complexity is the plan's, shifted by {@link COMPLEXITY_SIZE_SHIFT} and kept within low..high.
 */
export function planImplementation(
  serviceId: ServiceId,
  companySize: CompanySize,
  complianceNeeds: readonly ComplianceRequirement[],
): Implementation {
  const plan = SERVICE_PLANS[serviceId];
  const level = COMPLEXITIES.indexOf(plan.complexity) + COMPLEXITY_SIZE_SHIFT[companySize];
  const complexity = COMPLEXITIES[Math.min(COMPLEXITIES.length - 1, Math.max(0, level))] ?? plan.complexity;
  const steps = [...plan.steps];
  if (plan.complianceStep && complianceNeeds.length > 0) {
    const frameworks = joinFacts(complianceNeeds.map((need) => COMPLIANCE_LABELS[need]));
    steps.splice(steps.length - 1, 0, plan.complianceStep.replaceAll(FACTS_PLACEHOLDER, frameworks));
  }
  return { complexity, timeframe: plan.timeframe[companySize], steps };
}
