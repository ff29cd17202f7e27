import { MessageCircle } from 'lucide-react';
import type { Ref } from 'react';
import * as styles from './launcher.css.ts';

/** Props of {@link ChatLauncherButton}. */
export interface ChatLauncherButtonProps {
  /** The accessible name and, from the small breakpoint up, the visible label ('Chat with IT Expert', §2). */
  label: string;
  /** Opens the chat. */
  onClick?: () => void;
  /**
   * The pointer is over it: a page may start loading the widget then. Not on focus, as replacing a focused
   * stand-in with the widget's own launcher would lose a keyboard visitor's focus; Enter is a click.
   */
  onIntent?: () => void;
  /** True while the widget it opens is loading (`aria-busy`). */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The closed chat (specification §2 "Chat widget"): the round launcher button, its label hidden on small
 * screens. `ChatWidget` renders it when closed; {@link ChatLauncher} shows it on its own.
 */
export function ChatLauncherButton({ label, onClick, onIntent, busy, ref }: ChatLauncherButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.launcher}
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-busy={busy || undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
    >
      <MessageCircle className={styles.launcherIcon} aria-hidden="true" />
      <span className={styles.launcherLabel}>{label}</span>
    </button>
  );
}

/**
 * The launcher alone, in the widget's fixed place at the bottom right, without the widget's code: the
 * `@northline/chat-widget/launcher` entry. A page shows it from its first paint and loads `ChatWidget` (with
 * `defaultOpen`) when it is clicked, so the widget is not part of the page's first JavaScript (the site's
 * ChatWidgetLoader does this).
 */
export function ChatLauncher(props: ChatLauncherButtonProps) {
  return (
    <div className={styles.root} data-northline-chat-launcher="">
      <ChatLauncherButton {...props} />
    </div>
  );
}
