import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label } from './label.tsx';

const meta = {
  title: 'Forms/Label',
  component: Label,
  args: { children: 'Work email', htmlFor: 'x' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <input id="x" aria-label="Example control" style={{ display: 'none' }} />
      </>
    ),
  ],
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const Optional: Story = { args: { optionalText: '(optional)', children: 'Company' } };
