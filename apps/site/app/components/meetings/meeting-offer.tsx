import { meetingBookingPage, meetingFormLabels, meetingOffer, meetingPaths } from '@northline/content';
import type { MeetingBookedResponse, MeetingSlotsResponse } from '@northline/schemas';
import { CONTACT_FIELD_MAX, IDEMPOTENCY_KEY_HEADER, MEETING_FIELD_MAX } from '@northline/schemas/constants';
import { Button, Field } from '@northline/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError, postJson } from '../../lib/api.ts';
import { readAttribution } from '../../lib/attribution.ts';
import { createIdempotencyKeys } from '../../lib/lead-capture.ts';
import * as styles from './meeting-offer.css.ts';

/** What the just-sent contact form gives the booking: who, and the contact request to join. */
export interface MeetingOfferBooking {
  name: string;
  email: string;
  company?: string | undefined;
  phone?: string | undefined;
  /** The contact request's id from the submission's answer: the booking joins its lead (same e-mail only). */
  contactRequestId?: string | undefined;
}

/** Props of {@link MeetingOffer}. */
export interface MeetingOfferProps {
  /**
   * The details of the contact form just sent (the JS path): the slot buttons then book on the spot, after a
   * confirmation step with name and e-mail filled in. Without them (the thank-you page) each slot links to the
   * booking page with that time chosen (`/book-assessment?start=…`; nothing personal in the URL).
   */
  booking?: MeetingOfferBooking | undefined;
  /** How many of the next free times to show (default 6). */
  count?: number;
}

/** One offered time: the booking's `start`, its time of day, and its day and time (the button's name). */
interface OfferedSlot {
  start: string;
  time: string;
  text: string;
}

/** The offered times of one Toronto day. */
interface OfferedDay {
  label: string;
  slots: OfferedSlot[];
}

/** The next `count` free times, in order, grouped by their Toronto day. */
function offeredSlots(answer: MeetingSlotsResponse, count: number): OfferedDay[] {
  const days: OfferedDay[] = [];
  let left = count;
  for (const day of answer.days) {
    if (left <= 0) break;
    const slots = day.slots.slice(0, left).map((slot) => ({
      start: slot.start,
      time: slot.label,
      text: `${day.label}, ${slot.label}`,
    }));
    left -= slots.length;
    if (slots.length > 0) days.push({ label: day.label, slots });
  }
  return days;
}

/** Reads the next free times (`GET /api/meetings/slots?days=3`). */
async function fetchSlots(count: number): Promise<OfferedDay[]> {
  const response = await fetch('/api/meetings/slots?days=3', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, []);
  return offeredSlots((await response.json()) as MeetingSlotsResponse, count);
}

/**
 * "Book your free assessment now" (docs/decisions/035), after a contact form is sent. Prerendered (and without
 * JavaScript) it is its heading, a sentence and a link to the booking page. Hydrated, it reads the next free times
 * and shows them as buttons: on the thank-you page each links to the booking page with the time chosen; after the
 * form's JS submission ({@link MeetingOfferProps.booking}) a choice opens a confirmation with the name and e-mail
 * just typed (editable), and the booking is posted as JSON (`POST /api/meetings`, with the contact request's id,
 * the first-touch attribution and an `Idempotency-Key`). A time taken meanwhile (409) reloads the times with the
 * API's message, as does a 409 of the e-mail address's bound; a 429 of the connection's bound shows the API's
 * message over the confirmation. Results are announced in a polite live region.
 */
