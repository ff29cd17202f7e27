/**
 * The `data-*` attributes of the widget's `<script>` tag, read by the loader and by the bundle alike (no React).
 */

/** The phone shown when the script tag names none. */
export const DEFAULT_PHONE = '(416) 555-0142';

/** What a `<script>` tag configures. */
export interface ScriptOptions {
  /** Origin of the API: `data-api-base`, else the origin the script came from. */
  apiBase: string;
  /** `data-phone`, else {@link DEFAULT_PHONE}. */
  phone: string;
  /** `data-privacy-href`, else `{apiBase}/privacy-policy`. */
  privacyHref: string;
  /** False with `data-streaming="false"`. */
  streaming: boolean;
  /** The script element's CSP nonce (for the `<style>` fallback where constructable stylesheets are missing). */
  nonce?: string;
}

/** The options a script element's attributes give (the page's own origin when its `src` is unusual). */
export function scriptOptions(script: HTMLScriptElement | null): ScriptOptions {
  const data = script?.dataset ?? {};
  let origin = '';
  try {
    if (script?.src) origin = new URL(script.src, document.baseURI).origin;
  } catch {
    // An unusual src: the page's own origin.
  }
  const apiBase = (data.apiBase ?? origin).replace(/\/+$/, '');
  const options: ScriptOptions = {
    apiBase,
    phone: data.phone || DEFAULT_PHONE,
    privacyHref: data.privacyHref || `${apiBase}/privacy-policy`,
    streaming: data.streaming !== 'false',
  };
  if (script?.nonce) options.nonce = script.nonce;
  return options;
}

/** The `<script>` element running now, or null (a module, or code run later). */
export function currentScript(): HTMLScriptElement | null {
  return document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
}
