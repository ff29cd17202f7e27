/**
 * The chat widget's composer (chat-widget.tsx): the message input with the send button, and the draft it
 * holds across the card's close and open.
 */
import { MAX_CHAT_MESSAGE_LENGTH } from '@northline/schemas/constants';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useState } from 'react';
import * as styles from './chat-widget.css.ts';

/** Options of {@link useChatDraft}. */
export interface UseChatDraftOptions {
  /** Whether a message is in flight (a second send waits). */
  sending: boolean;
  /** Sends the message (the chat's `send`). */
  send: (text: string) => Promise<unknown>;
  /** Clears the card's failure notice. */
  clearNotice: () => void;
  /** Reports the visitor's typing to a consultant holding the chat. */
  visitorTyping: () => void;
  /** Ends that typing report (the message went out). */
  stopTyping: () => void;
}

/** What {@link useChatDraft} returns. */
export interface ChatDraft {
  /** The text in the input. */
  draft: string;
  /** The visitor changed the text. */
  changeDraft: (draft: string) => void;
  /** Sends the draft and empties the input; a blank draft or one while a message is in flight stays. */
  submit: (event?: FormEvent) => void;
}

/**
 * The draft of the next message, kept by the widget (it survives closing the card): each change reports the
 * visitor's typing; a submit of a non-blank draft while nothing is in flight clears the notice, empties the input,
 * ends the typing report and sends the text.
 * @param options the sending state, the chat's send, the notice's clear and the typing reports
 * @returns the draft and its actions ({@link ChatDraft})
 */
export function useChatDraft({
  sending,
  send,
  clearNotice,
  visitorTyping,
  stopTyping,
}: UseChatDraftOptions): ChatDraft {
  const [draft, setDraft] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || sending) return;
    clearNotice();
    setDraft('');
    stopTyping();
    void send(draft);
  };
  const changeDraft = (value: string) => {
    setDraft(value);
    visitorTyping();
  };
  return { draft, changeDraft, submit };
}

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /** The message input (focus moves there on open and after a panel goes). */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  /** Whether a message is in flight (the send button is disabled). */
  sending: boolean;
  /** The input's placeholder and accessible name. */
  placeholder: string;
  /** The send button's accessible name. */
  sendLabel: string;
  onDraftChange: (draft: string) => void;
  onSubmit: (event?: FormEvent) => void;
}

/**
 * The composer: a textarea that grows with its text (up to its CSS max-height) and the send button, disabled
 * while the draft is blank or a message is in flight. Enter sends, Shift+Enter adds a line.
 */
export function ChatComposer({
  inputRef,
  draft,
  sending,
  placeholder,
  sendLabel,
  onDraftChange,
  onSubmit,
}: ChatComposerProps) {
  // The input grows with its text up to its CSS max-height, and shrinks back once sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures after every change of the draft
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight + 2}px`;
  }, [draft]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // §4: Enter without Shift sends (not while an input method is composing).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <textarea
        ref={inputRef}
        className={styles.textarea}
        rows={1}
        value={draft}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className={styles.sendButton}
        aria-label={sendLabel}
        disabled={draft.trim() === '' || sending}
      >
        <Send className={styles.icon} aria-hidden="true" />
      </button>
    </form>
  );
}
