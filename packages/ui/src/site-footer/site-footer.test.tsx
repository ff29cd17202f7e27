import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter, type SiteFooterProps } from './site-footer.tsx';

const props: SiteFooterProps = {
  brand: { name: 'Brand', href: '/', tagline: 'Tagline' },
  linkGroups: [
    { heading: 'Services', links: [{ label: 'Managed IT', href: '/managed-it-services' }] },
    {
      heading: 'Service areas',
      links: [
        { label: 'Toronto', href: '/toronto' },
        { label: 'Markham', href: '/markham' },
      ],
    },
  ],
  contact: {
    heading: 'Contact',
    phone: { label: '(416) 555-0100', href: 'tel:+14165550100' },
    email: { label: 'hi@example.com', href: 'mailto:hi@example.com' },
    address: ['1 King St W', 'Toronto, ON'],
  },
  hours: {
    heading: 'Hours',
    rows: [
      { days: 'Mon-Fri', time: '08:00-18:00' },
      { days: 'Sat', time: '09:00-17:00' },
    ],
  },
  legalLinks: [{ label: 'Privacy policy', href: '/privacy-policy' }],
  copyright: '© 2024 Brand.',
};

describe('SiteFooter', () => {
  it('renders every part from props', () => {
    render(<SiteFooter {...props} />);
    const footer = screen.getByRole('contentinfo');
    const areas = within(footer).getByRole('navigation', { name: 'Service areas' });
    expect(
      within(areas)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/toronto', '/markham']);
    expect(within(footer).getByRole('navigation', { name: 'Services' })).toBeTruthy();
    expect(within(footer).getByRole('heading', { level: 2, name: 'Contact' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '(416) 555-0100' }).getAttribute('href')).toBe(
      'tel:+14165550100',
    );
    expect(within(footer).getByRole('link', { name: 'hi@example.com' })).toBeTruthy();
    expect(footer.querySelector('address')?.textContent).toBe('1 King St WToronto, ON');
    expect(within(footer).getByText('08:00-18:00')).toBeTruthy();
    expect(within(footer).getByRole('navigation', { name: 'Legal' })).toBeTruthy();
    expect(within(footer).getByText('© 2024 Brand.')).toBeTruthy();
  });

  it('omits the optional parts', () => {
    render(<SiteFooter brand={{ name: 'B', href: '/' }} linkGroups={[]} copyright="©" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('uses the dark theme by default', () => {
    render(<SiteFooter {...props} />);
    expect(getComputedStyle(screen.getByRole('contentinfo')).backgroundColor).toBe('rgb(15, 23, 42)');
  });
});
