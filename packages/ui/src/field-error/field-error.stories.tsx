import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './field-error.tsx';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { children: 'Enter an email address like name@company.ca', id: 'email-error' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongMessage: Story = {
  args: {
    children:
      'Enter a phone number with at least 10 digits, including the area code, for example (416) 555-0100',
    style: { maxWidth: 320 },
  },
};
