import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './select.tsx';

const options = [
  { value: 'legal', label: 'Legal' },
  { value: 'health', label: 'Healthcare' },
];

describe('Select', () => {
  it('renders a native select with a placeholder option', async () => {
    render(<Select aria-label="Industry" options={options} placeholder="Choose one" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Industry' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose one', 'Legal', 'Healthcare']);
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'health');
    expect(select.value).toBe('health');
  });

  it('accepts option children and marks invalid', () => {
    render(
      <Select aria-label="X" invalid>
        <option value="a">A</option>
      </Select>,
    );
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('option', { name: 'A' })).toBeTruthy();
  });
});
