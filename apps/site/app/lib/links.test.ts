import { company } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { linkProps } from './links.ts';

describe('linkProps', () => {
  it('resolves routes, anchors, phone lines and email from the catalogue', () => {
    expect(linkProps({ kind: 'route', route: 'about' })).toEqual({ href: '/about' });
    expect(linkProps({ kind: 'route', route: 'home', hash: 'contact' })).toEqual({ href: '/#contact' });
    expect(linkProps({ kind: 'anchor', id: 'contact' })).toEqual({ href: '#contact' });
    expect(linkProps({ kind: 'phone', line: 'main' })).toEqual({ href: company.phones.main.href });
    expect(linkProps({ kind: 'email' })).toEqual({ href: `mailto:${company.email}` });
  });

  it('opens new-tab routes safely', () => {
    expect(linkProps({ kind: 'route', route: 'ai-recommendation-test', newTab: true })).toEqual({
      href: '/ai-recommendation-test',
      target: '_blank',
      rel: 'noopener',
    });
  });
});
