import { staffApp, staffLive } from '@northline/content';
import type { LiveChatSummary, StaffMember } from '@northline/schemas';
import { Badge } from '@northline/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import { duration, formatDateTime, qualityTone, reasonTone, staffMeta } from '../../staff/format.ts';
import { oldestFirst } from '../../staff/live-cache.ts';
import { useLiveEvents, visitorLabel } from '../../staff/live-events.tsx';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { useTRPC } from '../../staff/trpc.ts';
import { useNow } from '../../staff/use-now.ts';

/** noindex. */
export const meta = () => staffMeta(staffLive.list.metaTitle);

const copy = staffLive.list;

/** How often the waiting times move on while the page is open (ms). */
const CLOCK_MS = 30_000;

/**
 * How often the page fetches the lists again while open (ms): presence changes with no event (a member's staff app
 * closes, their heartbeat lapses), so who a waiting chat is offered to is read again once per presence window
 * (30 s, apps/api/src/db/staff-presence.ts).
 */
const OFFERED_REFRESH_MS = 30_000;

/**
 * /staff/live: the chats waiting for a consultant, oldest first, with why (the visitor asked, an emergency, a hot
 * lead), how long they have waited, who the visitor is, the lead quality and the last message; and the chats a
 * consultant has, with who has them. Each opens the conversation. The staff layout's live stream keeps both lists
 * current. Each waiting chat says who it is offered to (the members present now, by the API's presence fact), or that
 * nobody is and what the visitor was told. A switch turns the member's chime of a new waiting chat on or off, on
 * every browser they sign in on (docs/decisions/087-the-chime-is-a-setting-of-the-member.md).
 */
export default function StaffLiveChats() {
  const user = useOutletContext<StaffMember>();
  const trpc = useTRPC();
  const lists = useQuery({ ...trpc.staff.live.list.queryOptions(), refetchInterval: OFFERED_REFRESH_MS });
  const now = useNow(CLOCK_MS);
  const waiting = lists.data ? oldestFirst(lists.data.waiting) : [];
  const active = lists.data?.active ?? [];

  return (
    <StaffPage title={copy.title} intro={copy.intro}>
      <SoundSwitch />
      <p className={css.status} role="status">
        {lists.isError ? copy.loadFailed : lists.isPending ? staffApp.loading : ''}
      </p>
      {lists.data ? (
        <div className={css.liveLists}>
          {[
            { id: 'live-waiting', heading: copy.waiting, empty: copy.noneWaiting, chats: waiting },
            {
              id: 'live-active',
              heading: copy.active,
              empty: copy.noneActive,
              chats: active,
              userId: user.id,
            },
          ].map((list) => (
            <LiveList key={list.id} {...list} now={now} />
          ))}
        </div>
      ) : null}
    </StaffPage>
  );
}

/**
 * The chime's switch: a checkbox showing the member's own setting (on by default, the same on every browser they
 * sign in on), a hint that browsers stay silent until the page has had a click or a key press, a live region that
 * says when a switch was not saved, and, while chats are not offered to the member (they are away), that this app
 * does not alert them.
 */
function SoundSwitch() {
  const { sound, offered } = useLiveEvents();
  return (
    <div>
      <label className={css.checkbox}>
        <input
          type="checkbox"
          name="waitingSound"
          checked={sound.on}
          onChange={(event) => sound.setOn(event.target.checked)}
          aria-describedby="waiting-sound-hint"
        />
        {staffLive.sound.label}
      </label>
      <p id="waiting-sound-hint" className={css.summary}>
        {staffLive.sound.hint}
      </p>
      <p className={css.status} role="status">
        {sound.failed ? staffLive.sound.failed : ''}
      </p>
      {offered ? null : <p className={css.summary}>{staffLive.sound.notOffered}</p>}
    </div>
  );
}

/** Props of {@link LiveList}. */
interface LiveListProps {
  /** The heading's id, which names the section. */
  id: string;
  /** The list's name; its count follows in brackets. */
  heading: string;
  /** What the section says when the list is empty. */
  empty: string;
  chats: readonly LiveChatSummary[];
  /** The time the waiting durations count to. */
  now: number;
  /** The signed-in staff member's id, to say "With you" on their own chats (active list). */
  userId?: string;
}

/** One list of chats (waiting, or with a consultant) in a panel headed by its name and count. */
function LiveList({ id, heading, empty, chats, now, userId }: LiveListProps) {
  return (
    <section className={css.panel} aria-labelledby={id}>
      <h2 id={id} className={css.h2}>
        {heading} ({chats.length})
      </h2>
      {chats.length > 0 ? (
        <ul className={css.liveList}>
          {chats.map((chat) => (
            <LiveChatCard key={chat.sessionId} chat={chat} now={now} userId={userId} />
          ))}
        </ul>
      ) : (
        <p className={css.summary}>{empty}</p>
      )}
    </section>
  );
}

/** Props of {@link LiveChatCard}. */
interface LiveChatCardProps {
  chat: LiveChatSummary;
  /** The time the waiting durations count to. */
  now: number;
  /** The signed-in staff member's id, to say "With you" on their own chats (active list). */
  userId?: string;
}

/**
 * One chat of a list: a link to the conversation, why and how long, the quality, the last message, and for a waiting
 * chat who it is offered to (when the list says: a chat placed by a stream event waits for the next fetch).
 */
function LiveChatCard({ chat, now, userId }: LiveChatCardProps) {
  const since = duration(chat.requestedAt, now);
  return (
    <li className={`${css.liveCard} ${chat.reason === 'emergency' ? css.liveCardUrgent : ''}`}>
      <div className={css.cardTop}>
        {chat.leadId ? (
          <Link to={`/staff/live/${chat.leadId}`} className={css.leadLink}>
            {visitorLabel(chat)}
          </Link>
        ) : (
          <span>{visitorLabel(chat)}</span>
        )}
        <time
          dateTime={chat.requestedAt}
          title={formatDateTime(chat.requestedAt)}
          className={`${css.muted} ${css.nowrap}`}
        >
          {chat.state === 'waiting' ? copy.waitingFor(since) : copy.since(since)}
        </time>
      </div>
      <span className={css.row}>
        {chat.reason ? <Badge tone={reasonTone(chat.reason)}>{staffLive.reasons[chat.reason]}</Badge> : null}
        <Badge tone={qualityTone(chat.leadQuality)}>
          {copy.quality(staffApp.qualities[chat.leadQuality])}
        </Badge>
        {chat.consultant ? (
          <span>{copy.with(chat.consultant.id === userId ? copy.you : chat.consultant.name)}</span>
        ) : null}
      </span>
      {chat.lastMessage ? <p className={css.lastMessage}>{chat.lastMessage}</p> : null}
      {chat.state === 'waiting' && chat.offeredTo ? (
        <p className={css.muted}>
          {chat.offeredTo.length > 0
            ? copy.offeredTo(chat.offeredTo.map((member) => member.name))
            : copy.offeredToNobody}
        </p>
      ) : null}
    </li>
  );
}
