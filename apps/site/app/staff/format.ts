import { company } from '@northline/content';
import type { HandoffReason, LeadQuality, LeadStatus } from '@northline/schemas';
import type { BadgeTone } from '@northline/ui';

/** The badge tone of a lead quality (red hot, amber warm, blue cold: accents carry meaning only). */
export function qualityTone(quality: LeadQuality | null): BadgeTone {
  return quality ?? 'neutral';
}

/** The badge tone of a hand-off reason: an emergency is urgent (red), a hot lead hot, a request plain. */
export function reasonTone(reason: HandoffReason | undefined): BadgeTone {
  if (reason === 'emergency') return 'danger';
  if (reason === 'hot-lead') return 'hot';
  return 'primary';
}

/** The badge tone of a status: new stands out, won is green, lost is muted. */
export function statusTone(status: LeadStatus): BadgeTone {
  switch (status) {
    case 'new':
      return 'primary';
    case 'won':
      return 'success';
    case 'lost':
      return 'neutral';
    default:
      return 'warning';
  }
}

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: company.hours.timeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const time = new Intl.DateTimeFormat('en-CA', { timeZone: company.hours.timeZone, timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-CA', { timeZone: company.hours.timeZone, dateStyle: 'medium' });

/** A moment in Toronto time, e.g. 'Nov 24, 2026, 9:05 a.m.'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A day in Toronto time, e.g. 'Dec 3, 2026'. */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** A time of day in Toronto time, e.g. '9:05 a.m.'. */
export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

/**
 * How long ago, in words, for the inbox ('4 min ago', '3 h ago', '2 d ago').
 *
 * @param now the API's current time in ms since the epoch (`useNow`), never the browser's own clock
 */
export function ago(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

/** The staff pages' `meta`: a title and `noindex`. */
export function staffMeta(title: string) {
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * How long since a moment, in words, for the live chats ('under a minute', '4 min', '1 h 5 min').
 *
 * @param now the API's current time in ms since the epoch (`useNow`), never the browser's own clock
 */
export function duration(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest > 0 && hours < 24 ? `${hours} h ${rest} min` : `${hours} h`;
}
