/**
 * Booking the free IT assessment inside the chat (decision 036): shown below the conversation when a reply
 * carries the `offer-meeting` action, loaded only then (chat-widget.tsx imports this module on demand, so the
 * widget's first load does not carry it). The next free times as buttons grouped by Toronto day, 'More times',
 * then a small form for the name and e-mail, and the booking with an `Idempotency-Key` that stays the same across
 * retries of one attempt. Nothing here moves focus unless the visitor's own action removed the focused control.
 */
import type { MeetingBooking } from '@northline/schemas';
import { Button, Field } from '@northline/ui';
import { type FormEvent, type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  BookingInputError,
  bookMeeting,
  fetchMeetingSlots,
  type MeetingDay,
  type MeetingSlot,
} from './booking-client.ts';
import * as bookingStyles from './booking-panel.css.ts';
import * as styles from './chat-widget.css.ts';
import { newIdempotencyKey } from './idempotency.ts';
import type { ChatSessionCredentials } from './session.ts';
import { withPhone } from './texts.ts';
import type { ChatAttribution, ChatWidgetTexts } from './types.ts';
import { useLatest } from './use-latest.ts';

type BookingTexts = ChatWidgetTexts['booking'];

/** The time zone of every slot (the office's). */
export const MEETING_TIME_ZONE = 'America/Toronto';

/** Days with free times fetched first, and how many more each 'More times' adds. */
export const FIRST_DAYS = 3;
export const MORE_DAYS = 4;
/** The most days the API lists (`MEETING_SLOT_DAYS_MAX`). */
export const MAX_DAYS = 21;
/** Times shown per day until the visitor asks for more. */
export const FIRST_SLOTS_PER_DAY = 6;

/** A locale's formatters of a slot's Toronto day, time and both ('Monday, December 2' / '1:00 p.m.'). */
export function torontoFormats(locale: string) {
  const make = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(locale, { timeZone: MEETING_TIME_ZONE, ...options });
    } catch {
      // A locale the browser does not know: Canadian English.
      return new Intl.DateTimeFormat('en-CA', { timeZone: MEETING_TIME_ZONE, ...options });
    }
  };
  const day = make({ weekday: 'long', month: 'long', day: 'numeric' });
  const time = make({ hour: 'numeric', minute: '2-digit' });
  const key = make({ year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    when: (iso: string) => `${day.format(new Date(iso))}, ${time.format(new Date(iso))}`,
    /** The Toronto date of an instant, to group slots by day. */
    dateKey: (iso: string) => key.format(new Date(iso)),
  };
}

