import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';

describe('Card', () => {
  it('renders the requested element with its children', () => {
    render(
      <ul>
        <Card as="li">Inside</Card>
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Inside');
  });

  it('has a 12 px radius and a 1 px border', () => {
    render(<Card data-testid="c">x</Card>);
    const style = getComputedStyle(screen.getByTestId('c'));
    expect(style.borderRadius).toBe('12px');
    expect(style.borderWidth).toBe('1px');
  });

  it('uses a shadow for the elevated variant', () => {
    render(
      <Card data-testid="c" variant="elevated">
        x
      </Card>,
    );
    expect(getComputedStyle(screen.getByTestId('c')).boxShadow).not.toBe('');
  });
});
