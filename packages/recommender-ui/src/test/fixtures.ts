/** Answers of the recommendation API for the tests, in the shapes of @northline/schemas. */
import type { QuickRecommendationResult, Recommendation, RecommendedService } from '../types.ts';

/** A quick recommendation with three services of three benefits each (the widget shows 2 × 2). */
export const quickRecommendation: QuickRecommendationResult = {
  confidence: 0.873,
  customMessage: 'A 25-person law firm needs ransomware protection and fast help first.',
  recommendedServices: [
    {
      serviceId: 'cybersecurity',
      serviceName: 'Cybersecurity',
      priority: 'high',
      estimatedCost: { monthly: 1499 },
      benefits: ['24/7 threat monitoring', 'Ransomware protection', 'Phishing training'],
    },
    {
      serviceId: 'managed-it',
      serviceName: 'Managed IT Services',
      priority: 'medium',
      estimatedCost: { monthly: 2475 },
      benefits: ['15-minute response', 'Fixed monthly price', 'Patch management'],
    },
    {
      serviceId: 'backup-recovery',
      serviceName: 'Backup & Recovery',
      priority: 'low',
      estimatedCost: { monthly: 299 },
      benefits: ['Daily backups', 'Tested restores', 'Offsite copies'],
    },
  ],
};

function service(
  overrides: Partial<RecommendedService> & Pick<RecommendedService, 'serviceId'>,
): RecommendedService {
  return {
    serviceName: 'Service',
    priority: 'medium',
    reasoning: 'Because it fits.',
    estimatedCost: { monthly: 500 },
    benefits: ['First benefit', 'Second benefit', 'Third benefit', 'Fourth benefit'],
    implementation: { complexity: 'medium', timeframe: '2-4 weeks', steps: ['Assess', 'Plan', 'Roll out'] },
    ...overrides,
  };
}

/** A full recommendation: three services (setup 2500, 0 and none), insights, steps and questions. */
export function recommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    timestamp: '2026-11-23T10:00:00.000Z',
    confidence: 0.914,
    customMessage: 'Security first, then managed support.',
    recommendedServices: [
      service({
        serviceId: 'cybersecurity',
        serviceName: 'Cybersecurity',
        priority: 'high',
        reasoning: 'Law firms are a ransomware target.',
        estimatedCost: { monthly: 1499, setup: 2500 },
        benefits: ['Threat monitoring', 'Ransomware protection', 'Phishing training', 'Incident response'],
      }),
      service({
        serviceId: 'managed-it',
        serviceName: 'Managed IT Services',
        priority: 'medium',
        estimatedCost: { monthly: 2475, setup: 0 },
      }),
      service({ serviceId: 'help-desk', serviceName: 'Help Desk Support', priority: 'low' }),
    ],
    industryInsights: ['Law Society rules require confidentiality of client files.'],
    nextSteps: ['Book a free assessment', 'Review the security report'],
    followUpQuestions: ['Where are your client files stored today?'],
    ...overrides,
  };
}
