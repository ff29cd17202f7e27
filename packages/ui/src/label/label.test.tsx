import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Label } from './label.tsx';

describe('Label', () => {
  it('labels its control', () => {
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <input id="email" />
      </>,
    );
    expect(screen.getByLabelText('Email').id).toBe('email');
  });

  it('hides the required asterisk from assistive technology', () => {
    const { container } = render(
      <Label htmlFor="n" required>
        Name
      </Label>,
    );
    const star = container.querySelector('[aria-hidden="true"]');
    expect(star?.textContent).toBe('*');
  });

  it('shows the optional text only when not required', () => {
    const { rerender } = render(<Label optionalText="(optional)">Company</Label>);
    expect(screen.getByText('(optional)')).toBeTruthy();
    rerender(
      <Label optionalText="(optional)" required>
        Company
      </Label>,
    );
    expect(screen.queryByText('(optional)')).toBeNull();
  });
});
