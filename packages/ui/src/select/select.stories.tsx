import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select.tsx';

const options = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '200+', label: 'More than 200', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { 'aria-label': 'Company size', options, placeholder: 'Choose a company size' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Selected: Story = { args: { defaultValue: '11-50' } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '11-50' } };
