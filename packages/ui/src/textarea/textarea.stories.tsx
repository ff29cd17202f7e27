import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', placeholder: 'Tell us about your IT' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourRows: Story = {};
export const MinHeight120: Story = { args: { minHeight: 120, rows: 2 } };
export const Invalid: Story = { args: { invalid: true, defaultValue: 'Hi' } };
export const Disabled: Story = { args: { disabled: true } };
