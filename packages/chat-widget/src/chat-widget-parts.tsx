/**
 * The named parts of the chat widget's card (chat-widget.tsx): the header naming whoever answers, the
 * 'Interested in:' tags, an answer's cited pages, the contact-capture panel, the error notice and the footer.
 */

import type { HandoffStatus } from '@northline/schemas';
import { isSingleLine, notOnOneLine, tabsToSpaces } from '@northline/schemas/single-line';
import { Button, Field } from '@northline/ui';
import { Bot, X } from 'lucide-react';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { MEETING_TIME_ZONE } from './booking-slots.ts';
import * as styles from './chat-widget.css.ts';
import { withName } from './live-state.ts';
import { defaultChatWidgetTexts, telHref, withPhone } from './texts.ts';
import type { ChatCitation, ChatWidgetError, ChatWidgetTexts, VisitorDetails } from './types.ts';

/** A footer line with the phone number in it as a link (the text as it is when the number is not in it). */
function FooterCall({ text, phone, href }: { text: string; phone: string; href: string }) {
  const at = text.indexOf(phone);
  if (at === -1 || !phone) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a className={styles.link} href={href}>
        {phone}
      </a>
      {text.slice(at + phone.length)}
    </>
  );
}

/** Props of {@link ContactPanel}. */
export interface ContactPanelProps {
  ref?: Ref<HTMLFormElement>;
  texts: ChatWidgetTexts['contactPanel'];
  /** The host's prefill (`identify`): fills the fields the visitor has not typed in. */
  prefill: VisitorDetails;
  busy: boolean;
  onSubmit: (details: VisitorDetails) => void;
  onDismiss: () => void;
}

/** The panel's one-line fields: a line break or control character in them is refused as the API refuses it. */
const ONE_LINE_FIELDS = ['name', 'company', 'phone'] as const;

/**
 * The panel's fields that are not one line, each with the schema's message (`'<Label> must be on one line'`,
 * `@northline/schemas/single-line`, docs/decisions/057); a tab counts as the space it becomes.
 */
function oneLineErrors(
  details: Required<VisitorDetails>,
  labels: ChatWidgetTexts['contactPanel']['labels'],
): Partial<Record<keyof VisitorDetails, string>> {
  const errors: Partial<Record<keyof VisitorDetails, string>> = {};
  for (const key of ONE_LINE_FIELDS) {
    if (!isSingleLine(tabsToSpaces(details[key]))) errors[key] = notOnOneLine(labels[key]);
  }
  return errors;
}

/**
 * §4: the contact-capture panel. Every field is optional (§5); email is an email input. Name, company and phone
 * must be one line: one that is not shows the schema's message under it, takes the focus and nothing is sent.
 */
export function ContactPanel({ ref, texts, prefill, busy, onSubmit, onDismiss }: ContactPanelProps) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<keyof VisitorDetails, string>>>({});
  const [details, setDetails] = useState<Required<VisitorDetails>>({
    name: prefill.name ?? '',
    email: prefill.email ?? '',
    company: prefill.company ?? '',
    phone: prefill.phone ?? '',
  });
  // A later `identify` fills the fields still empty; what the visitor typed stays.
  useEffect(() => {
    setDetails((current) => {
      const next = { ...current };
      for (const key of ['name', 'email', 'company', 'phone'] as const) {
        const value = prefill[key];
        if (value !== undefined && current[key] === '') next[key] = value;
      }
      return next;
    });
  }, [prefill]);
  const field = (key: keyof VisitorDetails, type: string, autoComplete: string) => (
    <Field
      id={`${id}-${key}`}
      label={texts.labels[key]}
      type={type}
      autoComplete={autoComplete}
      name={key}
      value={details[key]}
      error={errors[key]}
      onChange={(event) => setDetails((current) => ({ ...current, [key]: event.target.value }))}
    />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = oneLineErrors(details, texts.labels);
    setErrors(refused);
    const first = ONE_LINE_FIELDS.find((key) => refused[key]);
    if (first) {
      // By name within the form: the widget may render in a shadow root, out of the document's reach.
      const control = event.currentTarget.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit(details);
  };
  return (
    <form ref={ref} className={styles.panel} aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {texts.title}
      </h3>
      <p className={styles.panelText}>{texts.text}</p>
      <div className={styles.panelFields}>
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field('company', 'text', 'organization')}
        {field('phone', 'tel', 'tel')}
      </div>
      <div className={styles.panelActions}>
        <Button type="submit" size="sm" loading={busy}>
          {texts.submit}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDismiss}>
          {texts.dismiss}
        </Button>
      </div>
    </form>
  );
}

