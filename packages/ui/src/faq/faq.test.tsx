import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Faq } from './faq.tsx';

const items = [
  { question: 'How fast?', answer: '15 minutes.' },
  { question: 'How much?', answer: 'From $99.' },
  { question: 'On site?', answer: 'Yes.' },
];

describe('Faq', () => {
  it('puts each question button inside a heading, collapsed', () => {
    render(<Faq items={items} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'How fast?' });
    const button = screen.getByRole('button', { name: 'How fast?' });
    expect(heading.contains(button)).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Closed answers are in the document (prerendered HTML keeps them) but hidden.
    expect(screen.getByText('15 minutes.').closest('[data-state="closed"]')).not.toBeNull();
    expect(getComputedStyle(screen.getByText('15 minutes.').closest('[data-state]') as Element).display).toBe(
      'none',
    );
  });

  it('opens one answer at a time with the mouse', async () => {
    render(<Faq items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'How fast?' }));
    expect(screen.getByText('15 minutes.').closest('[data-state="closed"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'How much?' }));
    expect(screen.getByText('From $99.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How fast?' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('is keyboard operable: arrows move focus, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<Faq items={items} headingLevel={2} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'How fast?' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'How much?' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'On site?' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'On site?' }).textContent).toBe('Yes.');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'On site?' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the requested items first', () => {
    render(<Faq items={items} multiple defaultOpen={['How fast?', 'On site?']} />);
    expect(screen.getByText('15 minutes.')).toBeTruthy();
    expect(screen.getByText('Yes.')).toBeTruthy();
  });
});
