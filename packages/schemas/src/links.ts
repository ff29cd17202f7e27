/**
 * The web addresses in a chat message, so the widget and the staff app show them as links: `http:` and `https:`
 * only (a `javascript:` or `data:` address stays text), each as the browser's parsed `href`. Punctuation that
 * ends a sentence after an address (`.`, `,`, `)` …) is not part of it.
 */

/** A run of a message's text: plain text, or a web address with the `href` to link it to. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}'"»…]+$/u;

/**
 * Splits a message's text into plain runs and web addresses, in order; joining every part's `text` gives the text
 * back unchanged.
 *
 * @param text any text
 * @returns the parts (none for an empty text)
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    let href: string | undefined;
    try {
      const url = new URL(address);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') href = url.href;
    } catch {
      href = undefined;
    }
    if (href === undefined || address === '') continue;
    plain += text.slice(last, start);
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
