import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepList } from './step-list.tsx';

const meta = {
  title: 'Components/StepList',
  component: StepList,
  args: {
    steps: [
      { title: 'Assessment', description: 'We audit your network, devices and accounts in one visit.' },
      { title: 'Planning', description: 'A written plan with costs, priorities and dates.' },
      { title: 'Implementation', description: 'We roll out changes after hours, without downtime.' },
      { title: 'Monitoring', description: '24/7 monitoring and a monthly report.' },
    ],
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const Vertical: Story = { args: { layout: 'vertical' } };
export const TitlesOnly: Story = {
  args: { steps: [{ title: 'Assess' }, { title: 'Protect' }, { title: 'Detect' }, { title: 'Respond' }] },
};
