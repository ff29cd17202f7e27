import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './step-list.tsx';

describe('StepList', () => {
  it('renders an ordered list of titled steps', () => {
    render(
      <StepList
        steps={[
          { title: 'Assess', description: 'Look first.' },
          { title: 'Protect' },
          { title: 'Detect' },
          { title: 'Respond' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Assess' })).toBeTruthy();
    expect(screen.getByText('Look first.')).toBeTruthy();
  });

  it('hides the visual numbers from assistive technology (the list is ordered)', () => {
    const { container } = render(<StepList steps={[{ title: 'A' }, { title: 'B' }]} />);
    const numbers = container.querySelectorAll('[aria-hidden="true"]');
    expect([...numbers].map((n) => n.textContent)).toEqual(['1', '2']);
  });
});
