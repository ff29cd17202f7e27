/**
 * The stable loader `/embed/chat-widget.js` (built as `dist/embed/chat-widget.js`, a few KB
 * without React). It shows only the launcher, in the widget's own host element and Shadow DOM root, and defines
 * `window.NorthlineChat`. The widget's code, `/embed/chat-widget@<version>.js` next to it, is fetched with its
 * SRI hash when the pointer is over the launcher and mounted, open, on the first click, so the click is not lost.
 * A tab that already holds a conversation loads it at once (its card may have been left open).
 *
 * ```html
 * <script src="https://www.northline-it.example/embed/chat-widget.js" data-phone="(416) 555-0142" async></script>
 * ```
 *
 * Takes the same `data-*` attributes as the bundle (src/script-options.ts).
 */
import { adoptStyles } from './adopt-styles.ts';
import type { ChatWidgetHandle, CreateChatWidgetOptions } from './create-chat-widget.tsx';
import { installHostApi } from './host-api.ts';
import * as styles from './launcher.css.ts';
import { currentScript, scriptOptions } from './script-options.ts';
import { CHAT_STATE_KEY, storage } from './session.ts';

/** Replaced at build time with the launcher's CSS (vite.config.ts, `inlineCss`). */
const LAUNCHER_CSS = '__NORTHLINE_CHAT_WIDGET_CSS__';

/** The bundle this loader loads (vite.config.ts `define`: its file name next to the loader, and its SRI hash). */
declare const __NORTHLINE_CHAT_BUNDLE__: { version: string; file: string; integrity: string };

/** The launcher's accessible name and label (the bundle's `launcherLabel`). */
const LABEL = 'Chat with IT Expert';

/** lucide's `message-circle`, as the widget's launcher shows it. */
const ICON_PATH =
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719';

/** The bundle's global, once its script has run. */
interface BundleGlobal {
  mountForHost(options: CreateChatWidgetOptions): ChatWidgetHandle;
}

function svgIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const attributes: Record<string, string> = {
    viewBox: '0 0 24 24',
    width: '24',
    height: '24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    class: styles.launcherIcon,
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICON_PATH);
  svg.append(path);
  return svg;
}

function start(script: HTMLScriptElement | null, api: ReturnType<typeof installHostApi>) {
  const bundle = __NORTHLINE_CHAT_BUNDLE__;
  const options = scriptOptions(script);
  const base = script?.src || document.baseURI;

  const host = document.createElement('northline-chat-widget');
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, LAUNCHER_CSS, options.nonce);
  const root = document.createElement('div');
  root.className = styles.root;
  root.setAttribute('data-northline-chat-launcher', '');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.launcher;
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  const label = document.createElement('span');
  label.className = styles.launcherLabel;
  label.textContent = LABEL;
  button.append(svgIcon(), label);
  root.append(button);
  shadow.append(root);
  document.body.append(host);

  let loading: Promise<BundleGlobal> | null = null;
  const load = () => {
    loading ??= new Promise<BundleGlobal>((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = new URL(bundle.file, base).href;
      tag.integrity = bundle.integrity;
      tag.crossOrigin = 'anonymous';
      tag.async = true;
      tag.dataset.autoMount = 'false';
      if (options.nonce) tag.nonce = options.nonce;
      tag.onload = () => {
        const global = (window as unknown as { NorthlineChatWidget?: BundleGlobal }).NorthlineChatWidget;
        if (global) resolve(global);
        else reject(new Error('NorthlineChat: the widget did not start'));
      };
      tag.onerror = () => reject(new Error('NorthlineChat: the widget could not be loaded'));
      document.head.append(tag);
    });
    return loading;
  };
  let mounted = false;
  const mount = (open: boolean) => {
    if (mounted) return;
    if (open) button.setAttribute('aria-busy', 'true');
    load().then(
      (global) => {
        if (mounted) return;
        mounted = true;
        // The bundle's widget takes over this host element (its launcher replaces this one).
        global.mountForHost({ ...options, element: host, defaultOpen: open });
      },
      (error: unknown) => {
        loading = null;
        button.removeAttribute('aria-busy');
        console.error(error);
      },
    );
  };
  api._internal.request = (open) => mount(open);
  button.addEventListener('click', () => mount(true));
  // Intent: fetch the code while the pointer is over the launcher (not on focus: see launcher.tsx).
  button.addEventListener('pointerenter', () => void load().catch(() => {}), { once: true });

  let stored = false;
  try {
    stored = Boolean(storage()?.getItem(CHAT_STATE_KEY));
  } catch {
    // Storage refused: no conversation to restore.
  }
  if (stored) mount(false);
}

const script = currentScript();
// The API exists as soon as this script has run, so a page's next script can call it (the launcher may wait for
// the body).
const api = installHostApi(__NORTHLINE_CHAT_BUNDLE__.version);
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => start(script, api), { once: true });
} else {
  start(script, api);
}
