import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'Work email', placeholder: 'you@company.ca', type: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'dana@harbourlaw.ca' } };
export const Invalid: Story = { args: { invalid: true, defaultValue: 'dana@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'dana@harbourlaw.ca' } };
export const Telephone: Story = {
  args: { type: 'tel', 'aria-label': 'Phone', placeholder: '(416) 555-0100' },
};
