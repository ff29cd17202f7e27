import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './site-footer.tsx';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: {
      name: 'Northline IT',
      href: '/',
      tagline: 'Managed IT, cybersecurity and cloud for Toronto businesses of 10 to 200 people.',
    },
    linkGroups: [
      {
        heading: 'Services',
        links: [
          { label: 'Managed IT', href: '/managed-it-services' },
          { label: 'Cybersecurity', href: '/cybersecurity' },
          { label: 'Cloud Solutions', href: '/cloud-solutions' },
          { label: 'IT Consulting', href: '/it-consulting' },
        ],
      },
      {
        heading: 'Service areas',
        links: [
          { label: 'Toronto', href: '/toronto' },
          { label: 'Mississauga', href: '/mississauga' },
          { label: 'Markham', href: '/markham' },
          { label: 'Vaughan', href: '/vaughan' },
        ],
      },
    ],
    contact: {
      heading: 'Contact',
      phone: { label: '(416) 555-0100', href: 'tel:+14165550100' },
      email: { label: 'hello@northline.example', href: 'mailto:hello@northline.example' },
      address: ['100 King Street West', 'Toronto, ON'],
    },
    hours: {
      heading: 'Hours',
      rows: [
        { days: 'Monday to Friday', time: '08:00-18:00' },
        { days: 'Saturday', time: '09:00-17:00' },
      ],
      note: '24/7 emergency support for managed clients.',
    },
    legalLinks: [
      { label: 'Privacy policy', href: '/privacy-policy' },
      { label: 'Terms of service', href: '/terms-of-service' },
    ],
    copyright: '© 2024 Northline IT. All rights reserved.',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};
export const Light: Story = { args: { tone: 'light' } };
export const Minimal: Story = {
  args: {
    contact: undefined,
    hours: undefined,
    legalLinks: undefined,
    brand: { name: 'Northline IT', href: '/' },
  },
};
