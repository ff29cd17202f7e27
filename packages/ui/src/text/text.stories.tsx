import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './text.tsx';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: {
    children:
      'We monitor your servers, laptops and cloud accounts around the clock, and a Toronto technician answers within 15 minutes.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Lead: Story = { args: { size: 'lg', measure: true } };
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const Strong: Story = { args: { tone: 'strong', weight: 'semibold' } };
