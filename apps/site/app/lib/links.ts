import { company, type LinkTarget, routePath } from '@northline/content';

/** The href and target attributes of a catalogue link (routes, in-page anchors, phone lines, email). */
export function linkProps(target: LinkTarget): { href: string; target?: '_blank'; rel?: string } {
  switch (target.kind) {
    case 'route': {
      const href = `${routePath(target.route)}${target.hash ? `#${target.hash}` : ''}`;
      return target.newTab ? { href, target: '_blank', rel: 'noopener' } : { href };
    }
    case 'anchor':
      return { href: `#${target.id}` };
    case 'phone':
      return { href: company.phones[target.line].href };
    case 'email':
      return { href: `mailto:${company.email}` };
  }
}
