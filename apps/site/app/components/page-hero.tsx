import type { Hero as HeroCopy } from '@northline/content';
import { Hero } from '@northline/ui';
import type { ReactNode } from 'react';
import { CtaButtons } from './cta-buttons.tsx';

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  /** The page's hero copy: eyebrow, title (the page's h1), subtitle, proof line and actions. */
  hero: HeroCopy;
  /** Right-hand column on large screens (a decorative illustration). */
  aside?: ReactNode;
}

/**
 * A page's hero from its catalogue copy (DESIGN.md "Hero": a clear promise, one line of proof, a primary
 * action and a secondary, usually the call).
 */
export function PageHero({ hero, aside }: PageHeroProps) {
  return (
    <Hero
      eyebrow={hero.eyebrow}
      title={hero.title}
      description={hero.subtitle}
      proof={hero.proof}
      actions={hero.ctas.length > 0 ? <CtaButtons links={hero.ctas} /> : undefined}
      aside={aside}
    />
  );
}
