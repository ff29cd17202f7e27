import type { Hero as HeroCopy } from '@northline/content';
import { Hero } from '@northline/ui';
import type { ReactNode } from 'react';
import { CtaButtons } from './cta-buttons.tsx';

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  /** The page's hero copy: eyebrow, title (the page's h1), subtitle, proof line and actions. */
  hero: HeroCopy;
  /** Right-hand column on large screens, below the text on phones (an illustration, a price or summary card). */
  aside?: ReactNode;
  /** One full-width action per line on phones (the service and city pages). */
  stackActionsOnPhones?: boolean;
}

/**
 * A page's hero from its catalogue copy: the page's one h1, its promise, proof and actions (a clear
 * promise, one line of proof, a primary action and a secondary, usually the call).
 */
export function PageHero({ hero, aside, stackActionsOnPhones = false }: PageHeroProps) {
  return (
    <Hero
      eyebrow={hero.eyebrow}
      title={hero.title}
      description={hero.subtitle}
      proof={hero.proof}
      actions={
        hero.ctas.length > 0 ? (
          <CtaButtons links={hero.ctas} stackOnPhones={stackActionsOnPhones} />
        ) : undefined
      }
      aside={aside}
    />
  );
}