/** Groups flat slots (a 409's `nextSlots`) by Toronto day, in order. */
export function groupByDay(slots: readonly MeetingSlot[], dateKey: (iso: string) => string): MeetingDay[] {
  const days: MeetingDay[] = [];
  for (const slot of slots) {
    const date = dateKey(slot.start);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** Props of {@link BookingPanel}. */
export interface BookingPanelProps {
  ref?: Ref<HTMLElement>;
  apiBase: string;
  texts: BookingTexts;
  /** The phone of the failure texts. */
  phone: string;
  /** The name and e-mail to start the form with (what the API or the host knows). */
  prefill: { name?: string | undefined; email?: string | undefined };
  /** The chat's session when there is one, read at booking time: the booking joins the chat's lead. */
  session: () => ChatSessionCredentials | null;
  /** The visitor's first-touch attribution, read at booking time. */
  attribution?: (() => ChatAttribution | undefined) | undefined;
  /** Says something through the widget's polite live region. */
  announce: (text: string) => void;
  /** The first times are on screen (the card scrolls them into view; focus stays where it is). */
  onTimesShown?: () => void;
  /** Booked: the confirmation sentence for the conversation. */
  onBooked: (confirmation: string) => void;
  /** 'Not now'. */
  onDismiss: () => void;
}

type Phase = 'loading' | 'failed' | 'slots' | 'form';

/**
 * The booking panel: a region named by its heading, with the time zone line; the free times by day (a heading and
 * a group of buttons each) and 'More times'; after a choice, the chosen time, 'Change time' and the form (name and
 * e-mail, labelled, checked before sending); 'Not now' closes it. A 409 brings the times back with 'That time was
 * just taken' and the next free times, focus on that line (the form the visitor used is gone).
 */
export function BookingPanel({
  ref,
  apiBase,
  texts,
  phone,
  prefill,
  session,
  attribution,
  announce,
  onTimesShown,
  onBooked,
  onDismiss,
}: BookingPanelProps) {
  const id = useId();
  const formats = torontoFormats(texts.locale);
  const [phase, setPhase] = useState<Phase>('loading');
  const [days, setDays] = useState<MeetingDay[]>([]);
  const [requested, setRequested] = useState(FIRST_DAYS);
  const [expanded, setExpanded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<MeetingSlot | null>(null);
  const [name, setName] = useState(prefill.name ?? '');
  const [email, setEmail] = useState(prefill.email ?? '');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  /** The attempt's key and the body it names: a retry of the same body keeps the key. */
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const firstSlotRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'problem' | 'field' | 'slot' | null>(null);
  const announceRef = useLatest(announce);
  const announcedSlots = useRef(false);

  const load = useCallback(
    async (count: number, signal?: AbortSignal) => {
      try {
        const found = await fetchMeetingSlots(apiBase, count, signal);
        setDays(found);
        setPhase('slots');
        if (!announcedSlots.current) {
          announcedSlots.current = true;
          announceRef.current(texts.slotsAnnouncement);
        }
      } catch {
        if (signal?.aborted) return;
        setPhase('failed');
      }
    },
    [apiBase, texts.slotsAnnouncement],
  );

  // The first times, once, when the panel appears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per panel
  useEffect(() => {
    const controller = new AbortController();
    void load(FIRST_DAYS, controller.signal);
    return () => controller.abort();
  }, []);

  // Once, when the first times are on screen.
  const shown = useRef(false);
  const shownListener = useLatest(onTimesShown);
  useEffect(() => {
    if (phase !== 'slots' || shown.current) return;
    shown.current = true;
    shownListener.current?.();
  }, [phase]);

  // A later prefill (the host's `identify`) fills the fields still empty.
  useEffect(() => {
    if (prefill.name) setName((current) => current || prefill.name || '');
    if (prefill.email) setEmail((current) => current || prefill.email || '');
  }, [prefill.name, prefill.email]);

  // Focus follows only the visitor's own actions (their control went away).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of view
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'problem') problemRef.current?.focus();
    if (target === 'slot') firstSlotRef.current?.focus();
    if (target === 'field') {
      if (!name.trim()) nameRef.current?.focus();
      else if (!email.trim()) emailRef.current?.focus();
      else submitRef.current?.focus();
    }
  }, [phase, problem]);

  const choose = (slot: MeetingSlot) => {
    setChosen(slot);
    setProblem(null);
    setErrors({});
    focusNext.current = 'field';
    setPhase('form');
  };

  /** 'More times': every time of each day, and more days (up to the API's 21). */
  const more = () => {
    const count = Math.min(MAX_DAYS, requested + MORE_DAYS);
    setExpanded(true);
    setProblem(null);
    setRequested(count);
    void load(count);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || busy) return;
    const found: { name?: string; email?: string } = {};
    if (!name.trim()) found.name = texts.nameRequired;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = texts.emailInvalid;
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    const chat = session();
    const booking: MeetingBooking = { start: chosen.start, name: name.trim(), email: email.trim() };
    if (chat) booking.sessionId = chat.sessionId;
    const from = attribution?.();
    if (from && Object.keys(from).length > 0) booking.attribution = from;
    const body = JSON.stringify(booking);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await bookMeeting({
        apiBase,
        booking,
        idempotencyKey: attempt.current.key,
        sessionToken: chat?.sessionToken,
      });
      if (outcome.kind === 'booked') {
        attempt.current = null;
        const when = `${formats.day(outcome.meeting.start)}, ${formats.time(outcome.meeting.start)}`;
        onBooked(texts.confirmed.replaceAll('{when}', when).replaceAll('{email}', booking.email));
        return;
      }
      showTaken(groupByDay(outcome.nextSlots, formats.dateKey));
    } catch (error) {
      if (error instanceof BookingInputError) {
        if (error.fields.start) {
          // The time is no longer offered (it passed, or its notice ran out): like a taken time.
          showTaken(null);
          return;
        }
        setErrors({ name: error.fields.name, email: error.fields.email });
        if (error.fields.name) nameRef.current?.focus();
        else if (error.fields.email) emailRef.current?.focus();
        else showProblem(withPhone(texts.failed, phone));
        return;
      }
      // Network failure, 429, 503: the form stays, and a second try sends the same key.
      showProblem(withPhone(texts.failed, phone));
    } finally {
      setBusy(false);
    }
  };

  const showProblem = (text: string) => {
    setProblem(text);
    announce(text);
  };

  /** Back to the times after a 409: the next free ones (or a fresh list), the line focused and announced. */
  const showTaken = (next: MeetingDay[] | null) => {
    attempt.current = null;
    setChosen(null);
    focusNext.current = 'problem';
    setProblem(texts.taken);
    announce(texts.taken);
    if (next && next.length > 0) {
      setDays(next);
      setPhase('slots');
    } else {
      setPhase('loading');
      void load(requested);
    }
  };

  const titleId = `${id}-title`;
  // More exists when a day has times not shown yet, or the API filled every day asked for (there may be more).
  const hiddenTimes = !expanded && days.some((day) => day.slots.length > FIRST_SLOTS_PER_DAY);
  const canShowMore = hiddenTimes || (days.length >= requested && requested < MAX_DAYS);

  return (
    <section ref={ref} className={styles.panel} aria-labelledby={titleId} data-testid="booking-panel">
      <h3 id={titleId} className={styles.panelTitle}>
        {texts.title}
      </h3>
      <p className={bookingStyles.zoneLine}>{texts.timeZone}</p>
      {problem && (
        <p ref={problemRef} className={bookingStyles.problem} tabIndex={-1}>
          {problem}
        </p>
      )}
      {phase === 'loading' && <p className={styles.panelText}>{texts.loading}</p>}
      {phase === 'failed' && (
        <>
          <p className={styles.panelText}>{texts.loadFailed}</p>
          <div className={styles.panelActions}>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                setPhase('loading');
                void load(requested);
              }}
            >
              {texts.retry}
            </Button>
          </div>
        </>
      )}
      {phase === 'slots' && days.length === 0 && (
        <p className={styles.panelText}>{withPhone(texts.noSlots, phone)}</p>
      )}
      {phase === 'slots' &&
        days.map((day, dayIndex) => {
          const headingId = `${id}-day-${day.date}`;
          const first = day.slots[0];
          const slots = expanded ? day.slots : day.slots.slice(0, FIRST_SLOTS_PER_DAY);
          return (
            <div key={day.date} className={bookingStyles.day}>
              <h4 id={headingId} className={bookingStyles.dayHeading}>
                {first ? formats.day(first.start) : day.date}
              </h4>
              <ul className={bookingStyles.slots} aria-labelledby={headingId}>
                {slots.map((slot, slotIndex) => (
                  <li key={slot.start}>
                    <button
                      ref={dayIndex === 0 && slotIndex === 0 ? firstSlotRef : undefined}
                      type="button"
                      className={bookingStyles.slotButton}
                      aria-label={`${formats.when(slot.start)} (${texts.timeZone})`}
                      onClick={() => choose(slot)}
                    >
                      {formats.time(slot.start)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      {phase === 'form' && chosen && (
        <form className={bookingStyles.day} aria-labelledby={titleId} noValidate onSubmit={submit}>
          <p className={bookingStyles.chosen}>
            {texts.chosen.replaceAll('{when}', `${formats.when(chosen.start)} (${texts.timeZone})`)}
          </p>
          <div className={styles.panelFields}>
            <Field
              ref={nameRef}
              id={`${id}-name`}
              label={texts.labels.name}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              value={name}
              error={errors.name}
              onChange={(event) => setName(event.target.value)}
            />
            <Field
              ref={emailRef}
              id={`${id}-email`}
              label={texts.labels.email}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className={styles.panelActions}>
            <Button ref={submitRef} type="submit" size="sm" loading={busy}>
              {texts.submit}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                setChosen(null);
                setProblem(null);
                focusNext.current = 'slot';
                setPhase('slots');
              }}
            >
              {texts.changeTime}
            </Button>
          </div>
        </form>
      )}
      <div className={styles.panelActions}>
        {phase === 'slots' && days.length > 0 && canShowMore && (
          <Button type="button" size="sm" variant="outline" onClick={more}>
            {texts.moreTimes}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          {texts.notNow}
        </Button>
      </div>
    </section>
  );
}
