import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input.tsx';

describe('Input', () => {
  it('is a text input by default and takes a ref', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input aria-label="Name" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('type')).toBe('text');
    expect(ref.current).toBe(input);
    await userEvent.type(input, 'Dana');
    expect(ref.current?.value).toBe('Dana');
  });

  it('sets aria-invalid only when invalid', () => {
    render(
      <>
        <Input aria-label="A" />
        <Input aria-label="B" invalid />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' }).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'B' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a 16 px font and a 48 px height', () => {
    render(<Input aria-label="A" />);
    const style = getComputedStyle(screen.getByRole('textbox'));
    expect(style.fontSize).toBe('16px');
    expect(style.minHeight).toBe('48px');
  });
});
