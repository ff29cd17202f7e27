/**
 * The panels of a staff member's lead page (/staff/leads/:id, routes/staff/lead.tsx): each one part of the lead,
 * drawn from the staff API's lead detail.
 */

import type { AppRouter } from '@northline/api';
import { staffApp } from '@northline/content';
import type { LeadStatus } from '@northline/schemas';
import { Button, Field } from '@northline/ui';
import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { FormEvent } from 'react';
import { formatDateTime, formatTime } from './format.ts';
import * as css from './staff.css.ts';

/** A lead as the staff API's `staff.leads.get` answers it. */
export type StaffLeadDetail = inferOutput<TRPCOptionsProxy<AppRouter>['staff']['leads']['get']>;

const copy = staffApp.lead;

/** One label/value row of a facts list; '—' when the value is missing; a link when `href` is given. */
function Fact({ label, value, href }: { label: string; value: string | null | undefined; href?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {value && href ? (
          <a href={href} className={css.leadLink}>
            {value}
          </a>
        ) : (
          (value ?? copy.none) || copy.none
        )}
      </dd>
    </>
  );
}

/** Props of the panels that only show the lead. */
export interface LeadPanelProps {
  /** The lead. */
  lead: StaffLeadDetail;
}

/** The lead's contact facts, its message and the consent it gave. */
export function LeadFactsPanel({ lead }: LeadPanelProps) {
  return (
    <section className={`${css.panel} ${css.sectionOrder.contact}`} aria-labelledby="lead-facts">
      <h2 id="lead-facts" className={css.h2}>
        {copy.facts}
      </h2>
      <dl className={css.facts}>
        <Fact label={copy.email} value={lead.email} href={lead.email ? `mailto:${lead.email}` : undefined} />
        <Fact label={copy.phone} value={lead.phone} href={lead.phoneHref ?? undefined} />
        <Fact label={copy.company} value={lead.company} />
        <Fact label={copy.employees} value={lead.employees} />
        <Fact label={copy.received} value={formatDateTime(lead.occurredAt)} />
        <Fact label={copy.type} value={staffApp.kinds[lead.kind]} />
        <Fact label={copy.source} value={lead.sourcePage} />
      </dl>
      {lead.message ? (
        <>
          <h3 className={`${css.h2} ${css.spaced}`}>{copy.message}</h3>
          <p className={css.message}>{lead.message}</p>
        </>
      ) : null}
      {lead.consent ? (
        <p className={css.summary}>
          {copy.consent}: “{lead.consent.text}” ({formatDateTime(lead.consent.at)})
        </p>
      ) : null}
    </section>
  );
}

