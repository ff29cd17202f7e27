import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './field-error.tsx';

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="e" />);
    expect(container.innerHTML).toBe('');
  });

  it('renders the message in red with a hidden icon and a screen-reader prefix', () => {
    render(<FieldError id="e">Enter your name</FieldError>);
    const p = document.getElementById('e') as HTMLElement;
    expect(p.textContent).toBe('Error: Enter your name');
    expect(p.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(p).color).toBe('rgb(185, 28, 28)');
    expect(screen.getByText('Enter your name')).toBeTruthy();
  });
});
