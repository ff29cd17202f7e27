import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { SiteHeader } from './site-header.tsx';

const links = [
  { label: 'Home', href: '/' },
  { label: 'Managed IT', href: '/managed-it-services' },
  { label: 'Cybersecurity', href: '/cybersecurity' },
  { label: 'Cloud Solutions', href: '/cloud-solutions' },
  { label: 'IT Consulting', href: '/it-consulting' },
];

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { name: 'Northline IT', href: '/' },
    links,
    currentHref: '/managed-it-services',
    phone: { label: '(416) 555-0100', href: 'tel:+14165550100', ariaLabel: 'Call (416) 555-0100' },
    cta: (
      <Button size="sm" href="#contact">
        Get a free assessment
      </Button>
    ),
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
/** Below 1280 px the links collapse behind the menu button; this is the open menu. */
export const MenuOpen: Story = { args: { defaultMenuOpen: true } };
export const WithoutCta: Story = { args: { cta: undefined } };
export const NotSticky: Story = { args: { sticky: false } };
/** On a long page: the header stays at the top while scrolling. */
export const StickyOnScroll: Story = {
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <main style={{ padding: 24 }}>
        {Array.from({ length: 30 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static filler
          <p key={i}>Page content {i + 1}</p>
        ))}
      </main>
    </>
  ),
};
