/**
 * The saved replies' picker of the live chat's reply box (docs/decisions/083-saved-replies-and-the-chat-sound.md):
 * `/` at the start of the box opens the team's saved replies filtered by what follows the slash; the *Saved
 * replies* button opens the whole list for the mouse. The reply box keeps the focus and stays a textbox: it names
 * the list (`aria-controls`) and the highlighted option (`aria-activedescendant`); Up and Down move, Enter inserts,
 * Escape closes. A polite status says how many replies match and which one was inserted.
 */
import { staffSavedReplies } from '@northline/content';
import type { SavedReply } from '@northline/schemas';
import { Button } from '@northline/ui';
import { useQuery } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as css from './saved-replies.css.ts';
import * as staffCss from './staff.css.ts';
import { useTRPC } from './trpc.ts';

const copy = staffSavedReplies.picker;

/** What follows the slash when the whole text is `/…` on one line (the list's filter); null otherwise. */
export function slashQueryOf(text: string): string | null {
  return /^\/[^\n]*$/.test(text) ? text.slice(1) : null;
}

/**
 * The replies that match a filter, case-insensitive: those whose title contains it first, then those whose body
 * does, each in the list's order (by title). An empty filter matches every reply.
 */
export function matchingReplies(replies: readonly SavedReply[], query: string): SavedReply[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...replies];
  const byTitle = replies.filter((reply) => reply.title.toLocaleLowerCase().includes(wanted));
  const byBody = replies.filter(
    (reply) => !byTitle.includes(reply) && reply.body.toLocaleLowerCase().includes(wanted),
  );
  return [...byTitle, ...byBody];
}

/** Props of {@link useSavedReplyPicker}. */
export interface SavedReplyPickerOptions {
  /** The reply box's text. */
  text: string;
  /** The reply box, which keeps the focus while the list is open. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Puts the text with the reply inserted into the box (the caller also signals typing). */
  onInsert: (text: string) => void;
}

/** What {@link useSavedReplyPicker} gives the reply box. */
export interface SavedReplyPicker {
  /**
   * Spread on the reply box: the list it controls, its highlighted option, and the focus handlers (the list closes
   * when the focus leaves the box and the `/…` list opens again when it comes back).
   */
  textboxProps: {
    'aria-controls'?: string;
    'aria-activedescendant'?: string;
    onBlur: () => void;
    onFocus: () => void;
  };
  /** Call first in the box's `onKeyDown`: true when the key was the picker's (the box then does nothing more). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** The list and its status, rendered under the box. */
  list: ReactNode;
  /** The *Saved replies* button, for the mouse. */
  button: ReactNode;
}

/** Text with `insert` put at `at`, a space added on either side where it would touch a word. */
function insertAt(text: string, insert: string, at: number): string {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const left = before && !/\s$/.test(before) ? ' ' : '';
  const right = after && !/^\s/.test(after) ? ' ' : '';
  return `${before}${left}${insert}${right}${after}`;
}

/**
 * The saved replies' picker for the reply box (see the module's description). A reply picked from `/…` replaces
 * the `/…`; one picked from the button's list goes where the cursor was. An inserted reply is text to edit: the
 * Enter that inserts it never sends it.
 */
export function useSavedReplyPicker({
  text,
  textareaRef,
  onInsert,
}: SavedReplyPickerOptions): SavedReplyPicker {
  const trpc = useTRPC();
  const replies = useQuery(trpc.staff.savedReplies.list.queryOptions());
  const listId = useId();
  const slashQuery = slashQueryOf(text);
  /** The slash list was closed (Escape, or the focus left the box) and the box still starts with `/`. */
  const [dismissed, setDismissed] = useState(false);
  if (dismissed && slashQuery === null) setDismissed(false);
  /** Opened with the button, at this cursor position. */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const fromSlash = slashQuery !== null && !dismissed;
  const open = fromSlash || openedAt !== null;
  const matches = open ? matchingReplies(replies.data?.replies ?? [], fromSlash ? slashQuery : '') : [];
  const current = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Where the cursor goes once the box shows an inserted reply: set in the same commit as the new text, before the
  // next keystroke is handled, so a consultant typing on at once types after the reply, in order.
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null) return;
    pendingCaret.current = null;
    textareaRef.current?.setSelectionRange(caret, caret);
  });

  const close = () => {
    if (fromSlash) setDismissed(true);
    setOpenedAt(null);
    setActive(0);
  };

  const insert = (reply: SavedReply) => {
    const box = textareaRef.current;
    const next = fromSlash ? reply.body : insertAt(text, reply.body, openedAt ?? text.length);
    const caret = fromSlash
      ? next.length
      : next.indexOf(reply.body, Math.max(0, (openedAt ?? text.length) - 1)) + reply.body.length;
    setOpenedAt(null);
    setActive(0);
    onInsert(next);
    setAnnouncement(copy.inserted(reply.title));
    box?.focus();
    pendingCaret.current = caret;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (matches.length === 0) return true;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + matches.length) % matches.length);
        return true;
      }
      case 'Enter': {
        if (event.shiftKey) return false;
        event.preventDefault();
        const reply = matches[current];
        if (reply) insert(reply);
        return true;
      }
      case 'Escape':
        event.preventDefault();
        close();
        return true;
      default:
        return false;
    }
  };

  const toggle = () => {
    if (open) {
      close();
      textareaRef.current?.focus();
      return;
    }
    const box = textareaRef.current;
    setOpenedAt(box ? box.selectionStart : text.length);
    setDismissed(slashQuery !== null);
    setActive(0);
    box?.focus();
  };

  const status = open
    ? replies.isError
      ? copy.loadFailed
      : replies.data
        ? replies.data.replies.length === 0
          ? copy.noneYet
          : copy.results(matches.length)
        : ''
    : announcement;

  const list = (
    <>
      <p role="status" className={staffCss.visuallyHidden}>
        {status}
      </p>
      {open ? (
        <div className={css.picker}>
          {matches.length > 0 ? (
            <div id={listId} role="listbox" aria-label={copy.label} className={css.options}>
              {matches.map((reply, index) => (
                // The options are chosen with the keys of the reply box, which keeps the focus
                // (aria-activedescendant); a click inserts too, without taking the focus from the box.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the reply box handles the keys of this list
                <div
                  key={reply.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === current}
                  className={`${css.option} ${index === current ? css.optionActive : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => insert(reply)}
                >
                  <span className={css.optionTitle}>{reply.title}</span>
                  <span className={css.optionBody}>{reply.body}</span>
                </div>
              ))}
            </div>
          ) : (
            <p className={css.pickerFoot}>
              {replies.isError ? copy.loadFailed : replies.data?.replies.length ? copy.none : copy.noneYet}
            </p>
          )}
        </div>
      ) : null}
    </>
  );

  const button = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      // The reply box keeps the focus on a click, so the open list stays open until this click closes it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={toggle}
      aria-expanded={open}
      aria-controls={open && matches.length > 0 ? listId : undefined}
    >
      {copy.open}
    </Button>
  );

  const focusHandlers = {
    onBlur: () => {
      if (open) close();
    },
    onFocus: () => setDismissed(false),
  };
  return {
    textboxProps:
      open && matches.length > 0
        ? { 'aria-controls': listId, 'aria-activedescendant': optionId(current), ...focusHandlers }
        : focusHandlers,
    onKeyDown,
    list,
    button,
  };
}
