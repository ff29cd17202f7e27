/**
 * The live hand-off's parts of the card (a person takes over the chat): the waiting status line with, when nobody
 * can answer now, the follow-up form (an e-mail or a phone number), the consultant's typing indicator, the "Talk to
 * a person" button and the transcript offer once the consultant closed the conversation. None of them moves focus
 * on its own: only the visitor's own submit does (see chat-widget.tsx).
 */
import type { HandoffStatus } from '@northline/schemas';
import { CONTACT_FIELD_MAX } from '@northline/schemas/constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as styles from './chat-widget.css.ts';
import { type FollowUpContact, readFollowUpContact } from './follow-up-contact.ts';
import { withName } from './live-state.ts';
import { defaultChatWidgetTexts } from './texts.ts';
import type { ChatWidgetTexts } from './types.ts';

type LiveTexts = ChatWidgetTexts['live'];

/** Props of {@link EmailRequest}. */
interface EmailRequestProps {
  /** The question above the field. */
  prompt: string;
  label: string;
  submit: string;
  /** Shown instead of the form once the address went out. */
  done: string;
  /** The prefill (what the host's `identify` or the contact panel knows). */
  initial?: string | undefined;
  /** Whether the address is required (the transcript may go to the address the session has). */
  required: boolean;
  /** Sends the address; resolves true when the API took it. */
  onSubmit: (email: string | undefined) => Promise<boolean>;
}

/** A small e-mail form: a labelled field and one button; after a success, its confirmation instead. */
function EmailRequest({ prompt, label, submit, done, initial, required, onSubmit }: EmailRequestProps) {
  const id = useId();
  const [email, setEmail] = useState(initial ?? '');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  if (sent) return <p className={styles.liveNote}>{done}</p>;
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const ok = await onSubmit(email.trim() || undefined);
    setBusy(false);
    if (ok) setSent(true);
  };
  return (
    <form className={styles.liveForm} aria-labelledby={`${id}-prompt`} onSubmit={send}>
      <p id={`${id}-prompt`} className={styles.liveNote}>
        {prompt}
      </p>
      <div className={styles.liveFormRow}>
        <label className={styles.visuallyHidden} htmlFor={`${id}-email`}>
          {label}
        </label>
        <input
          id={`${id}-email`}
          className={styles.liveInput}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={label}
          required={required}
          maxLength={CONTACT_FIELD_MAX.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.liveButton} aria-busy={busy || undefined} disabled={busy}>
          {submit}
        </button>
      </div>
    </form>
  );
}

/** Props of {@link ContactRequest}. */
interface ContactRequestProps {
  /** The question above the field. */
  prompt: string;
  /** The field's name ('E-mail or phone'). */
  label: string;
  submit: string;
  /** The field's error for text that is neither an e-mail address nor a phone number. */
  invalid: string;
  /** The prefill (the e-mail the conversation or the host knows). */
  initial?: string | undefined;
  /** Sends the contact; resolves true when the API took it, `'invalid'` when it refused the details themselves. */
  onSubmit: (contact: FollowUpContact) => Promise<boolean | 'invalid'>;
}

/**
 * The follow-up form while nobody can answer now: one labelled field that takes an e-mail address or a phone
 * number ({@link readFollowUpContact}) and one button. Text that is neither is not sent, and details the API refuses
 * (a number no country has) come back the same way: the field is marked invalid, its error named by it and
 * announced, and focus stays in it.
 */
function ContactRequest({ prompt, label, submit, invalid, initial, onSubmit }: ContactRequestProps) {
  const id = useId();
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The error may fall below the card's visible part: bring it into view beside the focused field.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const contact = readFollowUpContact(value);
    setError(contact === null);
    if (!contact) {
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await onSubmit(contact);
    setBusy(false);
    // The API refused the details themselves (a number no country has): the field says so, as for the text above.
    if (result === 'invalid') {
      setError(true);
      fieldRef.current?.focus();
    }
  };
  return (
    <form className={styles.liveForm} aria-labelledby={`${id}-prompt`} onSubmit={send} noValidate>
      <p id={`${id}-prompt`} className={styles.liveNote}>
        {prompt}
      </p>
      <div className={styles.liveFormRow}>
        <label className={styles.visuallyHidden} htmlFor={`${id}-contact`}>
          {label}
        </label>
        <input
          ref={fieldRef}
          id={`${id}-contact`}
          className={styles.liveInput}
          type="text"
          name="contact"
          autoComplete="email"
          placeholder={label}
          required
          maxLength={CONTACT_FIELD_MAX.email}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(false);
          }}
        />
        <button type="submit" className={styles.liveButton} aria-busy={busy || undefined} disabled={busy}>
          {submit}
        </button>
      </div>
      {error && (
        <p ref={errorRef} id={`${id}-error`} className={styles.liveError} role="alert">
          {invalid}
        </p>
      )}
    </form>
  );
}