/** The contact panel's prefill: the `visitor` prop, overridden field by field by `identify` calls (stable identity). */
export function usePrefill(visitor: VisitorDetails | undefined, identified: VisitorDetails): VisitorDetails {
  const key = JSON.stringify([visitor ?? {}, identified]);
  const memo = useRef<{ key: string; value: VisitorDetails }>({ key: '', value: {} });
  if (memo.current.key !== key) memo.current = { key, value: { ...visitor, ...identified } };
  return memo.current.value;
}

/** Props of {@link ChatHeader}. */
export interface ChatHeaderProps {
  texts: ChatWidgetTexts;
  /** The id of the title (the dialog's name). */
  titleId: string;
  /** The id of the company line (the dialog's description). */
  lineId: string;
  /**
   * The first name of the consultant answering the chat ('' when the API names none), or undefined while the
   * assistant answers.
   */
  consultantName?: string | undefined;
  /**
   * The status line of a chat waiting for a consultant ({@link handoffLine}), or undefined: the company line shows
   * while the assistant answers.
   */
  statusLine?: string | undefined;
  onClose: () => void;
}

/**
 * The header's status line of a hand-off that waits for a consultant, or undefined in any other state: "Waiting for
 * a consultant" while someone can answer now (`live`), "Away: back Monday 8:00 a.m." until the next opening (Toronto
 * time, `texts.booking.locale`), "No consultant is free right now" when nobody can answer and no opening is named.
 * The same status the conversation's card shows (the API's `conversation.status`), so the two never disagree.
 */
export function handoffLine(
  status: HandoffStatus | null | undefined,
  texts: ChatWidgetTexts,
): string | undefined {
  if (status?.state !== 'waiting') return undefined;
  const defaults = defaultChatWidgetTexts.live;
  if (status.live) return texts.live.waitingLine ?? defaults.waitingLine;
  if (status.nextOpening) {
    const when = openingFormat(texts.booking.locale).format(new Date(status.nextOpening));
    return (texts.live.awayLine ?? defaults.awayLine ?? '').replaceAll('{when}', when);
  }
  return texts.live.unavailableLine ?? defaults.unavailableLine;
}

/** 'Monday 8:00 a.m.' in Toronto time, in `locale` (Canadian English for a locale the browser does not know). */
function openingFormat(locale: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    timeZone: MEETING_TIME_ZONE,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return new Intl.DateTimeFormat('en-CA', options);
  }
}

/**
 * The card's header: whoever answers the chat, and the chat's status line. While the assistant answers, its
 * avatar, 'IT Sales Consultant' and the company line, or, while a consultant is awaited, the hand-off's status
 * line ({@link handoffLine}); once a consultant is live, their initial, first name and
 * {@link ChatWidgetTexts.liveLine} ("Dana is here · …"). The visitor never sees their lead quality: that is for
 * staff (docs/decisions/074).
 */
