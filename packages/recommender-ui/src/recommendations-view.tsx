import { Badge, Button, Card, Heading } from '@northline/ui';
import { CircleAlert, CircleCheck, LoaderCircle, RefreshCw, Sparkles } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createRecommenderClient, type RecommenderClient } from './client.ts';
import { formatCad, formatConfidence, PRIORITY_TONE } from './format.ts';
import * as styles from './recommendations-view.css.ts';
import * as shared from './shared.css.ts';
import { DEFAULT_RECOMMENDATIONS_VIEW_TEXTS, type RecommendationsViewTexts } from './texts.ts';
import type {
  AnalyticsAction,
  AnalyticsEvent,
  Recommendation,
  RecommendedService,
  ServiceId,
} from './types.ts';

/** How many benefits each service card shows (specification §4). */
export const VIEW_VISIBLE_BENEFITS = 3;

/**
 * What the view shows (specification §4 "Recommendations view"): no session; fetching or generating (both
 * 'Analyzing Your Business Profile'); none yet (the fetch answered 404: a Generate button); the recommendation.
 */
export type RecommendationsViewState = 'no-session' | 'loading' | 'generating' | 'empty' | 'ready';

/** Props of {@link RecommendationsView}. */
export interface RecommendationsViewProps {
  /** The visitor's session id; empty or missing shows `texts.noSession`. */
  sessionId?: string | null;
  /**
   * 'Get Quote' on a service, after its contacted action is logged: the host decides (scroll to a form, open a
   * dialog, show a toast).
   */
  onGetQuote?: (serviceId: ServiceId, service: RecommendedService) => void;
  /** The follow-up button, after its contacted action (without a service) is logged. */
  onFollowUp?: () => void;
  /**
   * Awaited before each generation, e.g. to send a visitor profile whose debounced upload is still pending
   * (`POST /api/recommendations` answers 404 while the session has no profile).
   */
  beforeGenerate?: () => Promise<void> | void;
  /**
   * What is stored for the first session id, when the host already knows: `null` for a session it has just
   * created (the fetch would certainly answer 404, which browsers log as a console error), or a recommendation
   * it holds. Left out (default), the view fetches. Later session ids are always fetched.
   */
  initialRecommendation?: Recommendation | null;
  /** Analytics failures ('Failed to track analytics', §8) are not shown; they go here. Default `console.warn`. */
  onTrackError?: (error: unknown) => void;
  /** The words shown; missing ones fall back to {@link DEFAULT_RECOMMENDATIONS_VIEW_TEXTS}. */
  texts?: Partial<RecommendationsViewTexts>;
  /** Where the API lives (see {@link createRecommenderClient}); default `''`, same origin. Ignored with `client`. */
  apiBase?: string;
  /**
   * The session's token from `POST /api/sessions`, sent as `X-Session-Token`; the API answers
   * 404 without it. Ignored with `client` (give the client its `sessionToken` option instead).
   */
  sessionToken?: string | null;
  /** A client of your own (tests, custom fetch). */
  client?: RecommenderClient;
  /** Level of the panel title; section and service headings are one level below. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

type Failure = 'fetch' | 'generate' | null;

function warn(error: unknown) {
  console.warn(error);
}

/**
 * The recommendations of one visitor session (specification §4 "Recommendations view", §3 "Recommendation
 * result", "Recommendation analytics event", §7, §8).
 *
 * - No session: `texts.noSession` ('Session not initialized. Please refresh the page.').
 * - With a session it fetches `GET /api/recommendations/{sessionId}`; 404 means none yet: `texts.empty` and
 *   'Generate Recommendations'. Fetching or generating shows 'Analyzing Your Business Profile'.
 * - Generate and 'Update Recommendations' send `POST /api/recommendations` with `forceUpdate: true`, then
 *   refetch the stored recommendation.
 * - The recommendation: confidence (rounded percent), message, one card per service (priority badge, monthly
 *   cost, setup cost only when above 0, the first 3 benefits, Details and Get Quote), industry insights,
 *   next steps, follow-up questions and the follow-up button.
 * - Details toggles a card's implementation plan and reasoning, one card open at a time (`aria-expanded`);
 *   opening logs a `viewed` action for the service. Get Quote logs `contacted` for the service, then calls
 *   `onGetQuote`; the follow-up button logs `contacted` without a service, then calls `onFollowUp`.
 *   Events: `{ sessionId, recommendationId: recommendation.timestamp, timestamp (ISO), action, serviceId?,
 *   value? }` with the service's monthly cost (CAD) as value.
 * - Failures: 'Failed to fetch recommendations' / 'Failed to generate recommendations' (§8) in a
 *   `role="alert"` message; analytics failures go to `onTrackError` only.
 */
export function RecommendationsView({
  sessionId,
  onGetQuote,
  onFollowUp,
  beforeGenerate,
  initialRecommendation,
  onTrackError = warn,
  texts: textOverrides,
  apiBase = '',
  sessionToken,
  client: clientProp,
  headingLevel = 2,
  className,
}: RecommendationsViewProps) {
  const texts = { ...DEFAULT_RECOMMENDATIONS_VIEW_TEXTS, ...textOverrides };
  const client = useMemo(
    () => clientProp ?? createRecommenderClient({ apiBase, sessionToken: sessionToken ?? undefined }),
    [clientProp, apiBase, sessionToken],
  );
  /** The client of the latest render: a new client object (or apiBase) never refetches by itself. */
  const clientRef = useRef(client);
  clientRef.current = client;
  const [recommendation, setRecommendation] = useState<Recommendation | null>(initialRecommendation ?? null);
  const [busy, setBusy] = useState<'loading' | 'generating' | null>(
    sessionId && initialRecommendation === undefined ? 'loading' : null,
  );
  const [failure, setFailure] = useState<Failure>(null);
  const [expanded, setExpanded] = useState<ServiceId | null>(null);
  const titleId = useId();
  /** The session whose answers may still change the state (answers for an older one are dropped). */
  const currentSession = useRef(sessionId);
  /** The session `initialRecommendation` describes: not fetched (StrictMode's second effect run included). */
  const initialSession = useRef(initialRecommendation !== undefined ? sessionId : undefined);

  const load = useCallback(async (session: string) => {
    setBusy('loading');
    setFailure(null);
    try {
      const stored = await clientRef.current.get(session);
      if (currentSession.current !== session) return;
      setRecommendation(stored);
      setExpanded(null);
    } catch {
      if (currentSession.current === session) setFailure('fetch');
    } finally {
      if (currentSession.current === session) setBusy(null);
    }
  }, []);

  useEffect(() => {
    currentSession.current = sessionId;
    if (sessionId && sessionId === initialSession.current) return;
    initialSession.current = undefined;
    setRecommendation(null);
    setExpanded(null);
    if (!sessionId) {
      setBusy(null);
      return;
    }
    void load(sessionId);
  }, [sessionId, load]);

  async function generate() {
    if (!sessionId || busy) return;
    const session = sessionId;
    setBusy('generating');
    setFailure(null);
    try {
      await beforeGenerate?.();
      await client.generate({ sessionId: session, forceUpdate: true });
    } catch {
      if (currentSession.current === session) {
        setFailure('generate');
        setBusy(null);
      }
      return;
    }
    if (currentSession.current === session) await load(session);
  }

  function track(action: AnalyticsAction, service?: RecommendedService) {
    if (!sessionId) return;
    const event: AnalyticsEvent = {
      sessionId,
      recommendationId: recommendation?.timestamp ?? '',
      timestamp: new Date().toISOString(),
      action,
      ...(service ? { serviceId: service.serviceId, value: service.estimatedCost.monthly } : {}),
    };
    client.track(event).catch(onTrackError);
  }

  function toggleDetails(service: RecommendedService) {
    if (expanded === service.serviceId) {
      setExpanded(null);
      return;
    }
    setExpanded(service.serviceId);
    track('viewed', service);
  }

  const state: RecommendationsViewState = !sessionId
    ? 'no-session'
    : busy
      ? busy
      : recommendation
        ? 'ready'
        : 'empty';
  const sub = Math.min(headingLevel + 1, 6) as 3 | 4 | 5;
  const rootClass = [shared.root, styles.view, className].filter(Boolean).join(' ');

  return (
    <section className={rootClass} data-state={state} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="lg" id={titleId} className={shared.heading}>
          {texts.title}
        </Heading>
        {state === 'ready' && (
          <Button variant="outline" size="sm" iconStart={RefreshCw} onClick={generate}>
            {texts.update}
          </Button>
        )}
      </div>

      {failure && (
        <p role="alert" className={shared.alert}>
          <CircleAlert className={shared.alertIcon} aria-hidden="true" />
          {failure === 'fetch' ? texts.fetchError : texts.generateError}
        </p>
      )}

      {state === 'no-session' && <p className={styles.notice}>{texts.noSession}</p>}

      {(state === 'loading' || state === 'generating') && (
        <div className={styles.analyzing} role="status">
          <LoaderCircle className={styles.spinner} aria-hidden="true" />
          <p className={styles.analyzingText}>{texts.analyzing}</p>
        </div>
      )}

      {state === 'empty' && (
        <div className={styles.empty}>
          <Sparkles className={styles.emptyIcon} aria-hidden="true" />
          <p className={styles.notice}>{texts.empty}</p>
          <Button onClick={generate}>{texts.generate}</Button>
        </div>
      )}

      {state === 'ready' && recommendation && (
        <>
          <Card variant="tinted" className={styles.summary}>
            <p className={shared.confidence}>
              {texts.confidenceLabel}:{' '}
              <span className={shared.confidenceValue}>{formatConfidence(recommendation.confidence)}</span>
            </p>
            {recommendation.customMessage && <p className={styles.message}>{recommendation.customMessage}</p>}
          </Card>

          <ul className={`${shared.plainList} ${styles.services}`}>
            {recommendation.recommendedServices.map((service) => (
              <ServiceCard
                key={service.serviceId}
                service={service}
                texts={texts}
                headingLevel={sub}
                expanded={expanded === service.serviceId}
                onToggle={() => toggleDetails(service)}
                onGetQuote={() => {
                  track('contacted', service);
                  onGetQuote?.(service.serviceId, service);
                }}
              />
            ))}
          </ul>

          <ListBlock title={texts.insights} items={recommendation.industryInsights} level={sub} />
          <ListBlock title={texts.nextSteps} items={recommendation.nextSteps} level={sub} ordered />
          <ListBlock title={texts.followUpQuestions} items={recommendation.followUpQuestions} level={sub}>
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  track('contacted');
                  onFollowUp?.();
                }}
              >
                {texts.followUpButton}
              </Button>
            </div>
          </ListBlock>
        </>
      )}
    </section>
  );
}

