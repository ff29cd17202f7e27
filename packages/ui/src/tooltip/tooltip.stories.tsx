import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { Button } from '../button/button.tsx';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: 'Response within 15 minutes, 24/7',
    children: <Button variant="outline">Response time</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus the button: the tip opens after 700 ms. */
export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Bottom: Story = { args: { defaultOpen: true, side: 'bottom' } };
export const OnIconButton: Story = {
  args: {
    defaultOpen: true,
    side: 'right',
    content: 'Uptime is measured monthly',
    children: (
      <Button variant="ghost" aria-label="About uptime">
        <Info width={20} height={20} aria-hidden="true" />
      </Button>
    ),
  },
};
/** Several tooltips under one provider: after one closes, the next opens at once for 300 ms. */
export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider>
      <div style={{ display: 'flex', gap: 12 }}>
        <Tooltip content="Managed IT from $99 per user">
          <Button variant="outline">Managed IT</Button>
        </Tooltip>
        <Tooltip content="Assessment from $299">
          <Button variant="outline">Security</Button>
        </Tooltip>
        <Tooltip content="Migration from $499">
          <Button variant="outline">Cloud</Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
};
