/**
 * The booking pages as the API renders them at request time (docs/decisions/035): the free slots change every
 * minute, so the prerendered pages `/book-assessment` and `/meetings/manage` are shells (the site's header,
 * footer and styles) whose empty `data-meeting-slot` element this module fills with native forms. Without a built
 * site (tests, an API-only deployment) the same HTML goes into the small self-contained page of form-post.ts.
 * Every text comes from `@northline/content`; nothing personal is rendered beyond what the visitor typed in the
 * request being answered, or, on the booking page, the name and e-mail of the contact request the browser's own
 * booking reference names (docs/decisions/042).
 */

import { randomUUID } from 'node:crypto';
import {
  company,
  meetingBookingPage,
  meetingFormLabels,
  meetingManagePage,
  meetingPaths,
} from '@northline/content';
import type { FieldIssue, MeetingManageView, MeetingSlotsResponse } from '@northline/schemas';
import { HONEYPOT_FIELD } from '@northline/schemas/constants';
import type { FastifyReply } from 'fastify';
import { escapeHtml, pageDocument } from './form-post.ts';

/** The site's prerendered shells, relative to its root. */
export const MEETING_SHELLS = {
  book: 'book-assessment/index.html',
  manage: 'meetings/manage/index.html',
} as const;

/** The empty element of a shell that the API fills: `<div … data-meeting-slot="…"></div>`. */
const SLOT = /(<div\b[^>]*\bdata-meeting-slot="[a-z]+"[^>]*>)\s*(<\/div>)/;

/**
 * The values of the booking form: what a visitor typed (echoed only in the answer to their own post), or the name
 * and e-mail of the contact request their browser's booking reference names (docs/decisions/042), and that
 * reference, which the form carries as a hidden field.
 */
export interface BookingValues {
  start?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  company?: string | undefined;
  phone?: string | undefined;
  reference?: string | undefined;
}

/** The slot days a form offers (the `days` of `GET /api/meetings/slots`). */
export type SlotDays = MeetingSlotsResponse['days'];

/**
 * Sends a booking page: the shell's HTML with its slot filled, the shell's CSP, `no-store` and `noindex` (the
 * content is dynamic and may echo what the visitor typed); or the self-contained page when there is no shell.
 *
 * @param shell which prerendered shell ({@link MEETING_SHELLS})
 * @param title the fallback page's title
 * @param main trusted HTML (every text escaped), its `h1` included
 */
export function sendMeetingPage(
  reply: FastifyReply,
  shell: keyof typeof MEETING_SHELLS,
  status: number,
  title: string,
  main: string,
): FastifyReply {
  const page = reply.server.siteShell?.(MEETING_SHELLS[shell]);
  const filled =
    page && SLOT.test(page.html)
      ? page.html.replace(SLOT, (_, open, close) => `${open}${main}${close}`)
      : undefined;
  if (page?.policy && filled) reply.header('content-security-policy', page.policy);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(filled ?? pageDocument(title, main));
}

/** `<p class="mb-eyebrow">…</p><h1>…</h1>` and an optional intro paragraph. */
function head(eyebrow: string, title: string, intro?: string): string {
  return `<p class="mb-eyebrow">${escapeHtml(eyebrow)}</p>
<h1>${escapeHtml(title)}</h1>${intro ? `\n<p class="mb-intro">${escapeHtml(intro)}</p>` : ''}`;
}

/** The phone as a link: `<a href="tel:…">…</a>`. */
function phoneLink(): string {
  const phone = company.phones.main;
  return `<a class="mb-phone" href="${escapeHtml(phone.href)}">${escapeHtml(phone.display)}</a>`;
}

/**
 * The slots, days first: one `<details>` per Toronto day (its summary the day and how many times it offers), all of
 * one exclusive group (`name`), so a phone shows the list of days and one day's times at a time, without scripts.
 * The day of the preselected start, else the first day, is open. Each day's radio buttons are a `<fieldset>` named
 * by the day (a visually hidden `<legend>`), inside the fieldset of the whole choice. The radio buttons carry no
 * `required`: a browser cannot point at a missing choice inside a closed day, so the API answers a missing start
 * with the field's message.
 *
 * @param days the slot days
 * @param checked the start to preselect (the visitor's earlier choice), when it is still offered
 * @param error the message of the `start` field, shown under the legend
 * @param legendHidden the legend only for assistive technology (a visible heading already names the choice)
 */
