import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading.tsx';

describe('Heading', () => {
  it('renders the requested level', () => {
    render(<Heading level={3}>Our process</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Our process' })).toBeTruthy();
  });

  it('decouples the visual size from the level', () => {
    render(
      <>
        <Heading level={2}>A</Heading>
        <Heading level={2} size="3xl">
          B
        </Heading>
      </>,
    );
    const a = screen.getByRole('heading', { name: 'A' });
    const b = screen.getByRole('heading', { name: 'B' });
    expect(a.className).not.toBe(b.className);
  });
});
