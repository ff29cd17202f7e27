import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../styles/theme.css.ts';
import { Grid } from './grid.tsx';

const cell = (n: number) => (
  <li
    key={n}
    style={{
      background: vars.color.surfaceTint,
      padding: 24,
      borderRadius: 8,
      border: `1px solid ${vars.color.border}`,
    }}
  >
    Item {n}
  </li>
);

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { as: 'ul' },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = { args: { columns: 2, children: [1, 2, 3, 4].map(cell) } };
export const ThreeColumns: Story = { args: { columns: 3, children: [1, 2, 3, 4, 5, 6].map(cell) } };
export const FourColumns: Story = { args: { columns: 4, children: [1, 2, 3, 4].map(cell) } };
export const SmallGap: Story = { args: { columns: 4, gap: 'sm', children: [1, 2, 3, 4].map(cell) } };
