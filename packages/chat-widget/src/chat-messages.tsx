/**
 * The chat widget's messages (chat-widget.tsx): the conversation's list, with the reply streaming in, a message
 * that was not delivered marked with its retry, and the assistant's typing line.
 */
import { linkParts } from '@northline/schemas/links';
import * as styles from './chat-widget.css.ts';
import { Citations } from './chat-widget-parts.tsx';
import { firstWords } from './delivery.ts';
import type { ChatWidgetTexts, ConversationMessage } from './types.ts';

/**
 * A message's text with its web addresses as links (http and https only, `@northline/schemas/links`), opened in a
 * new tab without the page's opener or referrer.
 */
function LinkedText({ text }: { text: string }) {
  let offset = 0;
  return (
    <>
      {linkParts(text).map((part) => {
        // Where the part starts in the text: a key that stays with it.
        const start = offset;
        offset += part.text.length;
        return part.kind === 'link' ? (
          <a
            key={start}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.messageLink}
          >
            {part.text}
          </a>
        ) : (
          part.text
        );
      })}
    </>
  );
}

/** Props of {@link Undelivered}. */
interface UndeliveredProps {
  message: ConversationMessage;
  texts: ChatWidgetTexts['delivery'];
  speaker: string;
  /** Sends it again; absent while another message is in flight (the button waits, disabled). */
  onRetry: (() => void) | undefined;
}

/**
 * A visitor message the API did not take: its bubble, "Not delivered" (or "Sending again…" while it goes again),
 * the API's reason when it gave one, and a real button named "Retry sending: <first words>".
 */
function Undelivered({ message, texts, speaker, onRetry }: UndeliveredProps) {
  const retrying = message.delivery === 'retrying';
  return (
    <div className={styles.undelivered}>
      <p className={`${styles.bubble.user} ${styles.answerBubble}`}>
        <span className={styles.visuallyHidden}>{speaker}: </span>
        {message.content}
      </p>
      <p className={styles.deliveryNote}>
        <span>{retrying ? texts.sending : texts.notDelivered}</span>
        {retrying ? null : (
          <button
            type="button"
            className={styles.retryButton}
            aria-label={texts.retryLabel.replace('{message}', firstWords(message.content))}
            disabled={onRetry === undefined}
            onClick={onRetry}
          >
            {texts.retry}
          </button>
        )}
      </p>
      {message.failure && !retrying ? <p className={styles.deliveryReason}>{message.failure}</p> : null}
    </div>
  );
}

/** Props of {@link MessageContent}. */
interface MessageContentProps {
  message: ConversationMessage;
  texts: ChatWidgetTexts;
  /** Link cited pages by their absolute URL (the widget runs on another site); otherwise by their path. */
  absoluteCitations: boolean;
  /** Sends a message that was not delivered again (by its idempotency key); absent while one is in flight. */
  onRetry: ((idempotencyKey: string) => void) | undefined;
}

/**
 * One message's content by its role: a system line; a consultant's bubble led by their name; an answer with its
 * cited pages; or a bubble led by the speaker's name for screen readers.
 */
function MessageContent({ message, texts, absoluteCitations, onRetry }: MessageContentProps) {
  if (message.role === 'system') return <p className={styles.systemLine}>{message.content}</p>;
  const key = message.idempotencyKey;
  if (message.role === 'user' && message.delivery && key) {
    return (
      <Undelivered
        message={message}
        texts={texts.delivery}
        speaker={texts.speakers.user}
        onRetry={onRetry ? () => onRetry(key) : undefined}
      />
    );
  }
  if (message.role === 'consultant') {
    return (
      <p className={styles.bubble.consultant}>
        <span className={styles.author}>
          {message.authorName || texts.live.consultantLabel}
          <span className={styles.visuallyHidden}>: </span>
        </span>
        <LinkedText text={message.content} />
      </p>
    );
  }
  if (message.role === 'assistant' && message.citations?.length) {
    return (
      <div className={styles.answer}>
        <p className={`${styles.bubble.assistant} ${styles.answerBubble}`}>
          <span className={styles.visuallyHidden}>{texts.speakers.assistant}: </span>
          <LinkedText text={message.content} />
        </p>
        <Citations label={texts.citationsLabel} citations={message.citations} absolute={absoluteCitations} />
      </div>
    );
  }
  return (
    <p className={styles.bubble[message.role]}>
      <span className={styles.visuallyHidden}>{texts.speakers[message.role]}: </span>
      <LinkedText text={message.content} />
    </p>
  );
}

/** Props of {@link ChatMessageList}. */
export interface ChatMessageListProps {
  messages: readonly ConversationMessage[];
  /** The reply streaming in, after the messages; null or '' while none does. */
  streamed: string | null;
  texts: ChatWidgetTexts;
  /** Link cited pages by their absolute URL (the widget runs on another site); otherwise by their path. */
  absoluteCitations: boolean;
  /** Sends a message that was not delivered again (by its idempotency key); absent while one is in flight. */
  onRetry?: ((idempotencyKey: string) => void) | undefined;
}

/**
 * The conversation as an ordered list, one item per message (its role in `data-role`; a message not delivered
 * also `data-delivery`), then the reply streaming in (`data-role="streaming"`).
 */
export function ChatMessageList({
  messages,
  streamed,
  texts,
  absoluteCitations,
  onRetry,
}: ChatMessageListProps) {
  return (
    <ol className={styles.messages}>
      {messages.map((message, index) => (
        <li
          // Messages are only ever appended: the index is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          key={index}
          className={`${styles.message} ${styles.messageFrom[message.role]}`}
          data-role={message.role}
          data-delivery={message.delivery}
        >
          <MessageContent
            message={message}
            texts={texts}
            absoluteCitations={absoluteCitations}
            onRetry={onRetry}
          />
        </li>
      ))}
      {streamed ? (
        <li className={`${styles.message} ${styles.messageFrom.assistant}`} data-role="streaming">
          <p className={styles.bubble.assistant}>{streamed}</p>
        </li>
      ) : null}
    </ol>
  );
}

/** The assistant's typing line ('Typing...') while a reply is on its way. */
export function AssistantTyping({ label }: { label: string }) {
  return (
    <p className={styles.typing} data-testid="chat-typing">
      <span className={styles.typingDot} aria-hidden="true" />
      {label}
    </p>
  );
}
