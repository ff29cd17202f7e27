import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Phone, ShieldCheck, Star } from 'lucide-react';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Card } from '../card/card.tsx';
import { Heading } from '../heading/heading.tsx';
import { Text } from '../text/text.tsx';
import { Hero } from './hero.tsx';

const proofItem = { display: 'inline-flex', alignItems: 'center', gap: 6 } as const;

const proof = (
  <>
    <span style={proofItem}>
      <Clock width={16} height={16} aria-hidden="true" /> 15-minute response
    </span>
    <span style={proofItem}>
      <Star width={16} height={16} aria-hidden="true" /> Rated 4.9 of 5 by 150 clients
    </span>
  </>
);

const meta = {
  title: 'Components/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Managed IT · Toronto & the GTA',
    title: 'IT support that answers in 15 minutes',
    description:
      'We run the computers, networks and cloud accounts of 10 to 200-person firms, from $99 per user.',
    actions: (
      <>
        <Button size="lg" href="#contact">
          Get a free assessment
        </Button>
        <Button size="lg" variant="outline" href="tel:+14165550100" iconStart={Phone}>
          Call (416) 555-0100
        </Button>
      </>
    ),
    proof,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tinted: Story = {};
export const Default: Story = { args: { tone: 'default' } };
export const Inverse: Story = { args: { tone: 'inverse' } };
export const WithoutPattern: Story = { args: { pattern: false } };
export const WithAside: Story = {
  args: {
    aside: (
      <Card variant="elevated" padding="lg">
        <Heading level={2} size="md">
          Certified and compliant
        </Heading>
        <Text tone="muted" size="sm">
          Audited every year.
        </Text>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
          <Badge tone="primary" icon={ShieldCheck}>
            PIPEDA
          </Badge>
          <Badge tone="primary" icon={ShieldCheck}>
            PHIPA
          </Badge>
          <Badge tone="primary" icon={ShieldCheck}>
            HIPAA
          </Badge>
        </div>
      </Card>
    ),
  },
};
export const Minimal: Story = {
  args: { eyebrow: undefined, description: undefined, proof: undefined, actions: undefined },
};
