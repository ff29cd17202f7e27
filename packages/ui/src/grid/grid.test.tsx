import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './grid.tsx';

describe('Grid', () => {
  it('renders a list when asked', () => {
    render(
      <Grid as="ul" columns={4}>
        <li>One</li>
        <li>Two</li>
      </Grid>,
    );
    expect(screen.getByRole('list').children).toHaveLength(2);
  });

  it('is a single column grid at jsdom width', () => {
    render(<Grid data-testid="g">x</Grid>);
    expect(getComputedStyle(screen.getByTestId('g')).display).toBe('grid');
  });
});
