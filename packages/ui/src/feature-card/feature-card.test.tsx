import { render, screen } from '@testing-library/react';
import { Server } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { FeatureCard } from './feature-card.tsx';

describe('FeatureCard', () => {
  it('renders the title as a heading and hides the icon', () => {
    const { container } = render(
      <FeatureCard icon={Server} title="Managed IT">
        Help desk.
      </FeatureCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Managed IT' })).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Help desk.')).toBeTruthy();
  });

  it('links the title when given href', () => {
    render(<FeatureCard icon={Server} title="Cloud" href="/cloud-solutions" headingLevel={2} />);
    const link = screen.getByRole('link', { name: 'Cloud' });
    expect(link.getAttribute('href')).toBe('/cloud-solutions');
    expect(screen.getByRole('heading', { level: 2 }).contains(link)).toBe(true);
  });

  it('lists bullet items and shows the footer', () => {
    render(<FeatureCard icon={Server} title="CRM" items={['One', 'Two']} footer={<span>From $99</span>} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByText('From $99')).toBeTruthy();
  });
});
