import { linkParts } from '@northline/schemas/links';
import * as css from './staff.css.ts';

/**
 * A chat message's text with its web addresses as links (http and https only, `@northline/schemas/links`, as the
 * widget shows them), opened in a new tab without the page's opener or referrer, in the bubble's own colour.
 */
export function LinkedText({ text }: { text: string }) {
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
            className={css.messageLink}
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
