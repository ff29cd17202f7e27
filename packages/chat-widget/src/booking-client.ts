/**
 * The widget's calls of the meeting booking (docs/decisions/033 and 036): the free slots of the free IT assessment
 * and the booking itself, on the widget's `apiBase` (the page's own origin, or the API's from a partner page, where
 * CORS admits the origins of `CORS_ORIGINS` without credentials). Loaded with the booking panel, not up front.
 */
import type { MeetingBookedResponse, MeetingBooking, MeetingSlotsResponse } from '@northline/schemas';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import { apiUrl, ChatRequestError, IDEMPOTENCY_KEY_HEADER, requestError } from './client.ts';

/** One free slot: ISO 8601 instants (UTC) and the API's Toronto wall-time label. */
export type MeetingSlot = MeetingSlotsResponse['days'][number]['slots'][number];

/** The free slots of one Toronto day ('YYYY-MM-DD'). */
export interface MeetingDay {
  date: string;
  slots: MeetingSlot[];
}

/**
 * The free slots of the next `days` Toronto days that have any (`GET /api/meetings/slots?days=`).
 *
 * @param days 1 to 21
 * @throws ChatRequestError for a non-OK answer (400, 429, 503); TypeError on network failure or an answer of
 *   another shape
 */
export async function fetchMeetingSlots(
  apiBase: string,
  days: number,
  signal?: AbortSignal,
): Promise<MeetingDay[]> {
  const response = await fetch(apiUrl(apiBase, `/api/meetings/slots?days=${days}`), {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw await requestError(response);
  const body = (await response.json()) as Partial<MeetingSlotsResponse> | null;
  if (!Array.isArray(body?.days)) throw new TypeError('The slots answer has an unexpected shape');
  return body.days.map((day) => ({ date: day.date, slots: day.slots.filter(isSlot) }));
}

function isSlot(value: unknown): value is MeetingSlot {
  const slot = value as Partial<MeetingSlot> | null;
  return typeof slot?.start === 'string' && typeof slot.end === 'string' && typeof slot.label === 'string';
}

/** What a booking came to: booked, or the time was taken meanwhile (with the next free slots). */
export type BookingOutcome =
  | { kind: 'booked'; meeting: MeetingBookedResponse }
  | { kind: 'taken'; nextSlots: MeetingSlot[] };

/** A 400 of the booking: the API's message and its field messages by field name (`name`, `email`, `start`). */
export class BookingInputError extends ChatRequestError {
  readonly fields: Readonly<Record<string, string>>;

  constructor(text: string, fields: Record<string, string>) {
    super(400, text);
    this.name = 'BookingInputError';
    this.fields = fields;
  }
}

/**
 * A booking the API refused with a sentence for the visitor (docs/decisions/058): 409 without next times (the
 * e-mail address already holds its upcoming meetings) or 429 (too many bookings from this connection or chat, or
 * the rate limit). The panel shows `text` as it is.
 */
export class BookingRefusedError extends ChatRequestError {
  /** The API's sentence. */
  readonly text: string;

  constructor(status: 409 | 429, text: string) {
    super(status, text);
    this.name = 'BookingRefusedError';
    this.text = text;
  }
}

/** The `error` sentence of an answer's JSON body, or undefined. */
function errorSentence(text: string): string | undefined {
  try {
    const { error } = (JSON.parse(text) ?? {}) as { error?: unknown };
    return typeof error === 'string' && error.trim() ? error : undefined;
  } catch {
    // Not JSON (a proxy's page): no sentence.
    return undefined;
  }
}

/** Options of {@link bookMeeting}. */
export interface BookMeetingOptions {
  apiBase: string;
  booking: MeetingBooking;
  /**
   * Names this booking attempt (`Idempotency-Key`): the same for every retry of one attempt, so a booking whose
   * answer was lost is not made twice; a new one when the slot or the details change.
   */
  idempotencyKey: string;
  /** The chat session's token: with `booking.sessionId`, the booking joins the chat's lead. */
  sessionToken?: string | undefined;
  signal?: AbortSignal;
}

/**
 * Books the free IT assessment (`POST /api/meetings`): 201 is booked, 409 is the slot taken meanwhile with the
 * next free slots.
 *
 * @throws BookingInputError for a 400 (field messages, e.g. `start` when the time is no longer offered);
 *   {@link BookingRefusedError} for a 409 without next times or a 429 that carry the API's sentence;
 *   ChatRequestError for any other non-OK answer (422 a key reused with another body, 503); TypeError on network
 *   failure
 */
export async function bookMeeting(options: BookMeetingOptions): Promise<BookingOutcome> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey,
  };
  if (options.sessionToken && options.booking.sessionId) headers[SESSION_TOKEN_HEADER] = options.sessionToken;
  const response = await fetch(apiUrl(options.apiBase, '/api/meetings'), {
    method: 'POST',
    headers,
    body: JSON.stringify(options.booking),
    signal: options.signal,
  });
  if (response.ok) return { kind: 'booked', meeting: (await response.json()) as MeetingBookedResponse };
  if (response.status === 409 || response.status === 400) {
    const text = await response.text().catch(() => '');
    let body: { error?: unknown; nextSlots?: unknown; issues?: unknown } = {};
    try {
      body = (JSON.parse(text) ?? {}) as typeof body;
    } catch {
      // Not JSON (a proxy's page): the status alone decides.
    }
    if (response.status === 409 && Array.isArray(body.nextSlots)) {
      return { kind: 'taken', nextSlots: body.nextSlots.filter(isSlot) };
    }
    if (response.status === 400) {
      const fields: Record<string, string> = {};
      for (const issue of Array.isArray(body.issues) ? body.issues : []) {
        const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
        const field = Array.isArray(path) ? path[0] : path;
        if (typeof field === 'string' && typeof message === 'string' && !fields[field])
          fields[field] = message;
      }
      throw new BookingInputError(typeof body.error === 'string' ? body.error : 'Bad request', fields);
    }
    if (typeof body.error === 'string' && body.error.trim()) throw new BookingRefusedError(409, body.error);
    throw new ChatRequestError(response.status, text);
  }
  if (response.status === 429) {
    const text = await response.text().catch(() => '');
    const sentence = errorSentence(text);
    throw sentence ? new BookingRefusedError(429, sentence) : new ChatRequestError(429, text);
  }
  throw await requestError(response);
}
