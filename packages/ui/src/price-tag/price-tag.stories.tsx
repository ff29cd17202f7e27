import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from './price-tag.tsx';

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  args: { amount: 99, prefix: 'From', period: 'per user / month' },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PerUser: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const Hourly: Story = { args: { amount: 150, prefix: undefined, period: 'per hour' } };
export const WithCents: Story = { args: { amount: 1499.5, prefix: undefined, period: undefined } };
export const WithoutCode: Story = { args: { amount: 499, showCurrencyCode: false, period: undefined } };
