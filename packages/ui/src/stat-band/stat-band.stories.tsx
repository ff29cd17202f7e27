import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatBand } from './stat-band.tsx';

const meta = {
  title: 'Components/StatBand',
  component: StatBand,
  parameters: { layout: 'fullscreen' },
  args: {
    stats: [
      { value: '12+', label: 'Years in Toronto' },
      { value: '500+', label: 'Clients' },
      { value: '99.9%', label: 'Uptime' },
      { value: '15 min', label: 'Response time' },
    ],
  },
} satisfies Meta<typeof StatBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inverse: Story = {};
export const Tinted: Story = { args: { tone: 'tinted' } };
export const Plain: Story = { args: { tone: 'default' } };
export const ThreeStats: Story = {
  args: {
    stats: [
      { value: '5 min', label: 'Incident response' },
      { value: '99.9%', label: 'Threats stopped' },
      { value: '85%', label: 'Less risk' },
    ],
  },
};
