import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { Text } from '../text/text.tsx';
import { Section } from './section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Why Northline',
    title: 'IT support that picks up the phone',
    description: 'A Toronto team that knows your office, your people and your systems.',
    children: (
      <Text measure>
        We keep 10 to 200-person firms running: monitoring, patching, help desk and a named technician who
        visits.
      </Text>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tinted: Story = { args: { tone: 'tinted' } };
export const Inverse: Story = {
  args: {
    tone: 'inverse',
    align: 'center',
    children: (
      <div style={{ display: 'flex', justifyContent: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Button>Book a free assessment</Button>
        <Button variant="outline">Call us</Button>
      </div>
    ),
  },
};
export const Urgent: Story = {
  args: {
    tone: 'urgent',
    eyebrow: 'Under attack?',
    title: 'Ransomware response, now',
    description: 'Our incident team responds within 5 minutes, day and night.',
    align: 'center',
    children: (
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <Button size="lg">Call the incident line</Button>
      </div>
    ),
  },
};
export const Dark: Story = { args: { tone: 'dark' } };
export const Centered: Story = { args: { align: 'center', spacing: 'lg' } };
export const WithoutHeader: Story = {
  args: { title: undefined, eyebrow: undefined, description: undefined },
};
export const Alternating: Story = {
  render: () => (
    <>
      <Section title="Chapter one">
        <Text>White section.</Text>
      </Section>
      <Section tone="tinted" title="Chapter two">
        <Text>Tinted section.</Text>
      </Section>
      <Section title="Chapter three">
        <Text>White again.</Text>
      </Section>
    </>
  ),
};
