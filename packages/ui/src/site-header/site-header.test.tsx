import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader, type SiteHeaderProps } from './site-header.tsx';

const props: SiteHeaderProps = {
  brand: { name: 'Northline IT', href: '/' },
  links: [
    { label: 'Home', href: '/' },
    { label: 'Managed IT', href: '/managed-it-services' },
    { label: 'Cybersecurity', href: '/cybersecurity' },
    { label: 'Cloud Solutions', href: '/cloud-solutions' },
    { label: 'IT Consulting', href: '/it-consulting' },
  ],
  currentHref: '/cybersecurity',
  phone: { label: '(416) 555-0100', href: 'tel:+14165550100', ariaLabel: 'Call (416) 555-0100' },
  cta: <a href="#contact">Get a quote</a>,
};

describe('SiteHeader', () => {
  // jsdom evaluates media queries at a fixed 1024 px, so elements hidden at one breakpoint are found by
  // selector rather than by role; the breakpoints themselves are checked in Storybook screenshots.

  it('renders brand, navigation, phone and call-to-action from props', () => {
    const { container } = render(<SiteHeader {...props} />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Northline IT' }).getAttribute('href')).toBe('/');
    const nav = container.querySelector('nav') as HTMLElement;
    expect(nav.getAttribute('aria-label')).toBe('Main');
    const names = [...nav.querySelectorAll('ul a')].map((a) => a.textContent);
    expect(names).toEqual(['Home', 'Managed IT', 'Cybersecurity', 'Cloud Solutions', 'IT Consulting']);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Cybersecurity');
    expect(screen.getByRole('link', { name: 'Call (416) 555-0100' }).getAttribute('href')).toBe(
      'tel:+14165550100',
    );
  });

  it('toggles the mobile menu with aria-expanded and moves focus into it', async () => {
    const user = userEvent.setup();
    const { container } = render(<SiteHeader {...props} labels={{ openMenu: 'Menu', closeMenu: 'Close' }} />);
    const toggle = container.querySelector('button[aria-controls]') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-label')).toBe('Menu');
    const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(nav.tagName).toBe('NAV');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav.getAttribute('data-open')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close');
    expect(nav.getAttribute('data-open')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Home');

    // jsdom will not focus the (display:none there) toggle, so watch the call.
    const focus = vi.spyOn(toggle, 'focus');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(focus).toHaveBeenCalled();
  });

  it('closes the menu when a link is chosen', async () => {
    const user = userEvent.setup();
    const { container } = render(<SiteHeader {...props} />);
    const toggle = container.querySelector('button[aria-controls]') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-label')).toBe('Open menu');
    await user.click(toggle);
    const link = screen.getByRole('link', { name: 'Managed IT' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('is sticky by default', () => {
    const { container, rerender } = render(<SiteHeader {...props} />);
    const header = container.querySelector('header') as HTMLElement;
    expect(getComputedStyle(header).position).toBe('sticky');
    rerender(<SiteHeader {...props} sticky={false} />);
    expect(getComputedStyle(header).position).toBe('relative');
  });

  it('names the phone link by its number when no aria label is given', () => {
    render(<SiteHeader {...props} phone={{ label: '(416) 555-0100', href: 'tel:+14165550100' }} />);
    expect(screen.getByRole('link', { name: '(416) 555-0100' })).toBeTruthy();
  });
});
