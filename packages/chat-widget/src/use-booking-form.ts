/**
 * The booking panel's form (booking-panel.tsx): the name and e-mail, their checks, and the booking itself with
 * an `Idempotency-Key` that stays the same across retries of one attempt.
 */
import type { MeetingBooking } from '@northline/schemas';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import {
  BookingInputError,
  BookingRefusedError,
  bookMeeting,
  type MeetingDay,
  type MeetingSlot,
} from './booking-client.ts';
import { type BookingFormats, groupByDay } from './booking-slots.ts';
import { newIdempotencyKey } from './idempotency.ts';
import type { ChatSessionCredentials } from './session.ts';
import { withPhone } from './texts.ts';
import type { ChatAttribution, ChatWidgetTexts } from './types.ts';

/** The messages of the form's fields, by field; a field without one is valid. */
export interface BookingFieldErrors {
  name?: string | undefined;
  email?: string | undefined;
}

/** Options of {@link useBookingForm}. */
export interface UseBookingFormOptions {
  apiBase: string;
  texts: ChatWidgetTexts['booking'];
  /** The phone of the failure texts. */
  phone: string;
  /** The name and e-mail to start the form with; a later one fills the fields still empty. */
  prefill: { name?: string | undefined; email?: string | undefined };
  /** The chat's session when there is one, read at booking time: the booking joins the chat's lead. */
  session: () => ChatSessionCredentials | null;
  /** The visitor's first-touch attribution, read at booking time. */
  attribution?: (() => ChatAttribution | undefined) | undefined;
  /** The formats of the confirmation's time and of the grouping of a 409's next times. */
  formats: BookingFormats;
  /** The time to book; null while none is chosen (the form then sends nothing). */
  chosen: MeetingSlot | null;
  /** Booked: the confirmation sentence for the conversation. */
  onBooked: (confirmation: string) => void;
  /** The time is no longer free: the next free times grouped by day, or null when the API named none. */
  onTaken: (next: MeetingDay[] | null) => void;
  /** A failure the visitor can try again: the line to show and announce. */
  onProblem: (text: string) => void;
  /** The booking goes out: the panel clears its failure line. */
  onSending: () => void;
}

/** What {@link useBookingForm} returns: the fields, their errors, the refs the panel focuses, and the submit. */
export interface BookingFormState {
  name: string;
  setName: (name: string) => void;
  email: string;
  setEmail: (email: string) => void;
  errors: BookingFieldErrors;
  /** Clears the fields' errors (a new time was chosen). */
  clearErrors: () => void;
  /** Whether the booking is in flight (the submit button shows it). */
  busy: boolean;
  nameRef: RefObject<HTMLInputElement | null>;
  emailRef: RefObject<HTMLInputElement | null>;
  submitRef: RefObject<HTMLButtonElement | null>;
  /** Checks the fields and books the chosen time (the form's `onSubmit`). */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Focuses the first empty field, or the submit button when both are filled. */
  focusFirstEmpty: () => void;
}

/**
 * The booking form's state and its submit: the fields start from `prefill` (a later prefill fills those still
 * empty), are checked before sending (a name, an e-mail address), and the booking goes out with the chat's
 * session and the attribution. A retry of the same body keeps its idempotency key. The outcomes go to the
 * panel: booked, taken (a 409 with the next times, or a time no longer offered), refused by a booking bound (the
 * API's sentence), or a failure to try again.
 * @param options the API's origin, the texts, the chosen time and the panel's listeners of the outcomes
 * @returns the fields and the actions of {@link BookingFormState}
 */
export function useBookingForm({
  apiBase,
  texts,
  phone,
  prefill,
  session,
  attribution,
  formats,
  chosen,
  onBooked,
  onTaken,
  onProblem,
  onSending,
}: UseBookingFormOptions): BookingFormState {
  const [name, setName] = useState(prefill.name ?? '');
  const [email, setEmail] = useState(prefill.email ?? '');
  const [errors, setErrors] = useState<BookingFieldErrors>({});
  const [busy, setBusy] = useState(false);
  /** The attempt's key and the body it names: a retry of the same body keeps the key. */
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // A later prefill (the host's `identify`) fills the fields still empty.
  useEffect(() => {
    if (prefill.name) setName((current) => current || prefill.name || '');
    if (prefill.email) setEmail((current) => current || prefill.email || '');
  }, [prefill.name, prefill.email]);

  /** The time went to someone else: a new attempt starts from the times. */
  const taken = (next: MeetingDay[] | null) => {
    attempt.current = null;
    onTaken(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || busy) return;
    const found: BookingFieldErrors = {};
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
    onSending();
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
      taken(groupByDay(outcome.nextSlots, formats.dateKey));
    } catch (error) {
      if (error instanceof BookingInputError) {
        if (error.fields.start) {
          // The time is no longer offered (it passed, or its notice ran out): like a taken time.
          taken(null);
          return;
        }
        setErrors({ name: error.fields.name, email: error.fields.email });
        if (error.fields.name) nameRef.current?.focus();
        else if (error.fields.email) emailRef.current?.focus();
        else onProblem(withPhone(texts.failed, phone));
        return;
      }
      // A booking bound (too many from this connection or chat, or this e-mail address's upcoming meetings): the
      // API's sentence says why and what to do instead.
      if (error instanceof BookingRefusedError) {
        onProblem(error.text);
        return;
      }
      // Network failure, 503: the form stays, and a second try sends the same key.
      onProblem(withPhone(texts.failed, phone));
    } finally {
      setBusy(false);
    }
  };

  const focusFirstEmpty = () => {
    if (!name.trim()) nameRef.current?.focus();
    else if (!email.trim()) emailRef.current?.focus();
    else submitRef.current?.focus();
  };

  return {
    name,
    setName,
    email,
    setEmail,
    errors,
    clearErrors: () => setErrors({}),
    busy,
    nameRef,
    emailRef,
    submitRef,
    submit,
    focusFirstEmpty,
  };
}