export function ChatHeader({ texts, titleId, lineId, consultantName, statusLine, onClose }: ChatHeaderProps) {
  const person =
    consultantName === undefined ? undefined : consultantName.trim() || texts.live.consultantLabel;
  return (
    <div className={styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        {person ? (
          <span className={styles.avatarInitial}>{person.charAt(0).toUpperCase()}</span>
        ) : (
          <Bot className={styles.avatarIcon} />
        )}
      </span>
      <div className={styles.heading}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.title}>
            {person ?? texts.title}
          </h2>
        </div>
        <p id={lineId} className={styles.companyLine}>
          {person
            ? withName(texts.liveLine, person, texts.live.consultantLabel)
            : (statusLine ?? texts.companyLine)}
        </p>
      </div>
      <button type="button" className={styles.closeButton} aria-label={texts.closeLabel} onClick={onClose}>
        <X className={styles.icon} aria-hidden="true" />
      </button>
    </div>
  );
}

/** The 'Interested in:' tags (nothing while no service was named). */
export function InterestTags({ label, services }: { label: string; services: readonly string[] }) {
  if (services.length === 0) return null;
  return (
    <div className={styles.interests}>
      <span className={styles.interestsLabel}>{label}</span>
      <ul className={styles.tags}>
        {services.map((service) => (
          <li key={service} className={styles.tag}>
            {service}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props of {@link Citations}. */
export interface CitationsProps {
  /** The list's accessible name ('Sources'). */
  label: string;
  citations: readonly ChatCitation[];
  /**
   * Link to each page's absolute URL (the widget runs on another site than ours: a partner's page); otherwise to
   * its path on this site.
   */
  absolute: boolean;
}

/**
 * The pages an assistant answer comes from: a named group of links, each a chip with the page's title. Plain
 * links in the tab order, opening in the same tab like the widget's privacy link.
 */
export function Citations({ label, citations, absolute }: CitationsProps) {
  return (
    // A named group of links, not a list (the conversation's list items stay one per message) nor a fieldset
    // (there is no form control in it).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; these are links
    <div className={styles.citations} role="group" aria-label={label}>
      {citations.map((citation) => (
        <a key={citation.path} className={styles.citation} href={absolute ? citation.url : citation.path}>
          {citation.title}
        </a>
      ))}
    </div>
  );
}

/** Props of {@link ChatNotice}. */
export interface ChatNoticeProps {
  notice: ChatWidgetError;
  /** The accessible name of the dismiss button. */
  dismissLabel: string;
  onDismiss: () => void;
}

/** The error notice inside the card (§8), with its dismiss button. */
export function ChatNotice({ notice, dismissLabel, onDismiss }: ChatNoticeProps) {
  return (
    <div className={styles.notice} role="alert">
      <div className={styles.noticeBody}>
        <p className={styles.noticeTitle}>{notice.title}</p>
        <p className={styles.noticeText}>{notice.description}</p>
      </div>
      <button type="button" className={styles.noticeClose} aria-label={dismissLabel} onClick={onDismiss}>
        <X className={styles.icon} aria-hidden="true" />
      </button>
    </div>
  );
}

/** Props of {@link ChatFooter}. */
export interface ChatFooterProps {
  texts: ChatWidgetTexts;
  phone: string;
  /** The call link (default: `tel:` of the phone). */
  phoneHref: string | undefined;
  privacyHref: string;
  /** The first name of the consultant who holds the chat (`live`); the notice then names them, not the assistant. */
  consultantName?: string | undefined;
}

/**
 * The card's footer: 'Or call: {phone}' with the number as a link, and the privacy notice: who answers (the
 * automated assistant, or the consultant by first name while one holds the chat) and the policy's link.
 */
export function ChatFooter({ texts, phone, phoneHref, privacyHref, consultantName }: ChatFooterProps) {
  return (
    <div className={styles.footer}>
      <p className={styles.footerLine}>
        <FooterCall
          text={withPhone(texts.footerCall, phone)}
          phone={phone}
          href={phoneHref ?? telHref(phone)}
        />
      </p>
      <p className={styles.footerLine}>
        {consultantName === undefined
          ? texts.privacyNotice.text
          : withName(texts.live.answeredBy, consultantName, texts.live.consultantLabel)}{' '}
        <a className={styles.link} href={privacyHref}>
          {texts.privacyNotice.linkLabel}
        </a>
      </p>
    </div>
  );
}
