import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ACTIONS,
  BUDGET_LABELS,
  BUDGETS,
  budgetSchema,
  CHALLENGE_LABELS,
  CHALLENGES,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  COMPLEXITIES,
  COMPLIANCE_LABELS,
  COMPLIANCE_REQUIREMENTS,
  challengeSchema,
  companySizeSchema,
  complianceRequirementSchema,
  GOAL_LABELS,
  GOALS,
  goalSchema,
  INDUSTRIES,
  INDUSTRY_LABELS,
  industrySchema,
  LEAD_QUALITIES,
  LOCATION_IDS,
  LOCATION_LABELS,
  PRIORITIES,
  SERVICE_IDS,
  SERVICE_LABELS,
  serviceIdSchema,
  TIMELINE_LABELS,
  TIMELINES,
  timelineSchema,
  toOptions,
  WIDGET_CHALLENGES,
} from './options.ts';
import { messageAt } from './test-utils.ts';

describe('option lists (specification §3)', () => {
  it('hold the values of §3 in order', () => {
    expect(INDUSTRIES).toEqual([
      'healthcare',
      'legal',
      'manufacturing',
      'real-estate',
      'financial',
      'professional',
    ]);
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-500', '500+']);
    expect(BUDGETS).toEqual(['under-5k', '5k-15k', '15k-50k', '50k-100k', 'over-100k']);
    expect(TIMELINES).toEqual(['immediate', '1-3-months', '3-6-months', '6-12-months', 'future']);
    expect(SERVICE_IDS).toEqual([
      'managed-it',
      'cybersecurity',
      'cloud-solutions',
      'it-consulting',
      'backup-recovery',
      'help-desk',
    ]);
    expect(LEAD_QUALITIES).toEqual(['cold', 'warm', 'hot']);
    expect(PRIORITIES).toEqual(['high', 'medium', 'low']);
    expect(COMPLEXITIES).toEqual(['low', 'medium', 'high']);
    expect(ANALYTICS_ACTIONS).toEqual(['viewed', 'contacted']);
    expect(GOALS).toHaveLength(8);
  });

  it('label the widget challenges with the widget wording (§3)', () => {
    expect(WIDGET_CHALLENGES.map((value) => CHALLENGE_LABELS[value])).toEqual([
      'Frequent downtime',
      'Security threats',
      'High IT costs',
      'Slow support response',
      'Compliance issues',
    ]);
    expect(CHALLENGES).toHaveLength(10);
  });

  it('include every compliance requirement of §3 plus PHIPA', () => {
    expect(COMPLIANCE_REQUIREMENTS.map((value) => COMPLIANCE_LABELS[value])).toEqual([
      'HIPAA',
      'PHIPA',
      'SOX',
      'PCI DSS',
      'ISO 27001',
      'GDPR',
      'PIPEDA',
      'Financial regulations',
      'Industry standards',
    ]);
  });

  it.each([
    ['industries', INDUSTRIES, INDUSTRY_LABELS],
    ['company sizes', COMPANY_SIZES, COMPANY_SIZE_LABELS],
    ['budgets', BUDGETS, BUDGET_LABELS],
    ['timelines', TIMELINES, TIMELINE_LABELS],
    ['challenges', CHALLENGES, CHALLENGE_LABELS],
    ['compliance', COMPLIANCE_REQUIREMENTS, COMPLIANCE_LABELS],
    ['goals', GOALS, GOAL_LABELS],
    ['services', SERVICE_IDS, SERVICE_LABELS],
    ['locations', LOCATION_IDS, LOCATION_LABELS],
  ] as const)('label every one of the %s with a distinct, non-empty label', (_name, values, labels) => {
    const shown = values.map((value: string) => (labels as Record<string, string>)[value]);
    expect(shown.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(new Set(shown).size).toBe(values.length);
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it.each([
    ['industry', industrySchema, INDUSTRIES, 'Please select your industry'],
    ['company size', companySizeSchema, COMPANY_SIZES, 'Please select your company size'],
    ['budget', budgetSchema, BUDGETS, 'Please select a budget range'],
    ['timeline', timelineSchema, TIMELINES, 'Please select a timeline'],
    ['challenge', challengeSchema, CHALLENGES, 'Please choose challenges from the list'],
    [
      'compliance',
      complianceRequirementSchema,
      COMPLIANCE_REQUIREMENTS,
      'Please choose compliance requirements from the list',
    ],
    ['goal', goalSchema, GOALS, 'Please choose goals from the list'],
    ['service id', serviceIdSchema, SERVICE_IDS, 'Unknown service'],
  ] as const)(
    'the %s schema accepts its values and rejects others with its message',
    (_name, schema, values, message) => {
      for (const value of values) expect(schema.safeParse(value).success).toBe(true);
      expect(messageAt(schema, '', '')).toBe(message);
      expect(messageAt(schema, undefined, '')).toBe(message);
      expect(messageAt(schema, 'Healthcare ', '')).toBe(message);
    },
  );

  it('pairs values with labels for selects', () => {
    expect(toOptions(BUDGETS, BUDGET_LABELS)[0]).toEqual({ value: 'under-5k', label: 'Under $5,000' });
    expect(toOptions(INDUSTRIES, INDUSTRY_LABELS).map((option) => option.value)).toEqual([...INDUSTRIES]);
  });
});
