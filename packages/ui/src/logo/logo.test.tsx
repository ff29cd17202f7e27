import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoMark } from './logo.tsx';

describe('LogoMark', () => {
  it('is decorative', () => {
    const { container } = render(<LogoMark />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
  });
});
