/**
 * The script-tag bundle's entry (`dist/chat-widget.iife.js`, global `NorthlineChatWidget`). Mounts the widget
 * in a Shadow DOM root on the page that loads it, configured by the `<script>` tag's attributes:
 *
 * ```html
 * <script src="https://www.northline-it.example/chat-widget.iife.js"
 *   data-api-base="https://www.northline-it.example" data-phone="(416) 555-0142" defer></script>
 * ```
 *
 * - `data-api-base`: origin of the API (default: the origin the script was loaded from);
 * - `data-phone`: the phone shown (default '(416) 555-0142');
 * - `data-privacy-href`: the privacy policy (default `{api base}/privacy-policy`);
 * - `data-streaming="false"`: use `POST /api/chat` instead of the stream;
 * - `data-auto-mount="false"`: mount nothing; call `NorthlineChatWidget.createChatWidget(...)` yourself.
 */

import type { CreateChatWidgetOptions } from './create-chat-widget.tsx';
import { type ChatWidgetHandle, createChatWidget as mount } from './create-chat-widget.tsx';

export { getChatSession, getChatSessionId } from './storage.ts';

/** Replaced at build time with the widget's CSS (vite.config.ts, `inlineCss`). */
const WIDGET_CSS = '__NORTHLINE_CHAT_WIDGET_CSS__';

/** The phone shown when the script tag names none. */
const DEFAULT_PHONE = '(416) 555-0142';

/** Mounts the widget in a Shadow DOM root with the bundle's CSS (options as {@link CreateChatWidgetOptions}). */
export function createChatWidget(options: CreateChatWidgetOptions): ChatWidgetHandle {
  return mount({ css: WIDGET_CSS, ...options });
}

let instance: ChatWidgetHandle | null = null;

/** The widget the script tag mounted, or null. */
export function getInstance(): ChatWidgetHandle | null {
  return instance;
}

function optionsFrom(script: HTMLScriptElement | null): CreateChatWidgetOptions {
  const data = script?.dataset ?? {};
  let origin = '';
  try {
    if (script?.src) origin = new URL(script.src, document.baseURI).origin;
  } catch {
    // An unusual src: the page's own origin.
  }
  const apiBase = (data.apiBase ?? origin).replace(/\/+$/, '');
  return {
    apiBase,
    phone: data.phone || DEFAULT_PHONE,
    privacyHref: data.privacyHref || `${apiBase}/privacy-policy`,
    streaming: data.streaming !== 'false',
  };
}

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
if (script?.dataset.autoMount !== 'false') {
  const options = optionsFrom(script);
  const start = () => {
    instance ??= createChatWidget(options);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
