// @vitest-environment jsdom
/** A chat message's web addresses in the staff app: links (http and https only), never another scheme. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text.tsx';

describe('LinkedText', () => {
  it('links http and https addresses with a safe rel, and leaves javascript: as text', () => {
    render(
      <p>
        <LinkedText text="Our page https://acme-dental.example/contact, not javascript:alert(1)." />
      </p>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://acme-dental.example/contact');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.closest('p')?.textContent).toBe(
      'Our page https://acme-dental.example/contact, not javascript:alert(1).',
    );
  });
});
