import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice, PriceTag } from './price-tag.tsx';

describe('formatPrice', () => {
  it('formats whole CAD amounts without decimals', () => {
    expect(formatPrice(99)).toBe('$99');
    expect(formatPrice(1500)).toBe('$1,500');
  });

  it('keeps cents when there are any', () => {
    expect(formatPrice(1499.5)).toBe('$1,499.50');
  });
});

describe('PriceTag', () => {
  it('reads as one sentence', () => {
    const { container } = render(<PriceTag amount={99} prefix="From" period="per user / month" />);
    expect(container.textContent).toBe('From $99 CAD per user / month');
  });

  it('can hide the currency code', () => {
    const { container } = render(<PriceTag amount={150} showCurrencyCode={false} period="per hour" />);
    expect(container.textContent).toBe('$150 per hour');
  });
});
