import { staffApp, staffLive, staffSavedReplies } from '@northline/content';
import {
  type LiveChatDetail,
  type LiveChatSummary,
  type LiveMessage,
  MAX_CONSULTANT_MESSAGE_LENGTH,
  type StaffMember,
} from '@northline/schemas';
import { Badge, Button, Field } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useOutletContext, useParams } from 'react-router';
import { ConfirmDialog } from '../../staff/confirm-dialog.tsx';
import {
  duration,
  formatDateTime,
  formatTime,
  qualityTone,
  reasonTone,
  staffMeta,
} from '../../staff/format.ts';
import { LinkedText } from '../../staff/linked-text.tsx';
import { detailWithMessage, type LiveChatLists, placeSummary } from '../../staff/live-cache.ts';
import { useVisitorTyping, visitorLabel } from '../../staff/live-events.tsx';
import { useSavedReplyPicker } from '../../staff/saved-reply-picker.tsx';
import * as css from '../../staff/staff.css.ts';
import { statusOf, useTRPC, useTRPCClient } from '../../staff/trpc.ts';
import { useNow } from '../../staff/use-now.ts';

/** noindex. */
export const meta = () => staffMeta(staffLive.chat.metaTitle);

const copy = staffLive.chat;

/** The consultant's typing indicator goes off after this long without a keystroke (ms). */
export const TYPING_IDLE_MS = 3_000;
/** While the consultant keeps typing, the indicator is sent again at most this often (ms). */
export const TYPING_REFRESH_MS = 5_000;
/** The least time between two typing calls (ms): the API writes at most one typing event a second per side. */
export const TYPING_MIN_GAP_MS = 1_000;
/** How close to the end of the transcript (px) still counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;

/**
 * /staff/live/:leadId: one live conversation, named by its lead's id (never the session id, which is personal data). The whole transcript (the visitor's, the assistant's and
 * consultants' messages, as text), and beside it (below it on phones) the lead quality with its reasons, the
 * visitor's contact details, attribution, interests, recommendation and a link to the lead. A consultant claims a
 * waiting chat (someone else's claim is refused with the server's words), answers it, releases it to the assistant
 * or closes it. New messages arrive from the staff layout's live stream and are announced politely; the focus
 * never moves for them, and the transcript follows the newest only when it was scrolled to the end.
 */
