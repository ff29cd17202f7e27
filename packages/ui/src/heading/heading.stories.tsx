import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './heading.tsx';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  args: { level: 2, children: 'Managed IT that answers in 15 minutes' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level2: Story = {};
export const AllSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Heading level={2} size="3xl">
        3xl: IT support for Toronto firms
      </Heading>
      <Heading level={2} size="2xl">
        2xl: IT support for Toronto firms
      </Heading>
      <Heading level={2} size="xl">
        xl: IT support for Toronto firms
      </Heading>
      <Heading level={3} size="lg">
        lg: IT support for Toronto firms
      </Heading>
      <Heading level={3} size="md">
        md: IT support for Toronto firms
      </Heading>
      <Heading level={4} size="sm">
        sm: IT support for Toronto firms
      </Heading>
    </div>
  ),
};