export function slotFieldsets(
  days: SlotDays,
  checked: string | undefined,
  error?: string,
  legendHidden = false,
): string {
  const copy = meetingBookingPage;
  const describedBy = error ? ' aria-describedby="mb-start-error"' : '';
  const openDay = Math.max(
    0,
    days.findIndex((day) => day.slots.some((slot) => slot.start === checked)),
  );
  const dayHtml = days
    .map((day, index) => {
      const slots = day.slots
        .map((slot) => {
          const on = slot.start === checked ? ' checked' : '';
          return `<label class="mb-slot"><input type="radio" name="start" value="${escapeHtml(slot.start)}"${on}${describedBy}><span>${escapeHtml(slot.label)}</span></label>`;
        })
        .join('\n');
      return `<details class="mb-date" name="mb-date"${index === openDay ? ' open' : ''}><summary><span>${escapeHtml(day.label)}</span> <span class="mb-date-count">${escapeHtml(copy.dayTimes(day.slots.length))}</span></summary>
<fieldset class="mb-day"><legend class="mb-sr-only">${escapeHtml(day.label)}</legend>
<div class="mb-slots">
${slots}
</div>
</fieldset>
</details>`;
    })
    .join('\n');
  const legendClass = legendHidden ? ' class="mb-sr-only"' : '';
  return `<fieldset class="mb-times" id="mb-start"><legend${legendClass}>${escapeHtml(copy.timesLegend)}</legend>
<p class="mb-note">${escapeHtml(copy.timeZoneNote)}</p>${error ? `\n<p class="mb-error" id="mb-start-error">${escapeHtml(error)}</p>` : ''}
<div class="mb-dates">
${dayHtml}
</div>
</fieldset>`;
}

