import { staffApp } from '@northline/content';
import type { PrivacyMentionKind, PrivacyRequest, StaffMember } from '@northline/schemas';
import { Button, Field } from '@northline/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useOutletContext } from 'react-router';
import { ConfirmDialog } from '../../staff/confirm-dialog.tsx';
import { formatDate, formatDateTime, staffMeta } from '../../staff/format.ts';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { useTRPC } from '../../staff/trpc.ts';

/** noindex. */
export const meta = () => staffMeta(staffApp.privacy.metaTitle);

const copy = staffApp.privacy;
type CountKey = keyof typeof copy.counts;

/** Offers a JSON document as a file download, without a round trip. */
function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The request for what was typed: the filled fields only, or null when neither is. */
function requestOf(email: string, phone: string): PrivacyRequest | null {
  const request: PrivacyRequest = {};
  if (email.trim()) request.email = email.trim();
  if (phone.trim()) request.phone = phone.trim();
  return request.email || request.phone ? request : null;
}

/** Where a mention is opened in the staff app: its lead, the unanswered questions, or nowhere (a chat not a lead). */
function mentionHref(mention: {
  kind: keyof typeof copy.mentions.kinds;
  leadId: string | null;
}): string | null {
  if (mention.kind === 'unanswered-question') return '/staff/unanswered';
  return mention.leadId ? `/staff/leads/${mention.leadId}` : null;
}

/**
 * /staff/privacy (admins only): find what is stored about a person by email address, phone number or both,
 * export it as JSON, or delete it all (with a confirmation step); and the notes and messages of other people's
 * records that mention them, each with a link to where it is and a Redact button that, after a confirmation step,
 * replaces the address and number in that one text with `[redacted]` (decisions 062 and 064).
 */
export default function StaffPrivacy() {
  const user = useOutletContext<StaffMember>();
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [asked, setAsked] = useState<PrivacyRequest | null>(null);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [redacting, setRedacting] = useState<{ kind: PrivacyMentionKind; id: string } | null>(null);
  const found = useQuery({
    ...trpc.staff.privacy.find.queryOptions(asked ?? {}),
    enabled: asked !== null && user.role === 'admin',
    staleTime: 0,
  });
  const exportData = useMutation(
    trpc.staff.privacy.export.mutationOptions({
      onSuccess: (data) => download(`privacy-export-${new Date().toISOString().slice(0, 10)}.json`, data),
    }),
  );
  const remove = useMutation(
    trpc.staff.privacy.delete.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        setAnnouncement(copy.deleted);
        await found.refetch();
      },
    }),
  );

  const redact = useMutation(
    trpc.staff.privacy.redactMention.mutationOptions({
      onSuccess: async (_data, mention) => {
        setRedacting(null);
        setAnnouncement(copy.mentions.redacted(copy.mentions.nouns[mention.kind], whenOf(mention.id)));
        await found.refetch();
      },
      onError: (error) => {
        setRedacting(null);
        setAnnouncement(error.message);
      },
    }),
  );

  if (user.role !== 'admin') {
    return (
      <main id="main" className={css.main} tabIndex={-1}>
        <h1 className={css.h1}>{copy.title}</h1>
        <p>{copy.adminOnly}</p>
      </main>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAnnouncement('');
    setConfirming(false);
    const request = requestOf(email, phone);
    setMissing(request === null);
    setAsked(request);
  };
  const counts = found.data?.counts;
  const mentions = found.data?.mentions ?? [];
  const whenOf = (id: string) => {
    const mention = mentions.find((candidate) => candidate.id === id);
    return mention ? formatDate(mention.at) : '';
  };
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <StaffPage title={copy.title} intro={copy.intro}>
      <form onSubmit={submit} className={css.filters}>
        <Field
          label={copy.email}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={missing ? copy.either : undefined}
        />
        <Field
          label={copy.phone}
          type="tel"
          name="phone"
          autoComplete="off"
          hint={copy.phoneHint}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <div className={css.filterActions}>
          <Button type="submit" size="sm">
            {copy.find}
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" className={css.status}>
        {announcement || (found.isError ? staffApp.loadFailed : found.isFetching ? staffApp.loading : '')}
      </p>
      {counts ? (
        <section className={css.panel} aria-labelledby="privacy-found">
          <h2 id="privacy-found" className={css.h2}>
            {total === 0 ? copy.nothing : copy.found}
          </h2>
          {total > 0 ? (
            <>
              <dl className={css.facts}>
                {(Object.keys(copy.counts) as CountKey[]).flatMap((key) => [
                  <dt key={`${key}-label`}>{copy.counts[key]}</dt>,
                  <dd key={`${key}-value`}>{counts[key]}</dd>,
                ])}
              </dl>
              <div className={`${css.row} ${css.spaced}`}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => asked && exportData.mutate(asked)}
                  disabled={exportData.isPending}
                >
                  {copy.export}
                </Button>
                {confirming ? null : (
                  <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
                    {copy.delete}
                  </Button>
                )}
              </div>
              <p className={css.summary}>{copy.hubspot}</p>
              {confirming ? (
                <ConfirmDialog
                  id="privacy-confirm"
                  question={copy.confirmText}
                  confirmLabel={copy.confirmDelete}
                  cancelLabel={copy.cancel}
                  onConfirm={() => asked && remove.mutate(asked)}
                  onCancel={() => setConfirming(false)}
                  disabled={remove.isPending}
                  spaced
                />
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
      {counts ? (
        <section className={css.panel} aria-labelledby="privacy-mentions">
          <h2 id="privacy-mentions" className={css.h2}>
            {copy.mentions.title}
          </h2>
          <p>{mentions.length === 0 ? copy.mentions.none : copy.mentions.intro}</p>
          {mentions.length > 0 ? (
            <ul className={css.list}>
              {mentions.map((mention) => {
                const href = mentionHref(mention);
                const label = copy.mentions.kinds[mention.kind];
                const noun = copy.mentions.nouns[mention.kind];
                const day = formatDate(mention.at);
                const confirmingThis = redacting?.kind === mention.kind && redacting.id === mention.id;
                return (
                  <li key={`${mention.kind}-${mention.id}`}>
                    {href ? (
                      <Link to={href} className={css.leadLink}>
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                    {href ? '' : ` (${copy.mentions.noLead})`}, {copy.mentions.written}{' '}
                    <time dateTime={mention.at}>{formatDateTime(mention.at)}</time>{' '}
                    {confirmingThis ? null : (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={copy.mentions.redactLabel(noun, day)}
                        onClick={() => {
                          setAnnouncement('');
                          setRedacting({ kind: mention.kind, id: mention.id });
                        }}
                        disabled={redact.isPending}
                      >
                        {copy.mentions.redact}
                      </Button>
                    )}
                    {confirmingThis && asked ? (
                      <ConfirmDialog
                        id="privacy-redact-confirm"
                        question={copy.mentions.confirmText(noun, day)}
                        confirmLabel={copy.mentions.confirm}
                        cancelLabel={copy.cancel}
                        onConfirm={() => redact.mutate({ kind: mention.kind, id: mention.id, ...asked })}
                        onCancel={() => setRedacting(null)}
                        disabled={redact.isPending}
                        loading={redact.isPending}
                        spaced
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      ) : null}
    </StaffPage>
  );
}
