/**
 * Partner attribution (docs/decisions/013-embeddable-widget.md): the origin of the page a chat
 * was embedded on, from the `Origin` header the browser sends with the widget's calls. Browsers set that header
 * themselves (a page's script cannot forge it); outside a browser anyone can send any value, so only origins the
 * operator listed are kept: a forged header can at most name a known partner.
 */

/**
 * The origin to store with a chat session.
 *
 * @param header the request's `Origin` header as sent (undefined when absent; `null` from sandboxed frames)
 * @param accepted the origins accepted: the API's CORS_ORIGINS and the site's own (SITE_URL), as `URL.origin`s
 * @returns the header's origin when it is an http(s) origin in `accepted`, else null
 */
export function acceptedEmbedOrigin(
  header: string | string[] | undefined,
  accepted: ReadonlySet<string>,
): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.length > 255) return null;
  let origin: string;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    origin = url.origin;
  } catch {
    return null;
  }
  return accepted.has(origin) ? origin : null;
}
