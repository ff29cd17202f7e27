import {
  BUDGET_LABELS,
  BUDGETS,
  CHALLENGE_LABELS,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  DEFAULT_TIMELINE,
  INDUSTRIES,
  INDUSTRY_LABELS,
  toOptions,
  WIDGET_CHALLENGES,
} from '@northline/schemas';
import { Badge, Button, Card, Field, Heading } from '@northline/ui';
import { CircleAlert, CircleCheck, ExternalLink, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createRecommenderClient, type RecommenderClient } from './client.ts';
import { formatCad, formatConfidence, PRIORITY_TONE } from './format.ts';
import * as styles from './quick-recommendation.css.ts';
import * as shared from './shared.css.ts';
import { DEFAULT_QUICK_RECOMMENDATION_TEXTS, type QuickRecommendationTexts } from './texts.ts';
import type {
  Budget,
  Challenge,
  CompanySize,
  Industry,
  QuickRecommendationResult,
  ServiceId,
} from './types.ts';

/** How many services the widget shows, and how many benefits of each (specification §4). */
export const QUICK_VISIBLE_SERVICES = 2;
export const QUICK_VISIBLE_BENEFITS = 2;

const industryOptions = toOptions(INDUSTRIES, INDUSTRY_LABELS);
const companySizeOptions = toOptions(COMPANY_SIZES, COMPANY_SIZE_LABELS);
const budgetOptions = toOptions(BUDGETS, BUDGET_LABELS);

/** A link the host provides, e.g. 'See Full Recommendations' to its full recommendations page. */
export interface RecommenderLink {
  href: string;
  label: string;
  /** Open in a new tab (`target="_blank" rel="noopener"`). Default false. */
  newTab?: boolean;
}

