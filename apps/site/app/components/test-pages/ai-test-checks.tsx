import type { AiOptimizationTestPage, ResourceCheck } from '@northline/content';
import { type SuggestionsResponse, suggestionsResponseSchema } from '@northline/schemas';
import { Badge, Button, Card, Heading } from '@northline/ui';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import * as styles from './ai-test.css.ts';

/** The state of one check (specification §4 "AI optimization test": testing, then success or error). */
export type CheckStatus = 'testing' | 'success' | 'error';

/** What the page counts in its own document (§2). */
export interface PageSignals {
  /** `<script type="application/ld+json">` elements. */
  structuredData: number;
  /** `<meta>` elements whose name starts with `ai-`. */
  aiMetaTags: number;
}

/** The path whose answer must also have the suggestions shape (§3 "Suggestions response"). */
export const SUGGESTIONS_PATH = '/api/ai/suggestions';

/**
 * Runs one check: GET the path (with credentials, §7), require a 2xx answer and, when `expectJson`, a body that
 * parses as JSON; the suggestions endpoint's body must also match its schema.
 *
 * @returns the parsed suggestions for {@link SUGGESTIONS_PATH}, else `undefined`
 * @throws Error naming the status or the parse failure
 */
export async function runCheck(check: ResourceCheck): Promise<SuggestionsResponse | undefined> {
  const response = await fetch(check.path, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  if (!check.expectJson && check.path !== SUGGESTIONS_PATH) return undefined;
  const body: unknown = JSON.parse(text);
  if (check.path !== SUGGESTIONS_PATH) return undefined;
  const parsed = suggestionsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(`Unexpected suggestions shape: ${parsed.error.message}`);
  return parsed.data;
}

/** Counts the structured-data scripts and `ai-` meta tags of the current document. */
export function countPageSignals(doc: Document): PageSignals {
  return {
    structuredData: doc.querySelectorAll('script[type="application/ld+json"]').length,
    aiMetaTags: doc.querySelectorAll('meta[name^="ai-"]').length,
  };
}

const BADGE_TONE: Record<CheckStatus, 'neutral' | 'success' | 'danger'> = {
  testing: 'neutral',
  success: 'success',
  error: 'danger',
};

/** Number of common queries shown (§9: the first 5). */
export const COMMON_QUERIES_SHOWN = 5;

/** Props of {@link AiTestChecks}. */
export interface AiTestChecksProps {
  /** The page copy (content's `aiOptimizationTestPage`). */
  copy: AiOptimizationTestPage;
}

/**
 * The live part of /ai-optimization-test (specification §2 "AI optimization test page", §4, §7, §8, §9): the five
 * resource checks with a badge each ('testing', then 'success' or 'error'; the button reads 'Testing...'
 * meanwhile), run on load and on 'Rerun Tests'; the counts of structured-data scripts and `ai-` meta tags in
 * this document; the quick answers (pricing, response time, contact) and the first 5 common queries of the
 * suggestions endpoint. A failed check logs its error with `console.warn` (§8: console only; a warning, not an
 * error, because the site's browser tests forbid console errors).
 */
export function AiTestChecks({ copy }: AiTestChecksProps) {
  const [statuses, setStatuses] = useState<CheckStatus[]>(() => copy.checks.map(() => 'testing'));
  const [running, setRunning] = useState(true);
  const [signals, setSignals] = useState<PageSignals | null>(null);
  const [suggestions, setSuggestions] = useState<SuggestionsResponse | null>(null);

  const run = useCallback(async () => {
    setRunning(true);
    setStatuses(copy.checks.map(() => 'testing'));
    setSignals(countPageSignals(document));
    await Promise.all(
      copy.checks.map(async (check, index) => {
        let status: CheckStatus = 'success';
        try {
          const data = await runCheck(check);
          if (data) setSuggestions(data);
        } catch (error) {
          status = 'error';
          console.warn(`AI test failed: ${check.path}`, error);
        }
        setStatuses((current) => current.map((value, i) => (i === index ? status : value)));
      }),
    );
    setRunning(false);
  }, [copy.checks]);

  useEffect(() => {
    void run();
  }, [run]);

  const labels = copy.quickAnswers.labels;
  return (
    <div className={styles.checksLayout}>
      <Card padding="lg" as="section" aria-labelledby="checks-title" className={styles.card}>
        <div className={styles.cardHead}>
          <Heading level={2} size="lg" id="checks-title" className={styles.flush}>
            {copy.checksTitle}
          </Heading>
          <Button
            variant="outline"
            size="sm"
            iconStart={RefreshCw}
            loading={running}
            onClick={() => void run()}
          >
            {running ? copy.rerun.running : copy.rerun.idle}
          </Button>
        </div>
        <ul className={styles.checkList}>
          {copy.checks.map((check, index) => {
            const status = statuses[index] ?? 'testing';
            return (
              <li key={check.path} className={styles.checkRow} data-check={check.path} data-status={status}>
                <span className={styles.checkText}>
                  <span className={styles.checkLabel}>{check.label}</span>
                  <code className={styles.checkPath}>{check.path}</code>
                </span>
                <Badge tone={BADGE_TONE[status]} size="sm">
                  {copy.badges[status]}
                </Badge>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card padding="lg" as="section" aria-labelledby="signals-title" className={styles.card}>
        <Heading level={2} size="lg" id="signals-title" className={styles.flush}>
          {copy.counters.title}
        </Heading>
        <dl className={styles.counters}>
          <div className={styles.counter}>
            <dt>{copy.counters.structuredData}</dt>
            <dd data-counter="structured-data">{signals ? signals.structuredData : '–'}</dd>
          </div>
          <div className={styles.counter}>
            <dt>{copy.counters.aiMetaTags}</dt>
            <dd data-counter="ai-meta-tags">{signals ? signals.aiMetaTags : '–'}</dd>
          </div>
        </dl>
      </Card>

      <Card padding="lg" as="section" aria-labelledby="answers-title" className={styles.card}>
        <Heading level={2} size="lg" id="answers-title" className={styles.flush}>
          {copy.quickAnswers.title}
        </Heading>
        {copy.quickAnswers.intro && <p className={styles.muted}>{copy.quickAnswers.intro}</p>}
        {suggestions ? (
          <dl className={styles.answers}>
            {(['pricing', 'response_time', 'contact'] as const).map((key) => (
              <div key={key} className={styles.answer}>
                <dt>{labels[key]}</dt>
                <dd>{suggestions.quickAnswers[key]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.muted}>{copy.quickAnswers.pending}</p>
        )}
      </Card>

      <Card padding="lg" as="section" aria-labelledby="queries-title" className={styles.card}>
        <Heading level={2} size="lg" id="queries-title" className={styles.flush}>
          {copy.commonQueries.title}
        </Heading>
        {copy.commonQueries.intro && <p className={styles.muted}>{copy.commonQueries.intro}</p>}
        {suggestions ? (
          <ol className={styles.queryList} data-list="common-queries">
            {suggestions.commonQueries.slice(0, COMMON_QUERIES_SHOWN).map((query) => (
              <li key={query}>{query}</li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>{copy.quickAnswers.pending}</p>
        )}
      </Card>
    </div>
  );
}
