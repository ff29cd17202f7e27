import type { CaseStudiesPage, CaseStudy } from '@northline/content';
import { Badge, Card, Heading, Text } from '@northline/ui';
import { CalendarClock, CircleDollarSign } from 'lucide-react';
import * as styles from './case-study-card.css.ts';

/** Props of {@link CaseStudyCard}. */
export interface CaseStudyCardProps {
  study: CaseStudy;
  /** Display name of the study's industry ('Healthcare'). */
  industryName: string;
  /** Labels of the card's parts (`caseStudiesPage.labels`). */
  labels: CaseStudiesPage['labels'];
}

/**
 * One case study (specification §2 "Case studies"): industry, headline, client, the challenge, what we did,
 * the measured results, the timeframe and the investment in CAD. The article's id is the study's id, so
 * `/case-studies#<id>` links to it.
 */
export function CaseStudyCard({ study, industryName, labels }: CaseStudyCardProps) {
  return (
    <Card as="article" id={study.id} padding="lg" variant="elevated" className={styles.card}>
      <header className={styles.header}>
        <Badge tone="primary">{industryName}</Badge>
        <Heading level={2} size="lg">
          {study.title}
        </Heading>
        <Text tone="muted">{study.client}</Text>
      </header>
      <div className={styles.body}>
        <div className={styles.part}>
          <Heading level={3} size="sm">
            {labels.challenge}
          </Heading>
          <Text>{study.challenge}</Text>
        </div>
        <div className={styles.part}>
          <Heading level={3} size="sm">
            {labels.solution}
          </Heading>
          <ul className={styles.solution}>
            {study.solution.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.part}>
        <Heading level={3} size="sm">
          {labels.results}
        </Heading>
        <dl className={styles.results}>
          {study.results.map((result) => (
            <div key={result.label} className={styles.result}>
              <dt className={styles.resultLabel}>{result.label}</dt>
              <dd className={styles.resultMetric}>{result.metric}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <CalendarClock className={styles.factIcon} aria-hidden="true" />
            {labels.timeframe}
          </dt>
          <dd className={styles.factValue}>{study.timeframe}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <CircleDollarSign className={styles.factIcon} aria-hidden="true" />
            {labels.investment}
          </dt>
          <dd className={styles.factValue}>{study.investment.display}</dd>
        </div>
      </dl>
    </Card>
  );
}
