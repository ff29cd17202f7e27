import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Testimonial } from './testimonial.tsx';

describe('Testimonial', () => {
  it('renders a figure with the quote and attribution', () => {
    render(
      <Testimonial
        quote="Fast and calm."
        author="Priya Shah"
        authorRole="Office Manager"
        location="Toronto"
      />,
    );
    expect(screen.getByRole('figure')).toBeTruthy();
    expect(screen.getByText('“Fast and calm.”')).toBeTruthy();
    expect(screen.getByText('Priya Shah').tagName).toBe('CITE');
    expect(screen.getByText('Office Manager · Toronto')).toBeTruthy();
  });

  it('labels the star rating as one image', () => {
    render(<Testimonial quote="Good." author="A" rating={4} />);
    const img = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(img.querySelectorAll('svg')).toHaveLength(4);
  });

  it('accepts a custom rating label', () => {
    render(<Testimonial quote="Good." author="A" rating={5} ratingLabel="5 étoiles" />);
    expect(screen.getByRole('img', { name: '5 étoiles' })).toBeTruthy();
  });
});
