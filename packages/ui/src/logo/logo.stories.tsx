import type { Meta, StoryObj } from '@storybook/react-vite';
import { inverseThemeClass, vars } from '../styles/theme.css.ts';
import { LogoMark } from './logo.tsx';

const meta = {
  title: 'Foundations/LogoMark',
  component: LogoMark,
} satisfies Meta<typeof LogoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { width: 64, height: 64, style: { width: 64, height: 64 } } };
export const OnInverse: Story = {
  render: () => (
    <div
      className={inverseThemeClass}
      style={{ padding: 16, backgroundColor: vars.color.surface, width: 'fit-content' }}
    >
      <LogoMark />
    </div>
  ),
};
