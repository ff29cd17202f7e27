import { render, screen } from '@testing-library/react';
import { Flame } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('renders its text with a decorative icon', () => {
    render(
      <Badge tone="hot" icon={Flame}>
        Hot lead
      </Badge>,
    );
    const badge = screen.getByText('Hot lead');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('colours hot red, warm yellow and cold blue from the tokens', () => {
    render(
      <>
        <Badge tone="hot">hot</Badge>
        <Badge tone="warm">warm</Badge>
        <Badge tone="cold">cold</Badge>
      </>,
    );
    const bg = (t: string) => getComputedStyle(screen.getByText(t)).backgroundColor;
    expect(bg('hot')).toBe('rgb(254, 226, 226)');
    expect(bg('warm')).toBe('rgb(254, 249, 195)');
    expect(bg('cold')).toBe('rgb(219, 234, 254)');
  });
});