/** The line that replaces the follow-up form once the details went out, focused (the visitor's form is gone). */
function ContactThanks({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className={styles.liveNote} tabIndex={-1}>
      {text}
    </p>
  );
}

/** Props of {@link HandoffPanel}. */
export interface HandoffPanelProps {
  status: HandoffStatus | null;
  texts: LiveTexts;
  /** The consultant's name while typing, '' for a consultant without one, null while nobody types. */
  consultantTyping: string | null;
  /**
   * The texts the conversation already shows (its messages): the status's expectation is not shown a second time
   * when a message says it already (the reply to the request for a person is that expectation).
   */
  shown?: readonly string[] | undefined;
  /** The visitor's known e-mail (prefill of the forms). */
  email?: string | undefined;
  /**
   * Leaves an e-mail or a phone number with the waiting hand-off (`POST /handoff` `{ email }` or `{ phone }`);
   * `'invalid'` when the API refused the details themselves.
   */
  onLeaveContact: (contact: FollowUpContact) => Promise<boolean | 'invalid'>;
  /** Asks for the conversation by e-mail (`POST /transcript-email`). */
  onEmailTranscript: (email: string | undefined) => Promise<boolean>;
}

/**
 * What the hand-off adds below the messages: while waiting, the status line ("Connecting you with a consultant…"
 * while someone can answer now) and the server's expectation unless a message of the conversation says it already
 * (each line once), and, when nobody can answer now and no e-mail or phone is known (`askForContact`), the
 * follow-up form; once the visitor left their details, its thanks instead of the form and of the expectation that
 * says the same; the consultant's typing indicator; once closed, the transcript offer.
 */
export function HandoffPanel({
  status,
  texts,
  consultantTyping,
  shown = [],
  email,
  onLeaveContact,
  onEmailTranscript,
}: HandoffPanelProps) {
  const [left, setLeft] = useState(false);
  const defaults = defaultChatWidgetTexts.live;
  const waiting = status?.state === 'waiting' ? status : null;
  const expectation =
    waiting?.expectation && !left && !shown.some((text) => text.trim() === waiting.expectation.trim())
      ? waiting.expectation
      : null;
  return (
    <>
      {consultantTyping !== null && (
        <p className={styles.typing} data-testid="consultant-typing">
          <span className={styles.typingDot} aria-hidden="true" />
          {withName(texts.typing, consultantTyping, texts.consultantLabel)}
        </p>
      )}
      {waiting && (waiting.live || expectation || waiting.askForContact || left) && (
        <div className={styles.liveStatus} data-testid="handoff-status">
          {waiting.live ? (
            // Nobody is connecting while nobody can answer: the expectation (the next opening) says what happens.
            <p className={styles.liveStatusLine}>
              <span className={styles.typingDot} aria-hidden="true" /> {texts.connecting}
            </p>
          ) : null}
          {expectation && <p className={styles.liveNote}>{expectation}</p>}
          {left ? (
            <ContactThanks text={texts.contactThanks} />
          ) : (
            waiting.askForContact && (
              <ContactRequest
                prompt={texts.contactPrompt}
                label={texts.contactLabel ?? defaults.contactLabel ?? texts.emailLabel}
                submit={texts.contactSubmit}
                invalid={texts.contactInvalid ?? defaults.contactInvalid ?? ''}
                initial={email}
                onSubmit={async (contact) => {
                  const result = await onLeaveContact(contact);
                  if (result === true) setLeft(true);
                  return result;
                }}
              />
            )
          )}
        </div>
      )}
      {status?.state === 'closed' && (
        <div className={styles.liveStatus} data-testid="transcript-offer">
          <EmailRequest
            prompt={texts.transcriptPrompt}
            label={texts.emailLabel}
            submit={texts.transcriptSubmit}
            done={texts.transcriptSent}
            initial={email}
            required={false}
            onSubmit={onEmailTranscript}
          />
        </div>
      )}
    </>
  );
}

/** Props of {@link TalkToPersonButton}. */
export interface TalkToPersonButtonProps {
  /** The button's text ('Talk to a person'). */
  label: string;
  /** Asks for a consultant. */
  onClick: () => void;
}

/** The "Talk to a person" button below the conversation, shown while no consultant holds the chat. */
export function TalkToPersonButton({ label, onClick }: TalkToPersonButtonProps) {
  return (
    <div className={styles.liveActions}>
      <button type="button" className={styles.talkButton} onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
