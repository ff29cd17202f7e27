import {
  staffApp,
  staffLive,
  staffMeetings,
  staffReports,
  staffSavedReplies,
  staffUnanswered,
} from '@northline/content';
import { Button } from '@northline/ui';
import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { staffMeta } from '../../staff/format.ts';
import { LiveEventsProvider, useLiveEvents } from '../../staff/live-events.tsx';
import { rangeOf, todayKey } from '../../staff/meeting-dates.ts';
import { rememberSignedOut } from '../../staff/signed-out.ts';
import * as css from '../../staff/staff.css.ts';
import {
  createStaffClient,
  createStaffQueryClient,
  statusOf,
  TRPCProvider,
  useTRPC,
} from '../../staff/trpc.ts';
import { ServerClockProvider, useNow } from '../../staff/use-now.ts';

/** The staff app's pages are never indexed. */
export const meta = () => staffMeta(staffApp.inbox.metaTitle);

/** Path of the sign-in page. */
export const SIGN_IN_PATH = '/staff/sign-in';

/** Props of {@link StaffShell}: none in the app; component tests pass a client over a fake `/trpc`. */
export interface StaffShellProps {
  /** The tRPC client to call with; one on this origin's `/trpc` when absent. */
  client?: ReturnType<typeof createStaffClient>;
}

/**
 * The staff app: a client-rendered subtree served by the API as the SPA fallback for `/staff/*`
 * (`Cache-Control: no-store`, `X-Robots-Tag: noindex`). Provides the tRPC client and the query cache, sends
 * signed-out visitors to the sign-in page, and frames every signed-in page with the top bar and the live stream
 * (the waiting chats' count in the navigation and the tab title, desktop alerts).
 */
export default function StaffLayout() {
  return <StaffShell />;
}

/** The staff app's providers and frame (see {@link StaffLayout}), with the tRPC client given or its own. */
export function StaffShell({ client }: StaffShellProps) {
  const [queryClient] = useState(createStaffQueryClient);
  const [trpcClient] = useState(() => client ?? createStaffClient());
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <StaffFrame />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** The signed-in member (`staff.auth.me`): who, the session's idle limit, and the API's clock. */
function useMe() {
  const trpc = useTRPC();
  return useQuery(trpc.staff.auth.me.queryOptions());
}

/** The staff app on the API's clock (`staff.auth.me`'s `now`): every page's times read it. */
function StaffFrame() {
  const me = useMe();
  return (
    <ServerClockProvider serverNow={me.data?.now} receivedAt={me.dataUpdatedAt}>
      <StaffFrameContent me={me} />
    </ServerClockProvider>
  );
}

function StaffFrameContent({ me }: { me: ReturnType<typeof useMe> }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const onSignIn = location.pathname === SIGN_IN_PATH;
  const user = me.data?.user ?? null;

  // A call refused with 401 (the session ended: 12 hours idle, or signed out elsewhere) sends the staff member
  // back to the sign-in page.
  useEffect(() => {
    const signedOut = () =>
      queryClient.setQueryData(trpc.staff.auth.me.queryKey(), (old) => (old ? { ...old, user: null } : old));
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && statusOf(event.query.state.error) === 401) signedOut();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && statusOf(event.mutation.state.error) === 401) signedOut();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, trpc]);

  useEffect(() => {
    if (!me.isSuccess) return;
    if (!user && !onSignIn) {
      navigate(`${SIGN_IN_PATH}?next=${encodeURIComponent(location.pathname + location.search)}`, {
        replace: true,
      });
    } else if (user && onSignIn) {
      const next = new URLSearchParams(location.search).get('next');
      navigate(next?.startsWith('/staff') ? next : '/staff', { replace: true });
    }
  }, [me.isSuccess, user, onSignIn, navigate, location.pathname, location.search]);

  const signOut = useMutation(
    trpc.staff.auth.signOut.mutationOptions({
      onSettled: () => {
        rememberSignedOut();
        queryClient.clear();
        navigate(SIGN_IN_PATH, { replace: true });
      },
    }),
  );

  if (onSignIn) return <Outlet />;
  if (!user) {
    return (
      <main id="main" className={css.centerMain} tabIndex={-1} aria-busy="true">
        <p role="status">{me.isError ? staffApp.loadFailed : staffApp.loading}</p>
      </main>
    );
  }
  return (
    <LiveEventsProvider>
      <div className={css.app}>
        <header className={css.topBar}>
          <div className={css.topBarInner}>
            <NavLink to="/staff" end className={css.brand}>
              {staffApp.productName}
            </NavLink>
            <nav aria-label="Staff" className={css.nav}>
              <NavLink to="/staff" end className={css.navLink}>
                {staffApp.nav.inbox}
              </NavLink>
              <LiveChatsNavLink />
              <MeetingsNavLink />
              <NavLink to="/staff/reports" className={css.navLink}>
                {staffReports.nav.label}
              </NavLink>
              <NavLink to="/staff/unanswered" className={css.navLink}>
                {staffUnanswered.nav.label}
              </NavLink>
              <NavLink to="/staff/saved-replies" className={css.navLink}>
                {staffSavedReplies.nav.label}
              </NavLink>
              {user.role === 'admin' ? (
                <>
                  <NavLink to="/staff/privacy" className={css.navLink}>
                    {staffApp.nav.privacy}
                  </NavLink>
                  <NavLink to="/staff/accounts" className={css.navLink}>
                    {staffApp.nav.accounts}
                  </NavLink>
                </>
              ) : (
                <NavLink to="/staff/accounts" className={css.navLink}>
                  {staffApp.nav.availability}
                </NavLink>
              )}
            </nav>
            <div className={css.account}>
              <span className={css.who}>
                <span className={css.visuallyHidden}>{staffApp.nav.signedInAs} </span>
                {user.name} ({user.role})
              </span>
              <DesktopAlertsToggle />
              <Button
                variant="outline"
                size="sm"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
              >
                {staffApp.nav.signOut}
              </Button>
            </div>
          </div>
        </header>
        <Outlet context={user} />
      </div>
    </LiveEventsProvider>
  );
}

