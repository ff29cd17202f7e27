import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, Flame, ShieldCheck, Snowflake, Sun } from 'lucide-react';
import { Badge, type BadgeTone } from './badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'SOC 2 aligned' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' } as const;

export const Neutral: Story = {};
export const WithIcon: Story = { args: { tone: 'primary', icon: ShieldCheck, children: 'PIPEDA compliant' } };
export const Small: Story = { args: { size: 'sm', tone: 'success', children: 'Passed' } };

export const SemanticTones: Story = {
  render: () => (
    <div style={row}>
      {(['neutral', 'primary', 'success', 'warning', 'danger'] as BadgeTone[]).map((t) => (
        <Badge key={t} tone={t}>
          {t}
        </Badge>
      ))}
    </div>
  ),
};

export const LeadQuality: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="hot" icon={Flame}>
        Hot lead
      </Badge>
      <Badge tone="warm" icon={Sun}>
        Warm lead
      </Badge>
      <Badge tone="cold" icon={Snowflake}>
        Cold lead
      </Badge>
    </div>
  ),
};

export const Priority: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="high">High priority</Badge>
      <Badge tone="medium">Medium priority</Badge>
      <Badge tone="low">Low priority</Badge>
      <Badge tone="success" icon={CircleCheck} size="sm">
        Success
      </Badge>
    </div>
  ),
};
