import { staffApp } from '@northline/content';
import type { StaffAccount, StaffMember } from '@northline/schemas';
import { Badge, Button } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useOutletContext } from 'react-router';
import { ConfirmDialog } from '../../staff/confirm-dialog.tsx';
import { DeskAvailability } from '../../staff/desk-availability.tsx';
import { formatDateTime, staffMeta } from '../../staff/format.ts';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { StaffTable } from '../../staff/staff-table.tsx';
import { statusOf, useTRPC } from '../../staff/trpc.ts';

/** noindex. */
export const meta = () => staffMeta(staffApp.accounts.metaTitle);

const copy = staffApp.accounts;

/** The id of the element that opened the confirmation, to give focus back to on cancel. */
const disableButtonId = (id: string) => `disable-${id}`;

/**
 * /staff/accounts (admins only): every staff account with its role, state, live sessions and last
 * activity. An admin can disable an account (after a confirmation step: it is signed out everywhere at once and
 * can no longer sign in), enable it again, or sign it out everywhere. The outcome is announced in a live region
 * that then takes the focus, since the button pressed is replaced. Below, everyone's lead availability and
 * capacity (decision 041); a sales member sees the page's admin notice and their own availability.
 */
export default function StaffAccounts() {
  const user = useOutletContext<StaffMember>();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StaffAccount | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const accounts = useQuery({
    ...trpc.staff.users.list.queryOptions(),
    enabled: user.role === 'admin',
  });

  const done = async (message: string) => {
    setConfirming(null);
    setFailure('');
    setAnnouncement(message);
    await queryClient.invalidateQueries({ queryKey: trpc.staff.users.list.queryKey() });
    statusRef.current?.focus();
  };
  const failed = (error: unknown) => {
    setAnnouncement('');
    setFailure(statusOf(error) === 409 ? copy.lastAdmin : copy.failed);
  };
  const disable = useMutation(
    trpc.staff.users.disable.mutationOptions({
      onSuccess: (account) => done(copy.disabledDone(account.name)),
      onError: failed,
    }),
  );
  const enable = useMutation(
    trpc.staff.users.enable.mutationOptions({
      onSuccess: (account) => done(copy.enabledDone(account.name)),
      onError: failed,
    }),
  );
  const revoke = useMutation(trpc.staff.users.revokeSessions.mutationOptions({ onError: failed }));
  const busy = disable.isPending || enable.isPending || revoke.isPending;

  if (user.role !== 'admin') {
    return (
      <main id="main" className={css.main} tabIndex={-1}>
        <h1 className={css.h1}>{copy.title}</h1>
        <p>{copy.adminOnly}</p>
        <p role="status" aria-live="polite" className={css.status}>
          {announcement}
        </p>
        <DeskAvailability user={user} onDone={setAnnouncement} />
      </main>
    );
  }

  const cancel = () => {
    const id = confirming?.id;
    setConfirming(null);
    if (id) document.getElementById(disableButtonId(id))?.focus();
  };

  return (
    <StaffPage title={copy.title} titleId="accounts-title" intro={copy.intro}>
      <p ref={statusRef} role="status" aria-live="polite" className={css.status} tabIndex={-1}>
        {announcement ||
          (accounts.isError ? staffApp.loadFailed : accounts.isPending ? staffApp.loading : '')}
      </p>
      {failure ? (
        <p role="alert" className={css.alert}>
          {failure}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          id="accounts-confirm"
          question={copy.confirmDisable(confirming.name)}
          confirmLabel={copy.confirm}
          cancelLabel={copy.cancel}
          onConfirm={() => disable.mutate({ id: confirming.id })}
          onCancel={cancel}
          disabled={disable.isPending}
          loading={disable.isPending}
        />
      ) : null}
      {accounts.data ? (
        <StaffTable
          columns={Object.values(copy.columns)}
          busy={accounts.isFetching}
          wrapClassName={css.scrollTableWrap}
          name={{ labelledBy: 'accounts-title' }}
        >
          {accounts.data.map((account) => {
            const self = account.id === user.id;
            return (
              <tr key={account.id}>
                <th scope="row">
                  <span className={css.row}>
                    {account.name}
                    {self ? <Badge tone="primary">{copy.you}</Badge> : null}
                  </span>
                  <span className={css.small}>{account.email}</span>
                </th>
                <td>{copy.roles[account.role]}</td>
                <td>
                  {account.disabledAt ? (
                    <Badge tone="neutral">{copy.disabled}</Badge>
                  ) : (
                    <Badge tone="success">{copy.active}</Badge>
                  )}
                </td>
                <td>{copy.sessions(account.sessions)}</td>
                <td className={css.nowrap}>
                  {account.lastSeenAt ? (
                    <time dateTime={account.lastSeenAt}>{formatDateTime(account.lastSeenAt)}</time>
                  ) : (
                    <span className={css.muted}>{copy.never}</span>
                  )}
                </td>
                <td>
                  {self ? null : (
                    <span className={css.row}>
                      {account.disabledAt ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={copy.enableLabel(account.name)}
                          onClick={() => enable.mutate({ id: account.id })}
                          disabled={busy}
                        >
                          {copy.enable}
                        </Button>
                      ) : (
                        <>
                          {account.sessions > 0 ? (
                            <Button
                              variant="outline"
                              size="sm"
                              aria-label={copy.revokeLabel(account.name)}
                              onClick={() =>
                                revoke.mutate(
                                  { id: account.id },
                                  { onSuccess: () => done(copy.revokedDone(account.name)) },
                                )
                              }
                              disabled={busy}
                            >
                              {copy.revoke}
                            </Button>
                          ) : null}
                          <Button
                            id={disableButtonId(account.id)}
                            variant="destructive"
                            size="sm"
                            aria-label={copy.disableLabel(account.name)}
                            onClick={() => {
                              setFailure('');
                              setAnnouncement('');
                              setConfirming(account);
                            }}
                            disabled={busy}
                          >
                            {copy.disable}
                          </Button>
                        </>
                      )}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </StaffTable>
      ) : null}
      <DeskAvailability
        user={user}
        onDone={(message) => {
          setFailure('');
          setAnnouncement(message);
        }}
      />
    </StaffPage>
  );
}
