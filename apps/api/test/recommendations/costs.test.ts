import { formatCad, prices } from '@northline/content';
import { COMPANY_SIZES, SERVICE_IDS } from '@northline/schemas';
import { describe, expect, it } from 'vitest';
import {
  ADVISORY_HOURS_PER_MONTH,
  ASSUMED_COMPANY_SIZE,
  CLOUD_HOURS_PER_MONTH,
  COST_MODEL,
  estimateCost,
  PEOPLE_PER_SCOPE_UNIT,
  REPRESENTATIVE_HEADCOUNT,
  ROADMAP_HOURS,
  SCOPE_UNITS,
} from '../../src/recommendations/costs.ts';
import { recommend } from '../../src/recommendations/engine.ts';
import { NOW, profileOf } from './fixtures.ts';

describe('cost model', () => {
  it.each(COMPANY_SIZES)('prices per-user services at the catalogue price × the head-count (%s)', (size) => {
    const users = REPRESENTATIVE_HEADCOUNT[size];
    expect(estimateCost('managed-it', size)).toMatchObject({
      monthly: Math.round(prices.managedIt.amountCad * users),
      setup: 0,
    });
    expect(estimateCost('help-desk', size)).toMatchObject({
      monthly: Math.round(prices.helpDesk.amountCad * users),
      setup: 0,
    });
    expect(prices.managedIt.unit).toBe('per-user-per-month');
    expect(prices.helpDesk.unit).toBe('per-user-per-month');
  });

  it.each(COMPANY_SIZES)('prices the other services from the catalogue as documented (%s)', (size) => {
    const units = SCOPE_UNITS[size];
    expect(units).toBe(Math.ceil(REPRESENTATIVE_HEADCOUNT[size] / PEOPLE_PER_SCOPE_UNIT));
    const hourly = prices.consultingHourly.amountCad;
    expect(estimateCost('backup-recovery', size)).toMatchObject({
      monthly: Math.round(prices.backupRecovery.amountCad * units),
      setup: 0,
    });
    expect(estimateCost('cybersecurity', size)).toMatchObject({
      monthly: Math.round(hourly * units),
      setup: Math.round(prices.securityAssessment.amountCad * units),
    });
    expect(estimateCost('cloud-solutions', size)).toMatchObject({
      monthly: Math.round(hourly * CLOUD_HOURS_PER_MONTH[size]),
      setup: Math.round(prices.cloudMigration.amountCad * units),
    });
    expect(estimateCost('it-consulting', size)).toMatchObject({
      monthly: Math.round(hourly * ADVISORY_HOURS_PER_MONTH[size]),
      setup: Math.round(hourly * ROADMAP_HOURS[size]),
    });
  });

  it('grows with the company size for every service, in whole dollars', () => {
    for (const id of SERVICE_IDS) {
      const estimates = COMPANY_SIZES.map((size) => estimateCost(id, size));
      for (const [index, estimate] of estimates.entries()) {
        expect(Number.isInteger(estimate.monthly)).toBe(true);
        expect(Number.isInteger(estimate.setup)).toBe(true);
        expect(estimate.monthly).toBeGreaterThan(0);
        const smaller = estimates[index - 1];
        if (!smaller) continue;
        expect(estimate.monthly).toBeGreaterThan(smaller.monthly);
        if (COST_MODEL[id].setup) expect(estimate.setup).toBeGreaterThan(smaller.setup);
      }
    }
  });

  it('assumes the documented band when the size is unknown, and says so', () => {
    const unknown = estimateCost('managed-it', undefined);
    const assumed = estimateCost('managed-it', ASSUMED_COMPANY_SIZE);
    expect(unknown.monthly).toBe(assumed.monthly);
    expect(unknown.assumedSize).toBe(true);
    expect(unknown.explanation).toContain('assumed');
    expect(assumed.assumedSize).toBe(false);
  });

  it('explains the quantity and the catalogue price', () => {
    const estimate = estimateCost('managed-it', '11-50');
    expect(estimate.explanation).toContain(
      `${REPRESENTATIVE_HEADCOUNT['11-50']} users × ${formatCad(prices.managedIt.amountCad)}`,
    );
    expect(estimate.explanation).toContain('no setup fee');
  });
});

describe('costs in recommendations', () => {
  it.each(COMPANY_SIZES)('are the cost model for the profile size (%s)', (size) => {
    const result = recommend(
      profileOf({ industry: 'professional', companySize: size, currentChallenges: ['frequent-downtime'] }),
      { now: NOW },
    );
    for (const service of result.recommendedServices) {
      const estimate = estimateCost(service.serviceId, size);
      expect(service.estimatedCost).toEqual({ monthly: estimate.monthly, setup: estimate.setup });
      expect(service.reasoning).toContain(estimate.explanation);
    }
  });

  it('scale with company size for the same profile otherwise', () => {
    const monthly = COMPANY_SIZES.map(
      (size) =>
        recommend(
          profileOf({ industry: 'legal', companySize: size, currentChallenges: ['frequent-downtime'] }),
          {
            now: NOW,
          },
        ).recommendedServices.find((service) => service.serviceId === 'managed-it')?.estimatedCost.monthly ??
        0,
    );
    expect([...monthly].sort((a, b) => a - b)).toEqual(monthly);
    expect(new Set(monthly).size).toBe(monthly.length);
  });
});
