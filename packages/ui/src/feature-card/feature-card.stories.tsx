import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bug, Cloud, Server, ShieldCheck } from 'lucide-react';
import { Grid } from '../grid/grid.tsx';
import { PriceTag } from '../price-tag/price-tag.tsx';
import { FeatureCard } from './feature-card.tsx';

const meta = {
  title: 'Components/FeatureCard',
  component: FeatureCard,
  args: {
    icon: Server,
    title: 'Managed IT services',
    children: 'Monitoring, patching and a help desk that answers in 15 minutes.',
    style: { maxWidth: 360 },
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Linked: Story = { args: { href: '/managed-it-services' } };
export const WithItems: Story = {
  args: {
    icon: Cloud,
    title: 'Real estate cloud',
    items: ['Listings synced to every device', 'MLS data encrypted', 'Daily backups', 'Access from anywhere'],
  },
};
export const WithPrice: Story = {
  args: {
    icon: ShieldCheck,
    title: 'Security assessment',
    href: '/cybersecurity',
    footer: <PriceTag amount={299} prefix="From" />,
  },
};
export const Threat: Story = {
  args: {
    icon: Bug,
    iconTone: 'danger',
    title: 'Ransomware',
    children: 'Encrypts your files and demands payment; we stop it at the endpoint.',
  },
};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const InAGrid: Story = {
  render: () => (
    <Grid as="ul" columns={3}>
      <FeatureCard as="li" icon={Server} title="Managed IT" href="#managed">
        Help desk and monitoring.
      </FeatureCard>
      <FeatureCard as="li" icon={ShieldCheck} title="Cybersecurity" href="#security">
        Threat protection around the clock.
      </FeatureCard>
      <FeatureCard as="li" icon={Cloud} title="Cloud solutions" href="#cloud">
        Migration without downtime, and a longer line of text to show how the cards align.
      </FeatureCard>
    </Grid>
  ),
};