export default function StaffLiveChat() {
  const { leadId = '' } = useParams();
  const user = useOutletContext<StaffMember>();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const chat = useQuery(trpc.staff.live.get.queryOptions({ leadId }));
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const [confirmingClose, setConfirmingClose] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const followRef = useRef(true);
  const now = useNow(30_000);

  const showSummary = (summary: LiveChatSummary) => {
    queryClient.setQueryData(trpc.staff.live.get.queryKey({ leadId }), (old) =>
      old ? { ...old, summary } : old,
    );
    queryClient.setQueryData(trpc.staff.live.list.queryKey(), (old: LiveChatLists | undefined) =>
      old ? placeSummary(old, summary) : old,
    );
  };
  const refused = (error: unknown) => {
    setAnnouncement('');
    // A conflict names who has the chat ("Sam Sales has this chat."): the server's words are the reason.
    setFailure(statusOf(error) === 409 && error instanceof Error ? error.message : copy.failed);
    void queryClient.invalidateQueries({ queryKey: trpc.staff.live.get.queryKey({ leadId }) });
  };
  const claim = useMutation(
    trpc.staff.live.claim.mutationOptions({
      onMutate: () => setFailure(''),
      onSuccess: (summary) => {
        showSummary(summary);
        setAnnouncement(copy.claimed);
      },
      onError: refused,
    }),
  );
  // The Claim button goes once the chat is one's own: the reply box that replaces it takes the focus.
  const claimed = claim.isSuccess;
  useEffect(() => {
    if (claimed) replyRef.current?.focus();
  }, [claimed]);

  const finished = (message: string) => (summary: LiveChatSummary) => {
    setConfirmingClose(false);
    setFailure('');
    showSummary(summary);
    setAnnouncement(message);
    statusRef.current?.focus();
  };
  const release = useMutation(
    trpc.staff.live.release.mutationOptions({ onSuccess: finished(copy.released), onError: refused }),
  );
  const close = useMutation(
    trpc.staff.live.close.mutationOptions({ onSuccess: finished(copy.closed), onError: refused }),
  );
  // The booking's times, offered in the conversation: the message joins the transcript like a reply.
  const offerTimes = useMutation(
    trpc.staff.live.offerTimes.mutationOptions({
      onMutate: () => setFailure(''),
      onSuccess: (message) => {
        followRef.current = true;
        queryClient.setQueryData(
          trpc.staff.live.get.queryKey({ leadId }),
          (old: LiveChatDetail | undefined) => (old ? detailWithMessage(old, message) : old),
        );
        setAnnouncement(copy.offeredTimes);
      },
      onError: refused,
    }),
  );

  const status = (
    <>
      <p ref={statusRef} role="status" className={css.status} tabIndex={-1}>
        {announcement}
      </p>
      {failure ? (
        <p role="alert" className={css.alert}>
          {failure}
        </p>
      ) : null}
    </>
  );
  const back = (
    <p>
      <Link to="/staff/live" className={css.leadLink}>
        ← {copy.back}
      </Link>
    </p>
  );

  if (chat.isError) {
    const missing = statusOf(chat.error) === 404 || statusOf(chat.error) === 400;
    return (
      <main id="main" className={css.main} tabIndex={-1}>
        {back}
        <h1 className={css.h1}>{missing ? copy.notFound : copy.loadFailed}</h1>
      </main>
    );
  }
  if (!chat.data) {
    return (
      <main id="main" className={css.main} tabIndex={-1} aria-busy="true">
        {back}
        <p role="status">{staffApp.loading}</p>
      </main>
    );
  }

  const detail = chat.data;
  const { summary } = detail;
  const mine = summary.state === 'live' && summary.consultant?.id === user.id;
  // A waiting chat may be released or closed by anyone (a question the assistant can answer, or abuse); a live one
  // only by its consultant.
  const canManage = mine || summary.state === 'waiting';
  const busy = claim.isPending || release.isPending || close.isPending || offerTimes.isPending;

  const cancelClose = () => {
    setConfirmingClose(false);
    closeButtonRef.current?.focus();
  };

  return (
    <main id="main" className={css.main} tabIndex={-1}>
      {back}
      <div className={css.pageHead}>
        <h1 className={css.h1}>{visitorLabel(summary)}</h1>
        <span className={css.row}>
          <Badge tone={summary.state === 'waiting' ? 'warning' : 'neutral'}>
            {staffLive.states[summary.state]}
          </Badge>
          {summary.reason ? (
            <Badge tone={reasonTone(summary.reason)}>{staffLive.reasons[summary.reason]}</Badge>
          ) : null}
          <Badge tone={qualityTone(summary.leadQuality)}>
            {staffLive.list.quality(staffApp.qualities[summary.leadQuality])}
          </Badge>
        </span>
      </div>
      {status}
      {summary.state === 'waiting' ? (
        // Claim comes first, above the conversation: on a phone it is in view without scrolling.
        <div className={css.chatActions}>
          <Button onClick={() => claim.mutate({ leadId })} disabled={busy} loading={claim.isPending}>
            {claim.isPending ? copy.claiming : copy.claim}
          </Button>
        </div>
      ) : null}

      <div className={css.chatGrid}>
        <section className={css.panel} aria-labelledby="live-transcript">
          <h2 id="live-transcript" className={css.h2}>
            {copy.transcript}
          </h2>
          <Transcript messages={detail.messages} followRef={followRef} />
          <TypingIndicator sessionId={summary.sessionId} />

          <p className={css.summary}>
            {summary.reason
              ? copy.requested(
                  staffLive.reasons[summary.reason],
                  `${duration(summary.requestedAt, now)} ago (${formatDateTime(summary.requestedAt)})`,
                )
              : null}
          </p>
          <p className={css.message}>{stateNote(summary, mine)}</p>

          {mine ? (
            <ReplyBox
              leadId={leadId}
              textareaRef={replyRef}
              onSent={() => {
                followRef.current = true;
              }}
            />
          ) : null}

          <div className={css.chatActions}>
            {mine ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => offerTimes.mutate({ leadId })}
                disabled={busy}
                loading={offerTimes.isPending}
              >
                {offerTimes.isPending ? copy.offeringTimes : copy.offerTimes}
              </Button>
            ) : null}
            {canManage ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => release.mutate({ leadId })}
                  disabled={busy}
                >
                  {copy.release}
                </Button>
                <Button
                  ref={closeButtonRef}
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirmingClose(true)}
                  disabled={busy}
                >
                  {copy.close}
                </Button>
              </>
            ) : null}
          </div>
          {canManage && confirmingClose ? (
            <ConfirmDialog
              id="live-confirm"
              question={copy.confirmClose}
              confirmLabel={copy.confirm}
              cancelLabel={copy.cancel}
              onConfirm={() => close.mutate({ leadId })}
              onCancel={cancelClose}
              disabled={close.isPending}
              loading={close.isPending}
              spaced
            />
          ) : null}
        </section>

        <aside className={css.stack} aria-label={copy.details}>
          <SidePanel detail={detail} />
        </aside>
      </div>
    </main>
  );
}

