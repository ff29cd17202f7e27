import { staffApp } from '@northline/content';
import { Button, Field } from '@northline/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { staffMeta } from '../../staff/format.ts';
import { forgetSignedOut, wasSignedOut } from '../../staff/signed-out.ts';
import * as css from '../../staff/staff.css.ts';
import { statusOf, useTRPC } from '../../staff/trpc.ts';
import { useServerClock } from '../../staff/use-now.ts';

/** noindex. */
export const meta = () => staffMeta(staffApp.signIn.metaTitle);

const copy = staffApp.signIn;

/** The message of a failed sign-in: one generic text for wrong details (no user enumeration). */
function failureMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 429) return copy.limited;
  if (status === 401 || status === 400) return copy.failed;
  return copy.unavailable;
}

/**
 * /staff/sign-in: email and password, a generic error in a live region, and on success the inbox
 * (or the page the staff member came from).
 */
export default function StaffSignIn() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const serverClock = useServerClock();
  const signIn = useMutation(
    trpc.staff.auth.signIn.mutationOptions({
      onSuccess: (user) => {
        forgetSignedOut();
        setPassword('');
        // The API's time carries on from the answer that showed this page, so the clock stays the API's.
        // The member's settings follow with the next answer of `staff.auth.me` (the staff stream's start asks).
        queryClient.setQueryData(trpc.staff.auth.me.queryKey(), (old) => ({
          user,
          settings: null,
          idleMinutes: old?.idleMinutes ?? 720,
          now: new Date(serverClock()).toISOString(),
        }));
      },
    }),
  );
  // Read at each render: the sign-out marks the tab just before it navigates here.
  const signedOut = wasSignedOut();
  const error = missing ? copy.required : signIn.isError ? failureMessage(signIn.error) : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate({ email, password });
  };

  return (
    <main id="main" className={css.centerMain} tabIndex={-1}>
      <div className={css.signInCard}>
        <h1 className={css.h1}>{copy.title}</h1>
        <p className={css.summary}>{copy.intro}</p>
        <p role="status" className={css.status}>
          {signedOut && !signIn.isPending && !error ? copy.signedOut : ''}
        </p>
        <div role="alert" id={errorId}>
          {error ? <p className={css.alert}>{error}</p> : null}
        </div>
        <form onSubmit={submit} noValidate>
          <div className={css.stack}>
            <Field
              label={copy.email}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby={error ? errorId : undefined}
              required
            />
            <Field
              label={copy.password}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={error ? errorId : undefined}
              required
            />
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? copy.submitting : copy.submit}
            </Button>
          </div>
        </form>
      </div>
    </main>
  );
}