/** Props of {@link QuickRecommendation}. */
export interface QuickRecommendationProps {
  /** 'Get Quote' on a recommended service: the host decides (the Northline home page scrolls to its contact form). */
  onGetQuote: (serviceId: ServiceId) => void;
  /** 'See Full Recommendations', shown under the form and the results; omitted when not given. */
  fullRecommendations?: RecommenderLink;
  /** The words shown; missing ones fall back to {@link DEFAULT_QUICK_RECOMMENDATION_TEXTS}. */
  texts?: Partial<QuickRecommendationTexts>;
  /** Where the API lives (see {@link createRecommenderClient}); default `''`, same origin. Ignored with `client`. */
  apiBase?: string;
  /** A client of your own (tests, custom fetch). */
  client?: RecommenderClient;
  /** Level of the results heading (service names are one level below). Default 3: inside a host section's h2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The widget's state (specification §4): the form, the request in flight, or the results. */
export type QuickRecommendationState = 'form' | 'loading' | 'results';

interface FormValues {
  industry: Industry | '';
  companySize: CompanySize | '';
  challenges: Challenge[];
  budget: Budget | '';
}

const EMPTY_FORM: FormValues = { industry: '', companySize: '', challenges: [], budget: '' };

/**
 * The quick-recommendation widget (specification §4 "Quick-recommendation widget", §3, §5, §7, §8).
 *
 * - Form: industry and company size are required (submit disabled until both are chosen and while
 *   loading); the five challenge chips toggle (`aria-pressed`); budget is optional. Submits
 *   `POST /api/quick-recommendations` with the fixed timeline '3-6-months'.
 * - Loading: the submit button shows `texts.loading` with a spinner.
 * - Results: confidence as a rounded percent, the custom message, the first 2 services with their first 2
 *   benefits, priority badges (high red, medium yellow, low blue), the monthly cost in CAD, 'Get Quote' per
 *   service (`onGetQuote(serviceId)`), 'Try Different Options' (back to the form, values kept) and the
 *   optional full-recommendations link. Focus moves to the results heading, and back to the form after
 *   'Try Different Options'.
 * - Failure (any non-OK answer or network error): `texts.error` ('Failed to generate recommendations', §8)
 *   in a `role="alert"` message under the button; the form stays filled. §8 only throws here; showing the
 *   message is kinder and changes nothing else.
 */
export function QuickRecommendation({
  onGetQuote,
  fullRecommendations,
  texts: textOverrides,
  apiBase = '',
  client: clientProp,
  headingLevel = 3,
  className,
}: QuickRecommendationProps) {
  const texts = { ...DEFAULT_QUICK_RECOMMENDATION_TEXTS, ...textOverrides };
  const client = useMemo(() => clientProp ?? createRecommenderClient({ apiBase }), [clientProp, apiBase]);
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [state, setState] = useState<QuickRecommendationState>('form');
  const [result, setResult] = useState<QuickRecommendationResult | null>(null);
  const [failed, setFailed] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const industrySelect = useRef<HTMLSelectElement>(null);
  const focusAfterChange = useRef(false);
  const fieldId = useId();

  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    if (state === 'results') resultsHeading.current?.focus();
    if (state === 'form') industrySelect.current?.focus();
  }, [state]);

  const ready = values.industry !== '' && values.companySize !== '';
  const loading = state === 'loading';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || loading) return;
    setFailed(false);
    setState('loading');
    try {
      const recommendation = await client.quick({
        industry: values.industry as Industry,
        companySize: values.companySize as CompanySize,
        challenges: values.challenges,
        budget: values.budget,
        timeline: DEFAULT_TIMELINE,
      });
      setResult(recommendation);
      focusAfterChange.current = true;
      setState('results');
    } catch {
      setFailed(true);
      setState('form');
    }
  }

  function toggleChallenge(challenge: Challenge) {
    setValues((current) => ({
      ...current,
      challenges: current.challenges.includes(challenge)
        ? current.challenges.filter((item) => item !== challenge)
        : [...current.challenges, challenge],
    }));
  }

  function tryAgain() {
    focusAfterChange.current = true;
    setState('form');
  }

  const link = fullRecommendations && (
    <Button
      variant="outline"
      href={fullRecommendations.href}
      iconEnd={fullRecommendations.newTab ? ExternalLink : undefined}
      {...(fullRecommendations.newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {fullRecommendations.label}
    </Button>
  );

  const rootClass = [shared.root, className].filter(Boolean).join(' ');

  if (state === 'results' && result) {
    const serviceLevel = Math.min(headingLevel + 1, 6) as 3 | 4 | 5;
    return (
      <div className={rootClass} data-state="results">
        <div className={styles.results}>
          <div className={styles.resultsHead}>
            <Heading
              level={headingLevel}
              size="lg"
              ref={resultsHeading}
              tabIndex={-1}
              className={`${shared.heading} ${shared.focusTarget}`}
            >
              {texts.resultsTitle}
            </Heading>
            <p className={shared.confidence}>
              {texts.confidenceLabel}:{' '}
              <span className={shared.confidenceValue}>{formatConfidence(result.confidence)}</span>
            </p>
          </div>
          {result.customMessage && <p className={styles.message}>{result.customMessage}</p>}
          <ul className={`${shared.plainList} ${styles.services}`}>
            {result.recommendedServices.slice(0, QUICK_VISIBLE_SERVICES).map((service) => (
              <Card
                as="li"
                key={service.serviceId}
                className={styles.serviceCard}
                data-service={service.serviceId}
              >
                <div className={styles.serviceHead}>
                  <Badge
                    tone={service.priority}
                    size="sm"
                    data-priority-tone={PRIORITY_TONE[service.priority]}
                  >
                    {texts.priorityLabels[service.priority]}
                  </Badge>
                  <Heading level={serviceLevel} size="md" className={shared.heading}>
                    {service.serviceName}
                  </Heading>
                </div>
                <p className={styles.cost}>
                  {texts.monthlyCostLabel}{' '}
                  <span className={styles.costValue}>{formatCad(service.estimatedCost.monthly)}</span>
                </p>
                <ul className={`${shared.plainList} ${styles.benefits}`}>
                  {service.benefits.slice(0, QUICK_VISIBLE_BENEFITS).map((benefit) => (
                    <li key={benefit} className={shared.checkItem}>
                      <CircleCheck className={shared.checkIcon} aria-hidden="true" />
                      <span>{benefit}</span>
                    </li>
                  ))}
                </ul>
                <div className={styles.cardAction}>
                  <Button
                    onClick={() => onGetQuote(service.serviceId)}
                    aria-label={`${texts.getQuote}: ${service.serviceName}`}
                  >
                    {texts.getQuote}
                  </Button>
                </div>
              </Card>
            ))}
          </ul>
          <div className={shared.actions}>
            <Button variant="secondary" onClick={tryAgain}>
              {texts.tryAgain}
            </Button>
            {link}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={rootClass} data-state={state}>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={loading || undefined}>
        <div className={styles.requiredFields}>
          <Field
            as="select"
            id={`${fieldId}-industry`}
            ref={industrySelect}
            label={texts.labels.industry}
            placeholder={texts.placeholders.industry}
            options={industryOptions}
            required
            value={values.industry}
            onChange={(event) => setValues({ ...values, industry: event.target.value as Industry | '' })}
          />
          <Field
            as="select"
            id={`${fieldId}-size`}
            label={texts.labels.companySize}
            placeholder={texts.placeholders.companySize}
            options={companySizeOptions}
            required
            value={values.companySize}
            onChange={(event) =>
              setValues({ ...values, companySize: event.target.value as CompanySize | '' })
            }
          />
        </div>
        <fieldset className={styles.chipSet}>
          <legend className={styles.chipLegend}>{texts.labels.challenges}</legend>
          <div className={styles.chips}>
            {WIDGET_CHALLENGES.map((challenge) => {
              const pressed = values.challenges.includes(challenge);
              return (
                <button
                  key={challenge}
                  type="button"
                  className={styles.chip}
                  aria-pressed={pressed}
                  onClick={() => toggleChallenge(challenge)}
                >
                  {pressed ? (
                    <CircleCheck className={styles.chipIcon} aria-hidden="true" />
                  ) : (
                    <Plus className={styles.chipIcon} aria-hidden="true" />
                  )}
                  {CHALLENGE_LABELS[challenge]}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Field
          as="select"
          id={`${fieldId}-budget`}
          className={styles.budgetField}
          label={texts.labels.budget}
          placeholder={texts.placeholders.budget}
          options={budgetOptions}
          value={values.budget}
          onChange={(event) => setValues({ ...values, budget: event.target.value as Budget | '' })}
        />
        {failed && (
          <p role="alert" className={shared.alert}>
            <CircleAlert className={shared.alertIcon} aria-hidden="true" />
            {texts.error}
          </p>
        )}
        <div className={styles.submitRow}>
          <Button type="submit" size="lg" disabled={!ready} loading={loading}>
            {loading ? texts.loading : texts.submit}
          </Button>
          {link}
        </div>
        <span className={shared.visuallyHidden} role="status">
          {loading ? texts.loading : ''}
        </span>
      </form>
    </div>
  );
}
