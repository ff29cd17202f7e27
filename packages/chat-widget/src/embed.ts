/**
 * The script-tag bundle's entry (`/embed/chat-widget@<version>.js`, also `dist/chat-widget.iife.js`; global
 * `NorthlineChatWidget`). Partners normally load the small loader (`/embed/chat-widget.js`, src/loader.ts), which
 * shows the launcher and loads this bundle on the first click. Loaded directly, it mounts the widget in a Shadow
 * DOM root on the page at once, configured by the `<script>` tag's attributes:
 *
 * ```html
 * <script src="https://www.northline-it.example/embed/chat-widget@0.1.0.js" integrity="sha384-…"
 *   crossorigin="anonymous" data-phone="(416) 555-0142" defer></script>
 * ```
 *
 * - `data-api-base`: origin of the API (default: the origin the script was loaded from);
 * - `data-phone`: the phone shown (default '(416) 555-0142');
 * - `data-privacy-href`: the privacy policy (default `{api base}/privacy-policy`);
 * - `data-streaming="false"`: use `POST /api/chat` instead of the stream;
 * - `data-auto-mount="false"`: mount nothing; call `NorthlineChatWidget.createChatWidget(...)` yourself.
 *
 * Either way `window.NorthlineChat` (src/host-api.ts) controls the mounted widget.
 */

import type { CreateChatWidgetOptions } from './create-chat-widget.tsx';
import { type ChatWidgetHandle, createChatWidget as mount } from './create-chat-widget.tsx';
import { installHostApi, type NorthlineChatApi } from './host-api.ts';
import { currentScript, scriptOptions } from './script-options.ts';

export { getChatSession, getChatSessionId } from './storage.ts';

/** Replaced at build time with the widget's CSS (vite.config.ts, `inlineCss`). */
const WIDGET_CSS = '__NORTHLINE_CHAT_WIDGET_CSS__';

/** Replaced at build time with package.json's version (vite.config.ts `define`). */
declare const __NORTHLINE_CHAT_VERSION__: string;

/** The widget's version (the `<version>` of `/embed/chat-widget@<version>.js`). */
export const version: string = __NORTHLINE_CHAT_VERSION__;

/**
 * Mounts the widget in a Shadow DOM root with the bundle's CSS as a constructable stylesheet (options as
 * {@link CreateChatWidgetOptions}). Not wired to `window.NorthlineChat`: use {@link mountForHost} for that.
 */
export function createChatWidget(options: CreateChatWidgetOptions): ChatWidgetHandle {
  return mount({ css: WIDGET_CSS, ...options });
}

let instance: ChatWidgetHandle | null = null;

/** The widget mounted for the page (by the script tag or the loader), or null. */
export function getInstance(): ChatWidgetHandle | null {
  return instance;
}

/**
 * Mounts the page's widget wired to `window.NorthlineChat` (created if the loader did not): what `identify` has
 * collected prefills the contact panel, and the widget's open, close and lead events reach the API's listeners.
 * Mounts once: a second call returns the first widget.
 *
 * @param options as {@link CreateChatWidgetOptions}; the loader passes its own host element and `defaultOpen`
 */
export function mountForHost(options: CreateChatWidgetOptions): ChatWidgetHandle {
  if (instance) return instance;
  const api: NorthlineChatApi & { _internal: ReturnType<typeof installHostApi>['_internal'] } =
    installHostApi(version);
  const internal = api._internal;
  instance = createChatWidget({
    ...options,
    visitor: { ...options.visitor, ...internal.visitor() },
    onOpen: () => {
      options.onOpen?.();
      internal.emit('open', undefined);
    },
    onClose: () => {
      options.onClose?.();
      internal.emit('close', undefined);
    },
    onLead: (event) => {
      options.onLead?.(event);
      internal.emit('lead', event);
    },
  });
  internal.attach(instance);
  return instance;
}

const script = currentScript();
// The host-page API exists as soon as this script has run (a page's next script may call it).
installHostApi(version);
if (script?.dataset.autoMount !== 'false') {
  const options = scriptOptions(script);
  const start = () => mountForHost(options);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
