import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Phone } from 'lucide-react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('renders a native button of type "button" by default', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('forwards the ref as a regular prop', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Send</Button>);
    expect(ref.current?.tagName).toBe('BUTTON');
  });

  it('is disabled and busy while loading, with a hidden spinner', async () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" loading onClick={onClick}>
        Submitting...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href', () => {
    render(
      <Button href="tel:+14165550100" iconStart={Phone}>
        Call us
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Call us' });
    expect(link.getAttribute('href')).toBe('tel:+14165550100');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks a loading link aria-disabled and swallows clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button href="#contact" loading onClick={onClick}>
        Wait
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Wait' });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('styles its child with asChild and merges classes and handlers', async () => {
    const childClick = vi.fn();
    const buttonClick = vi.fn();
    render(
      <Button asChild variant="outline" className="extra" onClick={buttonClick}>
        <a href="/contact" className="router-link" onClick={childClick}>
          Contact
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.className).toContain('router-link');
    expect(link.className).toContain('extra');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(childClick).toHaveBeenCalledOnce();
    expect(buttonClick).toHaveBeenCalledOnce();
  });

  it('gives each variant and size its own class', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="destructive" size="lg">
          B
        </Button>
      </>,
    );
    const a = screen.getByRole('button', { name: 'A' });
    const b = screen.getByRole('button', { name: 'B' });
    expect(a.className).not.toBe(b.className);
  });
});