/** One text field with its label and, after a failed post, its message. */
function textField(
  name: 'name' | 'email' | 'company' | 'phone',
  value: string | undefined,
  error: string | undefined,
  attributes: string,
): string {
  const id = `mb-${name}`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<div class="mb-field">
<label for="${id}">${escapeHtml(meetingFormLabels[name])}</label>
<input id="${id}" name="${name}" ${attributes} value="${escapeHtml(value ?? '')}"${invalid}>${error ? `\n<p class="mb-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

/** The first message of each field, by field name. */
function messagesByField(issues: readonly FieldIssue[]): Map<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) if (!byField.has(issue.path)) byField.set(issue.path, issue.message);
  return byField;
}

/**
 * The error summary of a failed post: each field's message after its label, linked to the field, in the form's
 * order; `role="alert"` so a screen reader reads it when the page opens.
 */
function errorSummary(intro: string, issues: readonly FieldIssue[]): string {
  const byField = messagesByField(issues);
  const items = (Object.keys(meetingFormLabels) as (keyof typeof meetingFormLabels)[])
    .filter((name) => byField.has(name))
    .map(
      (name) =>
        `<li><a href="#mb-${name}">${escapeHtml(meetingFormLabels[name])}</a>: ${escapeHtml(byField.get(name) ?? '')}</li>`,
    )
    .join('\n');
  return `<div class="mb-alert" role="alert">
<p>${escapeHtml(intro)}</p>
<ul>
${items}
</ul>
</div>`;
}

/**
 * The booking form (`POST /api/meetings`, urlencoded): the slots, name, e-mail, company and phone, the honeypot,
 * a fresh random `attempt` (the post's idempotency key), the booking reference when there is one (hidden), the
 * privacy line and the button; or, with no slot free, the way to call or write instead.
 *
 * @param days the free slots
 * @param values what the visitor typed (after a failed post), else nothing
 * @param issues the field messages of a failed post
 */
export function bookingForm(
  days: SlotDays,
  values: BookingValues = {},
  issues: readonly FieldIssue[] = [],
): string {
  const copy = meetingBookingPage;
  if (days.length === 0) {
    return `<p class="mb-note">${escapeHtml(copy.noSlots)}</p>
<p class="mb-actions">${phoneLink()} <a class="mb-button mb-secondary" href="/contact">${escapeHtml(copy.contactLink)}</a></p>`;
  }
  const errors = messagesByField(issues);
  // The attempt names this rendering of the form: a second post of it (a double click, a reload) books once.
  return `<form class="mb-form" method="post" action="/api/meetings">
<input type="hidden" name="attempt" value="${randomUUID()}">${values.reference ? `\n<input type="hidden" name="reference" value="${escapeHtml(values.reference)}">` : ''}
${slotFieldsets(days, values.start, errors.get('start'))}
<fieldset class="mb-details"><legend>${escapeHtml(copy.detailsLegend)}</legend>
${textField('name', values.name, errors.get('name'), 'autocomplete="name" required maxlength="100"')}
${textField('email', values.email, errors.get('email'), 'type="email" autocomplete="email" required maxlength="254"')}
${textField('company', values.company, errors.get('company'), 'autocomplete="organization" maxlength="100"')}
${textField('phone', values.phone, errors.get('phone'), 'type="tel" autocomplete="tel" maxlength="30"')}
</fieldset>
<div aria-hidden="true" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap"><label for="mb-website">Website</label><input id="mb-website" type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></div>
<p class="mb-privacy">${escapeHtml(copy.privacy)} <a href="/privacy-policy">${escapeHtml(copy.privacyLink)}</a>.</p>
<button type="submit" class="mb-button">${escapeHtml(copy.submit)}</button>
</form>`;
}

/**
 * The booking page: its head, an optional alert, then the form. `limited` (a booking bound refused the post) shows
 * `alert`, the API's sentence, above the form with the values typed.
 */
export function bookingPage(
  days: SlotDays,
  options: {
    values?: BookingValues;
    issues?: readonly FieldIssue[];
    state?: 'invalid' | 'taken' | 'limited';
    alert?: string;
  } = {},
): { title: string; main: string } {
  const copy = meetingBookingPage;
  const { values = {}, issues = [], state } = options;
  if (state === 'limited') {
    return {
      title: copy.limitedTitle,
      main: `${head(copy.eyebrow, copy.limitedTitle)}
<div class="mb-alert" role="alert"><p>${escapeHtml(options.alert ?? '')}</p></div>
${bookingForm(days, values)}`,
    };
  }
  if (state === 'taken') {
    return {
      title: copy.takenTitle,
      main: `${head(copy.eyebrow, copy.takenTitle)}
<div class="mb-alert" role="alert"><p>${escapeHtml(copy.takenIntro)}</p></div>
${bookingForm(days, { ...values, start: undefined })}`,
    };
  }
  if (state === 'invalid') {
    return {
      title: copy.invalidTitle,
      main: `${head(copy.eyebrow, copy.invalidTitle)}
${errorSummary(copy.invalidIntro, issues)}
${bookingForm(days, values, issues)}`,
    };
  }
  return {
    title: copy.title,
    main: `${head(copy.eyebrow, copy.title, copy.intro)}\n${bookingForm(days, values)}`,
  };
}

/** The page shown while the database cannot be read or written (503): the way to call instead. */
export function unavailablePage(title: string, back: string): { title: string; main: string } {
  return {
    title,
    main: `${head(meetingBookingPage.eyebrow, title)}
<p>${escapeHtml(meetingBookingPage.unavailable)} ${phoneLink()}.</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(meetingManagePage.bookAgain)}</a></p>`,
  };
}

/** A manage link that does not work: 404 (forged, unknown) or 409 (replaced, expired). */
export function linkProblemPage(status: 404 | 409, message: string): { title: string; main: string } {
  const copy = meetingManagePage;
  const title = status === 404 ? copy.linkInvalidTitle : copy.linkOutdatedTitle;
  return {
    title,
    main: `${head(copy.eyebrow, title)}
<div class="mb-alert" role="alert"><p>${escapeHtml(message)}</p></div>
<p>${escapeHtml(copy.linkHelp)} ${phoneLink()}.</p>
<p><a class="mb-button" href="${meetingPaths.book}">${escapeHtml(copy.bookAgain)}</a></p>`,
  };
}

/** A consultant's first name: the manage page names the consultant the way the visitor will address them. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** What the manage page shows on top of the meeting: a change just made, or an error of the last post. */
export interface ManageState {
  /** `rescheduled`: the 303 after a move (the query `?changed=rescheduled`). */
  changed?: 'rescheduled' | undefined;
  /** `cancel`: the confirmation step (the query `?step=cancel`). */
  step?: 'cancel' | undefined;
  /** An alert: the slot was just taken, or the chosen time was not offered. */
  alert?: string | undefined;
  /** The chosen start of a failed reschedule, kept selected when still offered. */
  start?: string | undefined;
}

/**
 * The manage page of a meeting: its time and consultant's first name; then, when booked, the reschedule form (the free slots,
 * posting to `/api/meetings/manage/<token>/reschedule`) and the cancel step (a link to the confirmation, whose
 * form posts to `/api/meetings/manage/<token>/cancel`); when cancelled, the way to book again.
 *
 * @param token the link's token (already checked by the API: 43-ish base64url characters and dots)
 * @param days the free slots (ignored for a cancelled meeting)
 * @param durationMinutes the meeting's length
 */
export function managePage(
  view: MeetingManageView,
  token: string,
  days: SlotDays,
  durationMinutes: number,
  state: ManageState = {},
): { title: string; main: string } {
  const copy = meetingManagePage;
  const path = `${meetingPaths.manage}/${encodeURIComponent(token)}`;
  const api = `/api/meetings/manage/${encodeURIComponent(token)}`;
  const details = `<dl class="mb-meeting">
<div><dt>${escapeHtml(copy.when)}</dt><dd>${escapeHtml(view.label)}</dd></div>
<div><dt>${escapeHtml(copy.with)}</dt><dd>${escapeHtml(firstName(view.consultantName))}, ${escapeHtml(company.name)}</dd></div>
</dl>
<p class="mb-note">${escapeHtml(copy.duration(durationMinutes))}</p>`;
  if (view.status === 'cancelled') {
    return {
      title: copy.cancelledTitle,
      main: `${head(copy.eyebrow, copy.cancelledTitle)}
<div class="mb-status" role="status"><p>${escapeHtml(copy.cancelledIntro)}</p></div>
${details}
<p><a class="mb-button" href="${meetingPaths.book}">${escapeHtml(copy.bookAgain)}</a></p>`,
    };
  }
  if (state.step === 'cancel') {
    return {
      title: copy.cancelConfirmTitle,
      main: `${head(copy.eyebrow, copy.cancelConfirmTitle, copy.cancelConfirmIntro)}
${details}
<form class="mb-form" method="post" action="${escapeHtml(`${api}/cancel`)}">
<p class="mb-actions"><button type="submit" class="mb-button mb-danger">${escapeHtml(copy.cancelConfirm)}</button> <a class="mb-button mb-secondary" href="${escapeHtml(path)}">${escapeHtml(copy.cancelKeep)}</a></p>
</form>`,
    };
  }
  const status = state.changed
    ? `\n<div class="mb-status" role="status"><p>${escapeHtml(copy.rescheduled)}</p></div>`
    : '';
  const alert = state.alert
    ? `\n<div class="mb-alert" role="alert"><p>${escapeHtml(state.alert)}</p></div>`
    : '';
  const others = days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.start !== view.start) }))
    .filter((day) => day.slots.length > 0);
  const reschedule =
    others.length === 0
      ? `<p>${escapeHtml(copy.noOtherSlots)} ${phoneLink()}.</p>`
      : `<p>${escapeHtml(copy.rescheduleIntro)}</p>
<form class="mb-form" method="post" action="${escapeHtml(`${api}/reschedule`)}">
${slotFieldsets(others, state.start, undefined, true)}
<button type="submit" class="mb-button">${escapeHtml(copy.rescheduleSubmit)}</button>
</form>`;
  return {
    title: copy.title,
    main: `${head(copy.eyebrow, copy.title)}${status}${alert}
${details}
<section class="mb-section" aria-labelledby="mb-reschedule"><h2 id="mb-reschedule">${escapeHtml(copy.rescheduleTitle)}</h2>
${reschedule}
</section>
<section class="mb-section" aria-labelledby="mb-cancel"><h2 id="mb-cancel">${escapeHtml(copy.cancelTitle)}</h2>
<p>${escapeHtml(copy.cancelIntro)}</p>
<p><a class="mb-button mb-secondary" href="${escapeHtml(`${path}?step=cancel`)}">${escapeHtml(copy.cancelStart)}</a></p>
</section>`,
  };
}
