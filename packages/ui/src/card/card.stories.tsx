import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/heading.tsx';
import { Text } from '../text/text.tsx';
import { Card } from './card.tsx';

const body = (
  <>
    <Heading level={3}>Help desk</Heading>
    <Text tone="muted">
      Unlimited remote support from 8 a.m. to 6 p.m., with a technician on site when needed.
    </Text>
  </>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: body, style: { maxWidth: 360 } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Tinted: Story = { args: { variant: 'tinted' } };
export const PaddingSmall: Story = { args: { padding: 'sm' } };
export const PaddingLarge: Story = { args: { padding: 'lg' } };
export const Interactive: Story = { args: { interactive: true, as: 'article' } };
