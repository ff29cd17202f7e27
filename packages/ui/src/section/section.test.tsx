import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './section.tsx';

describe('Section', () => {
  it('is a region labelled by its title', () => {
    render(
      <Section id="services" title="Our services" eyebrow="What we do" description="Four ways we help.">
        Body
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Our services' });
    expect(region.id).toBe('services');
    expect(screen.getByRole('heading', { level: 2, name: 'Our services' })).toBeTruthy();
    expect(screen.getByText('Four ways we help.')).toBeTruthy();
  });

  it('is not a named region without a title', () => {
    render(<Section data-testid="s">Body</Section>);
    expect(screen.getByTestId('s').hasAttribute('aria-labelledby')).toBe(false);
  });

  it('gives each tone its own class', () => {
    render(
      <>
        <Section data-testid="a">a</Section>
        <Section data-testid="b" tone="tinted">
          b
        </Section>
        <Section data-testid="c" tone="inverse">
          c
        </Section>
      </>,
    );
    const classes = ['a', 'b', 'c'].map((id) => screen.getByTestId(id).className);
    expect(new Set(classes).size).toBe(3);
  });

  it('sets the tinted background from the tokens', () => {
    render(
      <Section data-testid="s" tone="tinted">
        x
      </Section>,
    );
    expect(getComputedStyle(screen.getByTestId('s')).backgroundColor).toBe('rgb(239, 246, 255)');
  });
});
