/**
 * The live hand-off's parts of the card (a person takes over the chat): the waiting status line with its
 * optional e-mail request, the consultant's typing indicator, the "Talk to a person" button and the transcript
 * offer once the consultant closed the conversation. None of them moves focus on its own: only the visitor's
 * own submit does (see chat-widget.tsx).
 */
import type { HandoffStatus } from '@northline/schemas';
import { CONTACT_FIELD_MAX } from '@northline/schemas/constants';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './chat-widget.css.ts';
import { withName } from './live-state.ts';
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
  /** Leaves an e-mail with the waiting hand-off (`POST /handoff` `{ email }`). */
  onLeaveEmail: (email: string | undefined) => Promise<boolean>;
  /** Asks for the conversation by e-mail (`POST /transcript-email`). */
  onEmailTranscript: (email: string | undefined) => Promise<boolean>;
}

/**
 * What the hand-off adds below the messages: while waiting, the status line ("Connecting you with a consultant…"
 * while someone can answer now) and the server's expectation unless a message of the conversation says it already
 * (each line once), and, when nobody can answer now, the e-mail request; the consultant's typing indicator; once
 * closed, the transcript offer.
 */
export function HandoffPanel({
  status,
  texts,
  consultantTyping,
  shown = [],
  email,
  onLeaveEmail,
  onEmailTranscript,
}: HandoffPanelProps) {
  return (
    <>
      {consultantTyping !== null && (
        <p className={styles.typing} data-testid="consultant-typing">
          <span className={styles.typingDot} aria-hidden="true" />
          {withName(texts.typing, consultantTyping, texts.consultantLabel)}
        </p>
      )}
      {status?.state === 'waiting' && (
        <div className={styles.liveStatus} data-testid="handoff-status">
          {status.live ? (
            // Nobody is connecting while nobody can answer: the expectation (the next opening) says what happens.
            <p className={styles.liveStatusLine}>
              <span className={styles.typingDot} aria-hidden="true" /> {texts.connecting}
            </p>
          ) : null}
          {status.expectation && !shown.some((text) => text.trim() === status.expectation.trim()) && (
            <p className={styles.liveNote}>{status.expectation}</p>
          )}
          {status.askForContact && (
            <EmailRequest
              prompt={texts.contactPrompt}
              label={texts.emailLabel}
              submit={texts.contactSubmit}
              done={texts.contactThanks}
              initial={email}
              required
              onSubmit={onLeaveEmail}
            />
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
