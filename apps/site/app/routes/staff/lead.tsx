import { staffApp } from '@northline/content';
import { canChangeLeadStatus, LEAD_STATUSES, type LeadStatus } from '@northline/schemas';
import { Badge, Button, Field } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { formatDateTime, formatTime, qualityTone, staffMeta, statusTone } from '../../staff/format.ts';
import { SpamMarker } from '../../staff/spam-marker.tsx';
import * as css from '../../staff/staff.css.ts';
import { statusOf, useTRPC } from '../../staff/trpc.ts';

/** noindex (issue 14). */
export const meta = () => staffMeta(staffApp.lead.metaTitle);

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

/** A `tel:` link of a typed phone number (its digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * /staff/leads/:id (issue 14 "Lead detail"): the lead's facts and attribution, the status workflow with its
 * history and a note, the quality explanation (the rules that fired), the chat transcript with timestamps, the
 * recommendation the visitor saw, and the notifications sent.
 */
export default function StaffLead() {
  const { id = '' } = useParams();
  const location = useLocation();
  // Back to the inbox with the filters and page it was opened from.
  const inboxQuery = (location.state as { inbox?: string } | null)?.inbox;
  const inboxHref = inboxQuery ? `/staff?${inboxQuery}` : '/staff';
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lead = useQuery(trpc.staff.leads.get.queryOptions({ id }));
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [note, setNote] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.staff.leads.get.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.staff.leads.list.pathKey() }),
    ]);
  const saveStatus = useMutation(
    trpc.staff.leads.setStatus.mutationOptions({
      onSuccess: async () => {
        setStatus('');
        setAnnouncement(copy.statusSaved);
        await refresh();
      },
      onError: () => setAnnouncement(copy.saveFailed),
    }),
  );
  const saveNote = useMutation(
    trpc.staff.leads.setNote.mutationOptions({
      onSuccess: async () => {
        setNote(null);
        setAnnouncement(copy.noteSaved);
        await refresh();
      },
      onError: () => setAnnouncement(copy.saveFailed),
    }),
  );

  if (lead.isError || (!lead.data && !lead.isPending)) {
    return (
      <main id="main" className={css.main} tabIndex={-1}>
        <p>
          <Link to={inboxHref} className={css.leadLink}>
            ← {copy.back}
          </Link>
        </p>
        <h1 className={css.h1}>
          {statusOf(lead.error) === 404 || statusOf(lead.error) === 400 ? copy.notFound : staffApp.loadFailed}
        </h1>
      </main>
    );
  }
  if (!lead.data) {
    return (
      <main id="main" className={css.main} tabIndex={-1} aria-busy="true">
        <p role="status">{staffApp.loading}</p>
      </main>
    );
  }
  const data = lead.data;
  const title = data.name ?? data.email ?? staffApp.inbox.unnamed;
  const nextStatuses = LEAD_STATUSES.filter((candidate) => canChangeLeadStatus(data.status, candidate));
  const a = data.attribution;
  const campaign = [a.utmSource, a.utmMedium, a.utmCampaign, a.utmTerm, a.utmContent]
    .filter(Boolean)
    .join(' / ');

  const submitStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = status || nextStatuses[0];
    if (chosen) saveStatus.mutate({ id: data.id, status: chosen });
  };
  const submitNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveNote.mutate({ id: data.id, note: note ?? data.note ?? '' });
  };

  return (
    <main id="main" className={css.main} tabIndex={-1}>
      <p>
        <Link to={inboxHref} className={css.leadLink}>
          ← {copy.back}
        </Link>
      </p>
      <div className={css.pageHead}>
        <h1 className={css.h1}>
          {title}
          {data.company ? <span className={css.muted}> · {data.company}</span> : null}
        </h1>
        <span className={css.row}>
          {data.quality ? (
            <Badge tone={qualityTone(data.quality)}>{staffApp.qualities[data.quality]}</Badge>
          ) : null}
          <Badge tone={statusTone(data.status)}>{staffApp.statuses[data.status]}</Badge>
          {data.spam ? <Badge tone="danger">{staffApp.inbox.spam}</Badge> : null}
          {data.possiblyAutomated ? <Badge tone="warning">{staffApp.inbox.possiblyAutomated}</Badge> : null}
        </span>
      </div>
      <p role="status" aria-live="polite" className={css.status}>
        {announcement}
      </p>
      {data.spam ? <p className={css.alert}>{copy.spamWarning(data.spamReason ?? 'unknown')}</p> : null}
      {data.possiblyAutomated && !data.spam ? (
        <p className={css.notice}>{copy.possiblyAutomated(data.automationSignal ?? 'unknown')}</p>
      ) : null}

      <div className={css.detailGrid}>
        <div className={css.column}>
          <section className={`${css.panel} ${css.sectionOrder.contact}`} aria-labelledby="lead-facts">
            <h2 id="lead-facts" className={css.h2}>
              {copy.facts}
            </h2>
            <dl className={css.facts}>
              <Fact
                label={copy.email}
                value={data.email}
                href={data.email ? `mailto:${data.email}` : undefined}
              />
              <Fact
                label={copy.phone}
                value={data.phone}
                href={data.phone ? telHref(data.phone) : undefined}
              />
              <Fact label={copy.company} value={data.company} />
              <Fact label={copy.employees} value={data.employees} />
              <Fact label={copy.received} value={formatDateTime(data.occurredAt)} />
              <Fact label={copy.type} value={staffApp.kinds[data.kind]} />
              <Fact label={copy.source} value={data.sourcePage} />
            </dl>
            {data.message ? (
              <>
                <h3 className={`${css.h2} ${css.spaced}`}>{copy.message}</h3>
                <p className={css.message}>{data.message}</p>
              </>
            ) : null}
            {data.consent ? (
              <p className={css.summary}>
                {copy.consent}: “{data.consent.text}” ({formatDateTime(data.consent.at)})
              </p>
            ) : null}
          </section>

          <section
            className={`${css.panel} ${css.sectionOrder.transcript}`}
            aria-labelledby="lead-transcript"
          >
            <h2 id="lead-transcript" className={css.h2}>
              {copy.transcript}
            </h2>
            {data.transcript ? (
              <>
                {data.transcript.interestedServices.length > 0 ? (
                  <p className={css.summary}>
                    {copy.interested}: {data.transcript.interestedServices.join(', ')}
                  </p>
                ) : null}
                <ol className={css.transcript}>
                  {data.transcript.messages.map((message) => (
                    <li key={`${message.timestamp}-${message.role}`}>
                      <div className={css.bubbleMeta}>
                        {message.role === 'user' ? copy.visitor : copy.assistant} ·{' '}
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
        </div>

        <div className={css.column}>
          <section className={`${css.panel} ${css.sectionOrder.status}`} aria-labelledby="lead-status">
            <h2 id="lead-status" className={css.h2}>
              {copy.statusSection}
            </h2>
            {nextStatuses.length > 0 ? (
              <form onSubmit={submitStatus} className={css.stack}>
                <Field
                  as="select"
                  label={copy.changeStatus}
                  name="status"
                  value={status || nextStatuses[0]}
                  onChange={(event) => setStatus(event.target.value as LeadStatus)}
                  options={nextStatuses.map((value) => ({ value, label: staffApp.statuses[value] }))}
                />
                <Button type="submit" size="sm" disabled={saveStatus.isPending}>
                  {copy.saveStatus}
                </Button>
              </form>
            ) : (
              <p className={css.summary}>{copy.noStatusChange}</p>
            )}
            <h3 className={`${css.h2} ${css.spaced}`}>{copy.history}</h3>
            {data.statusHistory.length > 0 ? (
              <ol className={css.list}>
                {data.statusHistory.map((change) => (
                  <li key={change.changedAt}>
                    {copy.changedBy(
                      staffApp.statuses[change.from],
                      staffApp.statuses[change.to],
                      change.changedBy,
                    )}
                    <span className={css.small}>{formatDateTime(change.changedAt)}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={css.summary}>{copy.noHistory}</p>
            )}
          </section>

          <SpamMarker
            id={data.id}
            spam={data.spam}
            markedBy={data.spamMarkedBy}
            markedAt={data.spamMarkedAt}
            onSaved={async (message) => {
              setAnnouncement(message);
              await refresh();
            }}
            onFailed={setAnnouncement}
          />

          <section className={`${css.panel} ${css.sectionOrder.note}`} aria-labelledby="lead-note">
            <h2 id="lead-note" className={css.h2}>
              {copy.noteSection}
            </h2>
            <form onSubmit={submitNote} className={css.stack}>
              <Field
                as="textarea"
                label={copy.note}
                hint={copy.noteHint}
                name="note"
                maxLength={4000}
                value={note ?? data.note ?? ''}
                onChange={(event) => setNote(event.target.value)}
              />
              <Button type="submit" size="sm" variant="outline" disabled={saveNote.isPending}>
                {copy.saveNote}
              </Button>
            </form>
          </section>

          <section className={`${css.panel} ${css.sectionOrder.quality}`} aria-labelledby="lead-quality">
            <h2 id="lead-quality" className={css.h2}>
              {copy.qualityWhy}
            </h2>
            {data.qualityExplanation.rules.length > 0 ? (
              <ul className={css.list}>
                {data.qualityExplanation.rules.map((rule) => (
                  <li key={rule.id}>
                    {rule.description} <span className={css.muted}>({copy.points(rule.points)})</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css.summary}>{copy.noRules}</p>
            )}
            {data.qualityExplanation.history.length > 0 ? (
              <ol className={`${css.list} ${css.spaced}`}>
                {data.qualityExplanation.history.map((change) => (
                  <li key={change.changedAt}>
                    {staffApp.qualities[change.from]} → {staffApp.qualities[change.to]} (
                    {copy.points(change.points)}) · {formatDateTime(change.changedAt)}
                  </li>
                ))}
              </ol>
            ) : null}
          </section>

          <section
            className={`${css.panel} ${css.sectionOrder.attribution}`}
            aria-labelledby="lead-attribution"
          >
            <h2 id="lead-attribution" className={css.h2}>
              {copy.attribution}
            </h2>
            {data.embeddedOn ? <p className={css.summary}>{copy.embeddedOn(data.embeddedOn)}</p> : null}
            <dl className={css.facts}>
              <Fact label={copy.landingPage} value={a.landingPage} />
              <Fact label={copy.referrer} value={a.referrerHost} />
              <Fact label={copy.campaign} value={campaign} />
              <Fact label={copy.gclid} value={a.gclid} />
            </dl>
          </section>

          <section
            className={`${css.panel} ${css.sectionOrder.recommendation}`}
            aria-labelledby="lead-recommendation"
          >
            <h2 id="lead-recommendation" className={css.h2}>
              {copy.recommendation}
            </h2>
            {data.recommendation ? (
              <>
                <p className={css.message}>{data.recommendation.customMessage}</p>
                <ul className={`${css.list} ${css.spaced}`}>
                  {data.recommendation.services.map((service) => (
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

          <section
            className={`${css.panel} ${css.sectionOrder.notifications}`}
            aria-labelledby="lead-notifications"
          >
            <h2 id="lead-notifications" className={css.h2}>
              {copy.notifications}
            </h2>
            {data.notifications.length > 0 ? (
              <ul className={css.list}>
                {data.notifications.map((notification) => (
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
        </div>
      </div>
    </main>
  );
}
