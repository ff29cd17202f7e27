import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../styles/theme.css.ts';
import { Container } from './container.tsx';

const Filler = ({ label }: { label: string }) => (
  <div
    style={{
      background: vars.color.surfaceTint,
      border: `1px dashed ${vars.color.borderStrong}`,
      padding: 16,
      borderRadius: 8,
    }}
  >
    {label}
  </div>
);

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { children: <Filler label="Content, max 1200 px wide" /> } };
export const Narrow: Story = {
  args: { width: 'narrow', children: <Filler label="Readable text, about 70 characters a line" /> },
};