/** Where the chat stands, in one sentence, for the signed-in consultant. */
function stateNote(summary: LiveChatSummary, mine: boolean): string {
  switch (summary.state) {
    case 'waiting':
      return copy.waitingNote;
    case 'assistant':
      return copy.assistantNote;
    case 'closed':
      return copy.closedNote;
    case 'live':
      return mine ? copy.youHaveIt : copy.hasIt(summary.consultant?.name ?? copy.consultant);
  }
}

/** Who wrote a message, as the transcript names them. */
function authorOf(message: LiveMessage): string {
  if (message.role === 'user') return copy.visitor;
  if (message.role === 'assistant') return copy.assistant;
  return message.authorName ?? copy.consultant;
}

/** Props of {@link Transcript}. */
interface TranscriptProps {
  messages: readonly LiveMessage[];
  /** Whether the next message should scroll into view: true while the reader is at the end. */
  followRef: RefObject<boolean>;
}

/**
 * The conversation as a log (`role="log"`, polite: each new message is read once, without moving the focus),
 * each message as text with its author and time. It scrolls to the newest message only when the reader was at
 * the end; someone reading back keeps their place.
 */
function Transcript({ messages, followRef }: TranscriptProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message is added, to follow it
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && followRef.current) log.scrollTop = log.scrollHeight;
  }, [count, followRef]);
  const onScroll = () => {
    const log = logRef.current;
    if (log) followRef.current = log.scrollHeight - log.scrollTop - log.clientHeight <= BOTTOM_SLACK_PX;
  };
  return (
    <div
      ref={logRef}
      className={css.chatLog}
      role="log"
      aria-live="polite"
      aria-labelledby="live-transcript"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      onScroll={onScroll}
    >
      <ol className={css.transcript}>
        {messages.map((message) => (
          <li key={message.id}>
            <div className={message.role === 'consultant' ? css.bubbleMetaEnd : css.bubbleMeta}>
              {authorOf(message)} ·{' '}
              <time dateTime={message.timestamp} title={formatDateTime(message.timestamp)}>
                {formatTime(message.timestamp)}
              </time>
            </div>
            <div
              className={
                message.role === 'user'
                  ? css.visitorBubble
                  : message.role === 'consultant'
                    ? css.consultantBubble
                    : css.assistantBubble
              }
            >
              <LinkedText text={message.content} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "Visitor is typing…" while the stream says so, in a polite status region. */
function TypingIndicator({ sessionId }: { sessionId: string }) {
  const typing = useVisitorTyping(sessionId);
  return (
    <p className={css.typing} role="status">
      {typing ? copy.visitorTyping : ''}
    </p>
  );
}

/**
 * The consultant's typing indicator as the visitor sees it: on at the first keystroke (and again every few
 * seconds while typing goes on), off after 3 s without one, on sending, and on leaving the page; never two calls
 * less than {@link TYPING_MIN_GAP_MS} apart (a change due sooner goes at the end of the gap, if it still is one).
 */
function useTypingSignal(leadId: string) {
  const client = useTRPCClient();
  const state = useRef({
    on: false,
    sent: false,
    sentAt: Number.NEGATIVE_INFINITY,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    gapTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  });
  const post = (typing: boolean) => {
    state.current.sent = typing;
    state.current.sentAt = Date.now();
    // A lost indicator is harmless: the next keystroke or the message itself corrects it.
    client.staff.live.typing.mutate({ leadId, typing }).catch(() => {});
  };
  const signal = (typing: boolean) => {
    const current = state.current;
    current.on = typing;
    if (current.gapTimer !== undefined) return;
    const wait = current.sentAt + TYPING_MIN_GAP_MS - Date.now();
    if (wait <= 0) {
      post(typing);
      return;
    }
    current.gapTimer = setTimeout(() => {
      current.gapTimer = undefined;
      if (current.on !== current.sent) post(current.on);
    }, wait);
  };
  const stop = () => {
    clearTimeout(state.current.timer);
    state.current.timer = undefined;
    if (state.current.on) signal(false);
  };
  const keystroke = () => {
    if (!state.current.on || Date.now() - state.current.sentAt >= TYPING_REFRESH_MS) signal(true);
    clearTimeout(state.current.timer);
    state.current.timer = setTimeout(stop, TYPING_IDLE_MS);
  };
  const stopRef = useRef(stop);
  stopRef.current = stop;
  useEffect(() => () => stopRef.current(), []);
  return { keystroke, stop };
}

/** The first words of a message (at most 40 characters, cut at a word), to name it in a button. */
function firstWords(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 40) return flat;
  const cut = flat.slice(0, 40);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A reply the API did not take: its text, kept, and why. */
interface Undelivered {
  id: number;
  text: string;
  reason: string;
}

/** Props of {@link ReplyBox}. */
interface ReplyBoxProps {
  /** The chat's lead id (staff name a chat by it, never by its session id). */
  leadId: string;
  /** The textarea, focused when the chat has just been claimed. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Called when a message is sent (the transcript then follows it). */
  onSent: () => void;
}

/**
 * The consultant's reply: a labelled textarea (Enter sends, Shift+Enter starts a new line) with a character
 * count to 2000, the team's saved replies (`/` at the start of the box, or the *Saved replies* button;
 * staff/saved-reply-picker.tsx), and Send, disabled while there is nothing to send. Sending empties the box at once; a message
 * sent while the previous one is on its way follows it as soon as it has landed, in order, so no Enter is lost to
 * a slow answer. A message the API does not take (a limit's 429, a conflict's 409, a failure), with any that
 * waited behind it, stays listed above the box as not delivered, its text kept and the server's reason given, each
 * with a Retry that sends it again.
 */
function ReplyBox({ leadId, textareaRef, onSent }: ReplyBoxProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState('');
  const [undelivered, setUndelivered] = useState<Undelivered[]>([]);
  const nextId = useRef(0);
  const typing = useTypingSignal(leadId);
  /** Messages sent while another was on its way, oldest first. */
  const waiting = useRef<string[]>([]);
  const sendNext = useRef<() => void>(() => undefined);
  const send = useMutation(
    trpc.staff.live.send.mutationOptions({
      onMutate: () => setFailure(''),
      onSuccess: (message) => {
        onSent();
        queryClient.setQueryData(
          trpc.staff.live.get.queryKey({ leadId }),
          (old: LiveChatDetail | undefined) => (old ? detailWithMessage(old, message) : old),
        );
        sendNext.current();
      },
      // A refusal says why in the server's words (a limit, or the chat released or taken meanwhile).
      onError: (error, input) => {
        const status = statusOf(error);
        const reason =
          (status === 409 || status === 429) && error instanceof Error ? error.message : copy.sendFailed;
        const unsent = [input.message, ...waiting.current];
        waiting.current = [];
        setUndelivered((current) => [
          ...current,
          ...unsent.map((message) => {
            nextId.current += 1;
            return { id: nextId.current, text: message, reason };
          }),
        ]);
        setFailure(`${copy.notDelivered}: ${firstWords(input.message)}. ${reason}`);
      },
    }),
  );
  sendNext.current = () => {
    const next = waiting.current.shift();
    if (next !== undefined) send.mutate({ leadId, message: next });
  };
  const dispatch = (message: string) => {
    if (send.isPending) waiting.current.push(message);
    else send.mutate({ leadId, message });
  };
  const retry = (item: Undelivered) => {
    setUndelivered((current) => current.filter((other) => other.id !== item.id));
    setFailure('');
    dispatch(item.text);
  };
  const message = text.trim();
  const canSend = message.length > 0 && message.length <= MAX_CONSULTANT_MESSAGE_LENGTH;

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!canSend) return;
    typing.stop();
    setText('');
    dispatch(message);
  };
  const savedReplies = useSavedReplyPicker({
    text,
    textareaRef,
    onInsert: (next) => {
      setText(next);
      typing.keystroke();
    },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (savedReplies.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={css.reply} onSubmit={submit}>
      <p role="status" className={css.visuallyHidden}>
        {failure}
      </p>
      {undelivered.length > 0 ? (
        <ul className={css.list} aria-label={copy.undelivered}>
          {undelivered.map((item) => (
            <li key={item.id} className={css.spaced}>
              <div className={css.consultantBubble}>{item.text}</div>
              <p className={css.summary}>
                <strong>{copy.notDelivered}</strong> · {item.reason}{' '}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={copy.retryLabel(firstWords(item.text))}
                  onClick={() => retry(item)}
                >
                  {copy.retry}
                </Button>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <Field
        as="textarea"
        label={copy.reply}
        hint={`${copy.replyHint} ${staffSavedReplies.picker.hint}`}
        name="message"
        ref={textareaRef}
        rows={3}
        maxLength={MAX_CONSULTANT_MESSAGE_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) typing.keystroke();
          else typing.stop();
        }}
        onKeyDown={onKeyDown}
        {...savedReplies.textboxProps}
        aria-describedby="live-reply-count"
        error={failure || undefined}
      />
      {savedReplies.list}
      <div className={css.replyBar}>
        <span id="live-reply-count" className={css.summary}>
          {copy.counter(text.length, MAX_CONSULTANT_MESSAGE_LENGTH)}
        </span>
        <span className={css.row}>
          {savedReplies.button}
          <Button type="submit" disabled={!canSend} loading={send.isPending}>
            {send.isPending ? copy.sending : copy.send}
          </Button>
        </span>
      </div>
    </form>
  );
}

/** One label/value row of a facts list, a link when `href` is given; nothing when the value is missing. */
function Fact({ label, value, href }: { label: string; value: string | null | undefined; href?: string }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {href ? (
          <a href={href} className={css.leadLink}>
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </>
  );
}

/** A `tel:` link of a typed phone number (its digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The side panel: the visitor's contact details and lead link, the lead quality with the rules behind each
 * change, the services they are interested in, the recommendation they saw, and where they came from.
 */
function SidePanel({ detail }: { detail: LiveChatDetail }) {
  const { visitor, summary } = detail;
  const hasDetails = Boolean(visitor.name || visitor.email || visitor.phone || visitor.company);
  const attribution = Object.entries(detail.attribution).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return (
    <>
      <section className={css.panel} aria-labelledby="live-visitor">
        <h2 id="live-visitor" className={css.h2}>
          {copy.details}
        </h2>
        {hasDetails ? (
          <dl className={css.facts}>
            <Fact label={copy.name} value={visitor.name} />
            <Fact
              label={copy.email}
              value={visitor.email}
              href={visitor.email && `mailto:${visitor.email}`}
            />
            <Fact label={copy.phone} value={visitor.phone} href={visitor.phone && telHref(visitor.phone)} />
            <Fact label={copy.company} value={visitor.company} />
          </dl>
        ) : (
          <p className={css.summary}>{copy.noDetails}</p>
        )}
        {summary.leadId ? (
          <p className={css.spaced}>
            <Link to={`/staff/leads/${summary.leadId}`} className={css.leadLink}>
              {copy.openLead}
            </Link>
          </p>
        ) : null}
      </section>

      <section className={css.panel} aria-labelledby="live-quality">
        <h2 id="live-quality" className={css.h2}>
          {copy.quality}{' '}
          <Badge tone={qualityTone(summary.leadQuality)}>{staffApp.qualities[summary.leadQuality]}</Badge>
        </h2>
        <h3 className={`${css.summary}`}>{copy.qualityReasons}</h3>
        {detail.qualityReasons.length > 0 ? (
          <ol className={css.list}>
            {detail.qualityReasons.map((change) => (
              <li key={`${change.at}-${change.quality}`}>
                {staffApp.qualities[change.quality]} ·{' '}
                <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                {change.rules.length > 0 ? (
                  <ul className={css.list}>
                    {change.rules.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className={css.summary}>{copy.noReasons}</p>
        )}
      </section>

      <section className={css.panel} aria-labelledby="live-interests">
        <h2 id="live-interests" className={css.h2}>
          {copy.interested}
        </h2>
        {detail.interestedServices.length > 0 ? (
          <ul className={css.list}>
            {detail.interestedServices.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        ) : (
          <p className={css.summary}>{copy.noInterests}</p>
        )}
        <h3 className={`${css.h2} ${css.spaced}`}>{copy.recommendation}</h3>
        <p className={css.summary}>{detail.recommendation?.title ?? copy.noRecommendation}</p>
      </section>

      <section className={css.panel} aria-labelledby="live-attribution">
        <h2 id="live-attribution" className={css.h2}>
          {copy.attribution}
        </h2>
        {attribution.length > 0 ? (
          <dl className={css.facts}>
            {attribution.map(([key, value]) => (
              <Fact key={key} label={copy.attributionLabels[key] ?? key} value={value} />
            ))}
          </dl>
        ) : (
          <p className={css.summary}>{copy.noAttribution}</p>
        )}
      </section>
    </>
  );
}
