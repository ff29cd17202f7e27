import type { CtaLink } from '@northline/content';
import { Section } from '@northline/ui';
import { CtaButtons } from './cta-buttons.tsx';

/** Props of {@link CtaBand}. */
export interface CtaBandProps {
  /** Heading of the band (an h2). */
  title: string;
  /** One sentence under the heading. */
  intro?: string;
  /** The actions, primary first. */
  links: readonly CtaLink[];
  /** Default `inverse` (the deep-blue band). */
  tone?: 'inverse' | 'tinted' | 'default';
  /** Anchor id of the section. */
  id?: string;
}

/**
 * A closing call-to-action band (specification §2: "calls to action to /contact and /case-studies" on the
 * services overview, the about page's and the case studies' calls to action): a centred heading, one
 * sentence and the buttons.
 */
export function CtaBand({ title, intro, links, tone = 'inverse', id }: CtaBandProps) {
  return (
    <Section id={id} tone={tone} title={title} description={intro} align="center" container="narrow">
      <CtaButtons links={links} centered />
    </Section>
  );
}
