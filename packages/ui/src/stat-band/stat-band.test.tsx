import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatBand } from './stat-band.tsx';

describe('StatBand', () => {
  it('pairs each label with its value in a description list', () => {
    const { container } = render(
      <StatBand
        stats={[
          { value: '99.9%', label: 'Uptime' },
          { value: '500+', label: 'Clients' },
        ]}
      />,
    );
    const terms = [...container.querySelectorAll('dt')].map((n) => n.textContent);
    const details = [...container.querySelectorAll('dd')].map((n) => n.textContent);
    expect(terms).toEqual(['Uptime', 'Clients']);
    expect(details).toEqual(['99.9%', '500+']);
    expect(screen.getByText('99.9%')).toBeTruthy();
  });

  it('uses the inverse (blue) band by default', () => {
    const { container } = render(<StatBand stats={[{ value: '1', label: 'One' }]} />);
    expect(getComputedStyle(container.firstElementChild as Element).backgroundColor).toBe('rgb(30, 64, 175)');
  });
});
