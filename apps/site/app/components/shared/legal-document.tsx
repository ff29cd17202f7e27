import {
  type LegalDocument as LegalDocumentContent,
  type LegalSection,
  legalPageCopy,
} from '@northline/content';
import { Container, Heading, Hero } from '@northline/ui';
import { useId } from 'react';
import * as styles from './legal-document.css.ts';
import { SiteShell } from './site-shell.tsx';

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** The document from @northline/content: `privacyPolicy` or `termsOfService`. */
  document: LegalDocumentContent;
}

/**
 * The anchor id of a numbered section: 'section-' and its number ('section-3'), stable when a title is
 * reworded, so links to a section keep working.
 */
export function legalSectionId(section: Pick<LegalSection, 'number'>): string {
  return `section-${section.number}`;
}

/**
 * A legal page (specification §2 "Privacy policy and Terms of service"): the title, 'Last updated
 * January 11, 2025', the introduction, a table of contents linking to each section's anchor, and the
 * numbered sections, inside the site's header and footer.
 */
export function LegalDocument({ document }: LegalDocumentProps) {
  const tocHeadingId = useId();
  const { lastUpdated } = document;
  return (
    <SiteShell route={document.route}>
      <Hero
        title={document.title}
        description={document.intro}
        pattern={false}
        proof={
          <p className={styles.updated}>
            {legalPageCopy.lastUpdatedLabel} <time dateTime={lastUpdated.iso}>{lastUpdated.display}</time>
          </p>
        }
      />
      <Container className={styles.layout}>
        <nav aria-labelledby={tocHeadingId} className={styles.toc}>
          <Heading level={2} size="sm" id={tocHeadingId} className={styles.tocTitle}>
            {legalPageCopy.tocTitle}
          </Heading>
          <ol className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.number}>
                <a href={`#${legalSectionId(section)}`} className={styles.tocLink}>
                  <span className={styles.tocNumber}>{section.number}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {document.sections.map((section) => (
            <LegalSectionBlock key={section.number} section={section} />
          ))}
        </div>
      </Container>
    </SiteShell>
  );
}

/** One numbered section: '3. Title', its paragraphs, then its bullet list. */
function LegalSectionBlock({ section }: { section: LegalSection }) {
  const id = legalSectionId(section);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={styles.section}
      data-section-number={section.number}
    >
      <Heading level={2} size="lg" id={`${id}-title`}>
        <span className={styles.sectionNumber}>{section.number}.</span> {section.title}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {section.bullets && (
        <ul className={styles.bullets}>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