interface ServiceCardProps {
  service: RecommendedService;
  texts: RecommendationsViewTexts;
  headingLevel: 3 | 4 | 5;
  expanded: boolean;
  onToggle: () => void;
  onGetQuote: () => void;
}

/** One recommended service: summary always, reasoning and implementation plan under Details. */
function ServiceCard({ service, texts, headingLevel, expanded, onToggle, onGetQuote }: ServiceCardProps) {
  const detailsId = useId();
  const { monthly, setup } = service.estimatedCost;
  return (
    <Card as="li" className={styles.serviceCard} data-service={service.serviceId}>
      <div className={styles.serviceHead}>
        <Heading level={headingLevel} size="md" className={shared.heading}>
          {service.serviceName}
        </Heading>
        <Badge tone={service.priority} size="sm" data-priority-tone={PRIORITY_TONE[service.priority]}>
          {texts.priorityLabels[service.priority]}
        </Badge>
      </div>
      <dl className={styles.costs}>
        <div className={styles.cost}>
          <dt>{texts.estimatedCost.monthly}</dt>
          <dd>
            {formatCad(monthly)}
            {texts.perMonth}
          </dd>
        </div>
        {setup !== undefined && setup > 0 && (
          <div className={styles.cost} data-cost="setup">
            <dt>{texts.estimatedCost.setup}</dt>
            <dd>{formatCad(setup)}</dd>
          </div>
        )}
      </dl>
      <div className={shared.stack}>
        <p className={styles.label}>{texts.benefits}</p>
        <ul className={`${shared.plainList} ${styles.benefits}`}>
          {service.benefits.slice(0, VIEW_VISIBLE_BENEFITS).map((benefit) => (
            <li key={benefit} className={shared.checkItem}>
              <CircleCheck className={shared.checkIcon} aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
      <div id={detailsId} hidden={!expanded} className={styles.details}>
        <div className={shared.stack}>
          <p className={styles.label}>{texts.reasoning}</p>
          <p className={styles.reasoning}>{service.reasoning}</p>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{texts.implementation.complexity}</dt>
            <dd>{texts.complexityLabels[service.implementation.complexity]}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{texts.implementation.timeframe}</dt>
            <dd>{service.implementation.timeframe}</dd>
          </div>
        </dl>
        {service.implementation.steps.length > 0 && (
          <div className={shared.stack}>
            <p className={styles.label}>{texts.implementation.steps}</p>
            <ol className={styles.steps}>
              {service.implementation.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        )}
      </div>
      <div className={styles.cardActions}>
        <Button
          variant="outline"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={`${expanded ? texts.hideDetails : texts.details}: ${service.serviceName}`}
          onClick={onToggle}
        >
          {expanded ? texts.hideDetails : texts.details}
        </Button>
        <Button onClick={onGetQuote} aria-label={`${texts.getQuote}: ${service.serviceName}`}>
          {texts.getQuote}
        </Button>
      </div>
    </Card>
  );
}

interface ListBlockProps {
  title: string;
  items: readonly string[];
  level: 3 | 4 | 5;
  ordered?: boolean;
  children?: ReactNode;
}

/** A headed list of the recommendation (insights, next steps, follow-up questions); hidden when empty. */
function ListBlock({ title, items, level, ordered = false, children }: ListBlockProps) {
  if (items.length === 0 && !children) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className={styles.block}>
      <Heading level={level} size="sm" className={shared.heading}>
        {title}
      </Heading>
      {items.length > 0 && (
        <List className={ordered ? styles.orderedList : styles.bulletList}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      )}
      {children}
    </section>
  );
}
