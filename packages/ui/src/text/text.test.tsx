import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './text.tsx';

describe('Text', () => {
  it('renders a paragraph by default', () => {
    render(<Text>Body</Text>);
    expect(screen.getByText('Body').tagName).toBe('P');
  });

  it('renders another element and variants', () => {
    render(
      <Text as="span" tone="muted" size="sm">
        Muted
      </Text>,
    );
    const el = screen.getByText('Muted');
    expect(el.tagName).toBe('SPAN');
    expect(el.className.split(' ').length).toBeGreaterThan(3);
  });
});
