import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link.tsx';

describe('SkipLink', () => {
  it('is the first tab stop and points at the main content', async () => {
    render(
      <>
        <SkipLink>Skip to main content</SkipLink>
        <a href="/other">Other</a>
        <main id="main" tabIndex={-1}>
          Main
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main');
  });

  it('is moved off-screen until focused', () => {
    render(<SkipLink href="#content">Skip</SkipLink>);
    const link = screen.getByRole('link', { name: 'Skip' });
    expect(getComputedStyle(link).transform).toBe('translateY(-200%)');
    expect(link.getAttribute('href')).toBe('#content');
  });
});
