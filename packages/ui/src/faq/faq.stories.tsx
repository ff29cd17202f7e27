import type { Meta, StoryObj } from '@storybook/react-vite';
import { Faq } from './faq.tsx';

const items = [
  {
    question: 'How fast do you respond?',
    answer: 'Within 15 minutes in Toronto, 24 hours a day for managed clients.',
  },
  {
    question: 'What does managed IT cost?',
    answer: 'From $99 CAD per user per month, with no setup fee for firms of 10 or more.',
  },
  {
    question: 'Do you come on site?',
    answer: 'Yes. We are within 25 km of most of the GTA and visit the same day when needed.',
  },
];

const meta = {
  title: 'Components/Faq',
  component: Faq,
  args: { items },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const FirstOpen: Story = { args: { defaultOpen: ['How fast do you respond?'] } };
export const Multiple: Story = {
  args: { multiple: true, defaultOpen: ['How fast do you respond?', 'Do you come on site?'] },
};