/**
 * The navigation's link to the live chats with the waiting count: "Live chats (2)" on screen, "Live chats (2)
 * waiting" as its accessible name (the visible text first, so speech input finds it).
 */
function LiveChatsNavLink() {
  const { waitingCount } = useLiveEvents();
  return (
    <NavLink to="/staff/live" className={css.navLink}>
      {staffLive.nav.label}
      {waitingCount > 0 ? (
        <>
          {' '}
          <span className={css.navCount}>({waitingCount})</span>
          <span className={css.visuallyHidden}> {staffLive.nav.waiting}</span>
        </>
      ) : null}
    </NavLink>
  );
}

/**
 * The navigation's link to the meetings with the count of the member's own meetings booked for today (Toronto):
 * "Meetings (2)" on screen, "Meetings (2) today" as its accessible name. One small query, fresh for 15 s like the
 * app's others; no count while it loads or fails.
 */
function MeetingsNavLink() {
  const trpc = useTRPC();
  const today = rangeOf('day', todayKey(useNow(60_000)));
  const meetings = useQuery(trpc.staff.meetings.list.queryOptions({ from: today.from, to: today.to }));
  const count = meetings.data?.meetings.filter((meeting) => meeting.status === 'booked').length ?? 0;
  return (
    <NavLink to="/staff/meetings" className={css.navLink}>
      {staffMeetings.nav.label}
      {count > 0 ? (
        <>
          {' '}
          <span className={css.navCount}>({count})</span>
          <span className={css.visuallyHidden}> {staffMeetings.nav.today}</span>
        </>
      ) : null}
    </NavLink>
  );
}

/**
 * The desktop alerts' switch: "Turn on desktop alerts" asks the browser for permission on that click (never on
 * load) and remembers the choice; nothing when the browser has no notifications; a note when they are blocked.
 */
function DesktopAlertsToggle() {
  const { alerts } = useLiveEvents();
  if (alerts.state === 'unsupported') return null;
  if (alerts.state === 'blocked') return <span className={css.who}>{staffLive.alerts.blocked}</span>;
  return alerts.state === 'on' ? (
    <Button variant="ghost" size="sm" onClick={alerts.turnOff}>
      {staffLive.alerts.turnOff}
    </Button>
  ) : (
    <Button variant="ghost" size="sm" onClick={() => void alerts.turnOn()}>
      {staffLive.alerts.turnOn}
    </Button>
  );
}
