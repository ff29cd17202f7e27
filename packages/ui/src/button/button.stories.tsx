import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Phone } from 'lucide-react';
import { inverseThemeClass, vars } from '../styles/theme.css.ts';
import { Button } from './button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Get a free assessment' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'See our services' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Call us', iconStart: Phone } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Learn more', iconEnd: ArrowRight } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Get emergency help' } };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="primary">Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="destructive">Destructive</Button>
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, children: 'Submitting...' } };
export const Disabled: Story = { args: { disabled: true, children: 'Unavailable' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Send request' } };

export const AsLink: Story = {
  args: { href: 'tel:+14165550100', variant: 'outline', iconStart: Phone, children: 'Call (416) 555-0100' },
};

export const AsChild: Story = {
  args: {
    asChild: true,
    variant: 'secondary',
    children: <a href="#services">View services</a>,
  },
};

export const OnInverse: Story = {
  render: () => (
    <div className={inverseThemeClass} style={{ padding: 24, backgroundColor: vars.color.surface }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button variant="primary">Primary on blue</Button>
        <Button variant="outline">Outline on blue</Button>
        <Button variant="ghost">Ghost on blue</Button>
      </div>
    </div>
  ),
};
