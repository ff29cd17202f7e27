import type { Meta, StoryObj } from '@storybook/react-vite';
import { Testimonial } from './testimonial.tsx';

const meta = {
  title: 'Components/Testimonial',
  component: Testimonial,
  args: {
    quote:
      'Our server failed at 7 a.m. on a court day. Northline had us back up before the first client arrived.',
    author: 'Priya Shah',
    authorRole: 'Office Manager, Shah & Co. LLP',
    location: 'Toronto',
    rating: 5,
    style: { maxWidth: 480 },
  },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRating: Story = {};
export const WithoutRating: Story = { args: { rating: undefined } };
export const Tinted: Story = { args: { variant: 'tinted', rating: 4 } };
export const NameOnly: Story = { args: { authorRole: undefined, location: undefined, rating: undefined } };
