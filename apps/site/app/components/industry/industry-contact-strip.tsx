import { company, type PhoneLine, type SectionCopy } from '@northline/content';
import { Button, Section } from '@northline/ui';
import { Phone } from 'lucide-react';
import * as styles from './industry-contact-strip.css.ts';

/** Props of {@link IndustryContactStrip}. */
export interface IndustryContactStripProps {
  /** Heading and one line of text. */
  copy: SectionCopy;
  /** The phone lines to show, in order (industry pages: the main line and the second line). */
  lines: readonly PhoneLine[];
}

/**
 * The band just above the footer of the industry pages: every line of `lines` as a `tel:` link
 * (industry-page footers show (647) 555-0186 as well as the main line; both are phone
 * numbers only). SiteShell's footer shows only the main line, so the industry pages add this band.
 */
export function IndustryContactStrip({ copy, lines }: IndustryContactStripProps) {
  return (
    <Section tone="inverse" spacing="sm" title={copy.title} description={copy.intro}>
      <ul className={styles.lines}>
        {lines.map((line, index) => {
          const phone = company.phones[line];
          return (
            <li key={line}>
              <Button
                href={phone.href}
                variant={index === 0 ? 'primary' : 'outline'}
                size="lg"
                iconStart={Phone}
                aria-label={`Call ${phone.display}`}
              >
                {phone.display}
              </Button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
