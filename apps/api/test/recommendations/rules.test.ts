import { readFileSync } from 'node:fs';
import { industries } from '@northline/content';
import { SERVICE_IDS, type ServiceId } from '@northline/schemas';
import { describe, expect, it } from 'vitest';
import {
  FACTS_PLACEHOLDER,
  INDUSTRY_POSITION_POINTS,
  joinFacts,
  matchRules,
  RECOMMENDATION_RULES,
  renderReason,
} from '../../src/recommendations/rules.ts';
import { FULL_PROFILE, TABLE } from './fixtures.ts';

const readme = readFileSync(new URL('../../src/recommendations/README.md', import.meta.url), 'utf8');

describe('the rule table', () => {
  it('has unique kebab-case ids, each documented in README.md', () => {
    const ids = RECOMMENDATION_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(readme).toContain(`\`${id}\``);
    }
  });

  it.each(RECOMMENDATION_RULES.map((rule) => [rule.id, rule] as const))(
    '%s: positive whole points for known services, a rationale and a reason naming the facts',
    (_id, rule) => {
      expect(rule.rationale.length).toBeGreaterThan(10);
      const scored = Object.entries(rule.points) as [ServiceId, number][];
      expect(scored.length).toBeGreaterThan(0);
      for (const [serviceId, points] of scored) {
        expect(SERVICE_IDS).toContain(serviceId);
        expect(Number.isInteger(points) && points > 0).toBe(true);
        const template = typeof rule.reason === 'string' ? rule.reason : rule.reason[serviceId];
        expect(template).toContain(FACTS_PLACEHOLDER);
      }
    },
  );

  it('mirrors the catalogue: one rule per industry, scoring its services by position', () => {
    for (const industry of industries) {
      const rule = RECOMMENDATION_RULES.find((candidate) => candidate.id === `industry-${industry.id}`);
      expect(rule).toBeDefined();
      const expected = Object.fromEntries(
        industry.services.map((entry, index) => [entry.serviceId, INDUSTRY_POSITION_POINTS[index] ?? 1]),
      );
      expect(rule?.points).toEqual(expected);
      for (const entry of industry.services) {
        const reason = rule && renderReason({ rule, facts: [industry.name] }, entry.serviceId);
        expect(reason).toContain(entry.why);
      }
    }
  });
});

describe('matching', () => {
  it('returns the facts each rule used, and renders them into its reason', () => {
    for (const match of matchRules(FULL_PROFILE)) {
      expect(match.facts.length).toBeGreaterThan(0);
      for (const serviceId of Object.keys(match.rule.points) as ServiceId[]) {
        const reason = renderReason(match, serviceId);
        expect(reason).toContain(joinFacts(match.facts));
        expect(reason).not.toContain(FACTS_PLACEHOLDER);
      }
    }
  });

  it('gives no reason for a service the rule does not score', () => {
    const [match] = matchRules(FULL_PROFILE);
    const unscored = SERVICE_IDS.find((id) => match && !match.rule.points[id]);
    expect(match && unscored && renderReason(match, unscored)).toBeUndefined();
  });

  it('matches the industry, size and challenge rules of every table row', () => {
    for (const { profile, industry, challenges } of TABLE) {
      const ids = matchRules(profile).map((match) => match.rule.id);
      expect(ids).toContain(`industry-${industry}`);
      expect(ids.filter((id) => id.startsWith('size-'))).toHaveLength(1);
      for (const challenge of challenges) expect(ids).toContain(`challenge-${challenge}`);
    }
  });

  it('joins facts as prose', () => {
    expect(joinFacts(['PHIPA'])).toBe('PHIPA');
    expect(joinFacts(['Healthcare', 'PHIPA'])).toBe('Healthcare and PHIPA');
    expect(joinFacts(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
