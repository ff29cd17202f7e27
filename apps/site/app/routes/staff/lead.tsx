import { staffApp } from '@northline/content';
import { canChangeLeadStatus, LEAD_STATUSES, type LeadStatus } from '@northline/schemas';
import { Badge, Button, Field } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { qualityTone, staffMeta, statusTone } from '../../staff/format.ts';
import { LeadActivityPanel } from '../../staff/lead-activity.tsx';
import { LeadMeetingsPanel } from '../../staff/lead-meetings.tsx';
import {
  LeadAttributionPanel,
  LeadCrmSyncLine,
  LeadFactsPanel,
  LeadNotificationsPanel,
  LeadQualityPanel,
  LeadRecommendationPanel,
  LeadStatusPanel,
  LeadTranscriptPanel,
} from '../../staff/lead-panels.tsx';
import { SlaBadge } from '../../staff/sla-badge.tsx';
import { SpamMarker } from '../../staff/spam-marker.tsx';
import * as css from '../../staff/staff.css.ts';
import { statusOf, useTRPC } from '../../staff/trpc.ts';
import { useNow } from '../../staff/use-now.ts';

/** noindex. */
export const meta = () => staffMeta(staffApp.lead.metaTitle);

const copy = staffApp.lead;

/**
 * /staff/leads/:id: the lead's facts and attribution, its activity history with the form that adds a note
 * (decision 043), the status workflow with its history, the owner and first-response clock, the quality
 * explanation (the rules that fired), the chat transcript with timestamps, the recommendation the visitor saw, the
 * notifications sent, and the lead's meetings (upcoming and past).
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
  const [announcement, setAnnouncement] = useState('');
  const now = useNow(60_000);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.staff.leads.get.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.staff.leads.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.staff.leads.activity.queryKey({ id }) }),
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
  const retryCrm = useMutation(
    trpc.staff.leads.retryCrmSync.mutationOptions({
      onSuccess: async () => {
        setAnnouncement(copy.crm.retried);
        await refresh();
      },
      onError: () => setAnnouncement(copy.crm.retryFailed),
    }),
  );
  const desk = useQuery(trpc.staff.desk.list.queryOptions());
  const [owner, setOwner] = useState<string | null>(null);
  const saveOwner = useMutation(
    trpc.staff.leads.reassign.mutationOptions({
      onSuccess: async () => {
        setOwner(null);
        setAnnouncement(copy.reassigned);
        await refresh();
      },
      // Another owner's lead is theirs or an admin's to reassign: the answer says so.
      onError: (error) =>
        setAnnouncement(statusOf(error) === 403 && error instanceof Error ? error.message : copy.saveFailed),
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

  const submitStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = status || nextStatuses[0];
    if (chosen) saveStatus.mutate({ id: data.id, status: chosen });
  };
  const submitOwner = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What is saved is the owner the select shows when the form is sent, read from the form itself, never a copy
    // of it kept by a change handler.
    const chosen = new FormData(event.currentTarget).get('ownerId');
    saveOwner.mutate({ id: data.id, ownerId: typeof chosen === 'string' && chosen !== '' ? chosen : null });
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
          {data.language === 'fr' ? <Badge tone="primary">{staffApp.inbox.french}</Badge> : null}
        </span>
      </div>
      <p role="status" aria-live="polite" className={css.status}>
        {announcement}
      </p>
      {data.spam ? <p className={css.alert}>{copy.spamWarning(data.spamReason ?? 'unknown')}</p> : null}
      {data.possiblyAutomated && !data.spam ? (
        <p className={css.notice}>{copy.possiblyAutomated(data.automationSignal ?? 'unknown')}</p>
      ) : null}
      {data.language === 'fr' ? <p className={css.notice}>{copy.french(data.kind)}</p> : null}

      <LeadCrmSyncLine
        crm={data.crm}
        onRetry={() => retryCrm.mutate({ id: data.id })}
        retrying={retryCrm.isPending}
      />

      <div className={css.detailGrid}>
        <div className={css.column}>
          <LeadFactsPanel lead={data} />

          <LeadActivityPanel leadId={data.id} onAnnounce={setAnnouncement} />

          <LeadTranscriptPanel lead={data} />
        </div>

        <div className={css.column}>
          <LeadStatusPanel
            lead={data}
            nextStatuses={nextStatuses}
            status={status}
            onStatusChange={setStatus}
            onSubmit={submitStatus}
            pending={saveStatus.isPending}
          />

          <section className={css.panel} aria-labelledby="lead-owner">
            <h2 id="lead-owner" className={css.h2}>
              {copy.ownerSection}
            </h2>
            <p>
              <SlaBadge sla={data.sla} now={now} />
            </p>
            <form onSubmit={submitOwner} className={css.stack}>
              <Field
                as="select"
                label={copy.owner}
                name="ownerId"
                value={owner ?? data.ownerId ?? ''}
                onChange={(event) => setOwner(event.target.value)}
                options={[
                  { value: '', label: copy.ownerUnassigned },
                  ...(desk.data ?? []).map((member) => ({ value: member.id, label: member.name })),
                ]}
              />
              <Button type="submit" size="sm" variant="outline" disabled={saveOwner.isPending}>
                {copy.reassign}
              </Button>
            </form>
          </section>

          <LeadMeetingsPanel meetings={data.meetings} now={now} />

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

          <LeadQualityPanel lead={data} />

          <LeadAttributionPanel lead={data} />

          <LeadRecommendationPanel lead={data} />

          <LeadNotificationsPanel lead={data} />
        </div>
      </div>
    </main>
  );
}