/** The chat transcript with its timestamps and the services the visitor was interested in. */
export function LeadTranscriptPanel({ lead }: LeadPanelProps) {
  return (
    <section className={`${css.panel} ${css.sectionOrder.transcript}`} aria-labelledby="lead-transcript">
      <h2 id="lead-transcript" className={css.h2}>
        {copy.transcript}
      </h2>
      {lead.transcript ? (
        <>
          {lead.transcript.interestedServices.length > 0 ? (
            <p className={css.summary}>
              {copy.interested}: {lead.transcript.interestedServices.join(', ')}
            </p>
          ) : null}
          <ol className={css.transcript}>
            {lead.transcript.messages.map((message) => (
              <li key={`${message.timestamp}-${message.role}`}>
                <div className={css.bubbleMeta}>
                  {message.role === 'user' ? copy.visitor : (message.authorName ?? copy.assistant)} ·{' '}
                  <time dateTime={message.timestamp} title={formatDateTime(message.timestamp)}>
                    {formatTime(message.timestamp)}
                  </time>
                </div>
                <div className={message.role === 'user' ? css.visitorBubble : css.assistantBubble}>
                  {message.content}
                </div>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={css.summary}>{copy.noTranscript}</p>
      )}
    </section>
  );
}

/** Props of {@link LeadStatusPanel}. */
export interface LeadStatusPanelProps extends LeadPanelProps {
  /** The statuses the lead may move to, in workflow order (the first is preselected). */
  nextStatuses: readonly LeadStatus[];
  /** The chosen status ('' until one is chosen). */
  status: LeadStatus | '';
  /** Called with the status chosen in the select. */
  onStatusChange: (status: LeadStatus) => void;
  /** The status form's submit handler. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Whether a status change is being saved. */
  pending: boolean;
}

/** The status workflow: the next statuses to choose from and the history of changes. */
export function LeadStatusPanel({
  lead,
  nextStatuses,
  status,
  onStatusChange,
  onSubmit,
  pending,
}: LeadStatusPanelProps) {
  return (
    <section className={`${css.panel} ${css.sectionOrder.status}`} aria-labelledby="lead-status">
      <h2 id="lead-status" className={css.h2}>
        {copy.statusSection}
      </h2>
      {nextStatuses.length > 0 ? (
        <form onSubmit={onSubmit} className={css.stack}>
          <Field
            as="select"
            label={copy.changeStatus}
            name="status"
            value={status || nextStatuses[0]}
            onChange={(event) => onStatusChange(event.target.value as LeadStatus)}
            options={nextStatuses.map((value) => ({ value, label: staffApp.statuses[value] }))}
          />
          <Button type="submit" size="sm" disabled={pending}>
            {copy.saveStatus}
          </Button>
        </form>
      ) : (
        <p className={css.summary}>{copy.noStatusChange}</p>
      )}
      <h3 className={`${css.h2} ${css.spaced}`}>{copy.history}</h3>
      {lead.statusHistory.length > 0 ? (
        <ol className={css.list}>
          {lead.statusHistory.map((change) => (
            <li key={change.changedAt}>
              {copy.changedBy(staffApp.statuses[change.from], staffApp.statuses[change.to], change.changedBy)}
              <span className={css.small}>{formatDateTime(change.changedAt)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={css.summary}>{copy.noHistory}</p>
      )}
    </section>
  );
}

/** Why the lead has its quality: the rules that fired and the changes of quality. */
export function LeadQualityPanel({ lead }: LeadPanelProps) {
  return (
    <section className={`${css.panel} ${css.sectionOrder.quality}`} aria-labelledby="lead-quality">
      <h2 id="lead-quality" className={css.h2}>
        {copy.qualityWhy}
      </h2>
      {lead.qualityExplanation.rules.length > 0 ? (
        <ul className={css.list}>
          {lead.qualityExplanation.rules.map((rule) => (
            <li key={rule.id}>
              {rule.description} <span className={css.muted}>({copy.points(rule.points)})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.summary}>{copy.noRules}</p>
      )}
      {lead.qualityExplanation.history.length > 0 ? (
        <ol className={`${css.list} ${css.spaced}`}>
          {lead.qualityExplanation.history.map((change) => (
            <li key={change.changedAt}>
              {staffApp.qualities[change.from]} → {staffApp.qualities[change.to]} (
              {copy.points(change.points)}) · {formatDateTime(change.changedAt)}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** Where the visitor came from (first-touch attribution) and the partner site the widget was embedded on. */
export function LeadAttributionPanel({ lead }: LeadPanelProps) {
  const attribution = lead.attribution;
  const campaign = [
    attribution.utmSource,
    attribution.utmMedium,
    attribution.utmCampaign,
    attribution.utmTerm,
    attribution.utmContent,
  ]
    .filter(Boolean)
    .join(' / ');
  return (
    <section className={`${css.panel} ${css.sectionOrder.attribution}`} aria-labelledby="lead-attribution">
      <h2 id="lead-attribution" className={css.h2}>
        {copy.attribution}
      </h2>
      {lead.embeddedOn ? <p className={css.summary}>{copy.embeddedOn(lead.embeddedOn)}</p> : null}
      <dl className={css.facts}>
        <Fact label={copy.landingPage} value={attribution.landingPage} />
        <Fact label={copy.referrer} value={attribution.referrerHost} />
        <Fact label={copy.campaign} value={campaign} />
        <Fact label={copy.gclid} value={attribution.gclid} />
      </dl>
    </section>
  );
}

/** The recommendation the visitor saw. */
export function LeadRecommendationPanel({ lead }: LeadPanelProps) {
  return (
    <section
      className={`${css.panel} ${css.sectionOrder.recommendation}`}
      aria-labelledby="lead-recommendation"
    >
      <h2 id="lead-recommendation" className={css.h2}>
        {copy.recommendation}
      </h2>
      {lead.recommendation ? (
        <>
          <p className={css.message}>{lead.recommendation.customMessage}</p>
          <ul className={`${css.list} ${css.spaced}`}>
            {lead.recommendation.services.map((service) => (
              <li key={service.serviceName}>
                {service.serviceName} · {service.priority} · {copy.perMonth(service.monthly)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={css.summary}>{copy.noRecommendation}</p>
      )}
    </section>
  );
}

/** The notifications sent about the lead. */
export function LeadNotificationsPanel({ lead }: LeadPanelProps) {
  return (
    <section
      className={`${css.panel} ${css.sectionOrder.notifications}`}
      aria-labelledby="lead-notifications"
    >
      <h2 id="lead-notifications" className={css.h2}>
        {copy.notifications}
      </h2>
      {lead.notifications.length > 0 ? (
        <ul className={css.list}>
          {lead.notifications.map((notification) => (
            <li key={`${notification.event}-${notification.channel}`}>
              {notification.event} · {notification.channel} · {notification.status}
              {notification.deliveredAt ? ` · ${formatDateTime(notification.deliveredAt)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.summary}>{copy.noNotifications}</p>
      )}
    </section>
  );
}

/** Why a HubSpot sync failed, in words, from its error code (`hubspot 429`, `hubspot 401`, `ECONNREFUSED`). */
export function crmReason(code: string | null): string {
  const reasons = copy.crm.reasons;
  const status = /^hubspot (\d{3})$/.exec(code ?? '')?.[1];
  if (status === '429') return reasons.rateLimit;
  if (status === '401' || status === '403') return reasons.auth;
  if (status?.startsWith('4')) return reasons.refused;
  if (status?.startsWith('5')) return reasons.unavailable;
  return reasons.unreachable;
}

/** Props of {@link LeadCrmSyncLine}. */
interface LeadCrmSyncLineProps {
  crm: StaffLeadDetail['crm'];
  /** Sends the lead again (`staff.leads.retryCrmSync`); the button shows after a failed sync when given. */
  onRetry?: (() => void) | undefined;
  /** A retry is on its way: the button is disabled. */
  retrying?: boolean | undefined;
}

/**
 * How the lead's HubSpot sync stands (decisions 097 and 101), in one line: since when HubSpot holds its contact (and
 * deal), that it waits or is retried, or why it was given up, with a button that sends the lead again. Nothing when
 * no sync was planned (the sync off, spam).
 */
export function LeadCrmSyncLine({ crm, onRetry, retrying = false }: LeadCrmSyncLineProps) {
  if (!crm) return null;
  let text: string;
  if (crm.state === 'failed') text = copy.crm.failed(crmReason(crm.error));
  else if (crm.state === 'pending')
    text = crm.error ? copy.crm.retrying(crmReason(crm.error)) : copy.crm.pending;
  else
    text = copy.crm.synced(
      crm.since ? formatDateTime(crm.since) : '',
      crm.deal ? copy.crm.contactAndDeal : copy.crm.contact,
    );
  if (crm.state === 'failed' && onRetry) {
    return (
      <p className={css.alert}>
        {text}{' '}
        <Button type="button" size="sm" variant="outline" disabled={retrying} onClick={onRetry}>
          {copy.crm.retry}
        </Button>
      </p>
    );
  }
  return <p className={crm.state === 'failed' ? css.alert : css.summary}>{text}</p>;
}