export function MeetingOffer({ booking, count = 6 }: MeetingOfferProps) {
  const id = useId();
  const [slots, setSlots] = useState<OfferedDay[] | undefined>(undefined);
  const [chosen, setChosen] = useState<OfferedSlot | undefined>(undefined);
  const [name, setName] = useState(booking?.name ?? '');
  const [email, setEmail] = useState(booking?.email ?? '');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [done, setDone] = useState('');
  const [keys] = useState(() => createIdempotencyKeys());
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchSlots(count).then(
      (next) => live && setSlots(next),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [count]);

  useEffect(() => {
    if (chosen) confirmRef.current?.focus();
  }, [chosen]);

  const book = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen || !booking) return;
    setBusy(true);
    setNotice('');
    const attribution = readAttribution();
    const body = {
      start: chosen.start,
      name: name.trim(),
      email: email.trim(),
      ...(booking.company ? { company: booking.company } : {}),
      ...(booking.phone ? { phone: booking.phone } : {}),
      ...(booking.contactRequestId ? { contactRequestId: booking.contactRequestId } : {}),
      ...(attribution ? { attribution } : {}),
    };
    try {
      const answer = await postJson<MeetingBookedResponse>('/api/meetings', body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: keys.keyFor(JSON.stringify(body)) },
      });
      keys.succeeded();
      setDone(answer.message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setNotice(error.message.replace(/^409: /, ''));
        setChosen(undefined);
        setSlots(undefined);
        fetchSlots(count).then(setSlots, () => setLoadFailed(true));
      } else if (error instanceof ApiRequestError && error.status === 429) {
        // A booking bound (too many bookings from this connection): the API's sentence says why and what to do.
        setNotice(error.message.replace(/^429: /, ''));
      } else if (error instanceof ApiRequestError && error.issues.length > 0) {
        setNotice(error.issues.map((issue) => issue.message).join(' '));
      } else {
        setNotice(meetingOffer.failed);
      }
    } finally {
      setBusy(false);
    }
  };

  const headingId = `${id}-title`;
  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {done ? meetingOffer.doneTitle : meetingOffer.title}
      </h2>
      <div aria-live="polite" role="status">
        {done ? <p className={styles.text}>{done}</p> : null}
        {!done && notice ? <p className={styles.error}>{notice}</p> : null}
      </div>
      {done ? null : chosen && booking ? (
        <form className={styles.fields} onSubmit={book} aria-labelledby={`${id}-confirm`}>
          <h3 id={`${id}-confirm`} ref={confirmRef} tabIndex={-1} className={styles.text}>
            {meetingOffer.confirmTitle(chosen.text)}
          </h3>
          <Field
            id={`${id}-name`}
            label={meetingFormLabels.name}
            autoComplete="name"
            required
            requiredMark={false}
            maxLength={MEETING_FIELD_MAX.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Field
            id={`${id}-email`}
            label={meetingFormLabels.email}
            type="email"
            autoComplete="email"
            required
            requiredMark={false}
            maxLength={CONTACT_FIELD_MAX.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy} disabled={busy}>
              {busy ? meetingOffer.confirming : meetingOffer.confirm}
            </Button>
            <Button type="button" variant="outline" onClick={() => setChosen(undefined)} disabled={busy}>
              {meetingOffer.change}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className={styles.text}>{meetingOffer.intro}</p>
          {slots === undefined && !loadFailed ? null : slots && slots.length > 0 ? (
            <>
              <p className={styles.note}>{meetingOffer.nextTimes}</p>
              {slots.map((day) => (
                <div key={day.label} className={styles.day}>
                  <p className={styles.dayLabel}>{day.label}</p>
                  <ul className={styles.slots}>
                    {day.slots.map((slot) => (
                      <li key={slot.start}>
                        {booking ? (
                          <Button
                            type="button"
                            variant="outline"
                            aria-label={slot.text}
                            onClick={() => setChosen(slot)}
                          >
                            {slot.time}
                          </Button>
                        ) : (
                          <Button
                            variant="outline"
                            aria-label={slot.text}
                            href={`${meetingPaths.book}?start=${encodeURIComponent(slot.start)}`}
                          >
                            {slot.time}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          ) : slots?.length === 0 ? (
            <p className={styles.note}>{meetingBookingPage.noSlots}</p>
          ) : null}
          <p className={styles.text}>
            <a className={styles.link} href={meetingPaths.book}>
              {meetingOffer.link}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
