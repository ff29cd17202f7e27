import type { Priority } from './types.ts';

/**
 * Confidence (0 to 1) as the widgets show it: a rounded percent (specification §4), e.g. 0.873 → '87%'.
 * Values outside 0..1 are clamped.
 */
export function formatConfidence(confidence: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0));
  return `${Math.round(clamped * 100)}%`;
}

/** Colour family of a priority (§4): high red, medium yellow, low blue. */
export const PRIORITY_TONE: Record<Priority, 'red' | 'yellow' | 'blue'> = {
  high: 'red',
  medium: 'yellow',
  low: 'blue',
};

/** A CAD amount as shown, e.g. 1499 → '$1,499' (no cents for whole dollars). */
export function formatCad(amount: number): string {
  return new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
