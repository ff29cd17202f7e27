import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('defaults to four rows', () => {
    render(<Textarea aria-label="Message" />);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('rows')).toBe('4');
  });

  it('applies a minimum height and aria-invalid', () => {
    render(<Textarea aria-label="Message" minHeight={120} invalid />);
    const el = screen.getByRole('textbox');
    expect(el.style.minHeight).toBe('120px');
    expect(el.getAttribute('aria-invalid')).toBe('true');
  });
});
