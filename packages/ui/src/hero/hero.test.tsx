import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './hero.tsx';

describe('Hero', () => {
  it('renders the promise as the h1 and labels the region with it', () => {
    render(
      <Hero
        eyebrow="Toronto"
        title="IT that answers"
        description="Fast."
        actions={<a href="#contact">Get a free assessment</a>}
        proof="15-minute response"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'IT that answers' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'IT that answers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a free assessment' })).toBeTruthy();
    expect(screen.getByText('15-minute response')).toBeTruthy();
  });

  it('hides the decorative pattern and can drop it', () => {
    const { container, rerender } = render(<Hero title="T" />);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    rerender(<Hero title="T" pattern={false} />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('renders the aside column', () => {
    render(<Hero title="T" aside={<p>Aside</p>} headingLevel={2} />);
    expect(screen.getByText('Aside')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
