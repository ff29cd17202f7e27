import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles } from './adopt-styles.ts';
import { ChatWidget, type ChatWidgetProps } from './chat-widget.tsx';
import type { ChatWidgetControls, VisitorDetails } from './types.ts';

/** Tag name of the element {@link createChatWidget} adds to the page. */
export const CHAT_WIDGET_TAG = 'northline-chat-widget';

/** Options of {@link createChatWidget}: the widget's props plus where and how to mount it. */
export interface CreateChatWidgetOptions extends ChatWidgetProps {
  /** The element the widget's host element is appended to. Default `document.body`. */
  target?: HTMLElement;
  /**
   * The widget's CSS. Given, the widget mounts inside a Shadow DOM root with this CSS in it, so the page's
   * styles and the widget's cannot meet (the script-tag bundle passes its own). Left out, it mounts in the page
   * itself and expects `@northline/chat-widget/style.css` to be loaded.
   */
  css?: string;
  /**
   * A CSP nonce for the fallback `<style>` element, used only where a browser lacks constructable stylesheets
   * (`adoptedStyleSheets`, every current browser has them). The script-tag bundle passes its own script's nonce.
   */
  nonce?: string;
  /** The element to use as the host instead of a new `<northline-chat-widget>` (the loader hands over its own). */
  element?: HTMLElement;
}

/** A mounted widget: its element and the controls of `window.NorthlineChat` ({@link ChatWidgetControls}). */
export interface ChatWidgetHandle extends ChatWidgetControls {
  /** The host element added to the page (`<northline-chat-widget>`). */
  readonly element: HTMLElement;
  /** Re-renders with changed props (e.g. another phone). */
  update(props: Partial<ChatWidgetProps>): void;
  /** Unmounts the widget and removes its element (the conversation stays in sessionStorage). */
  destroy(): void;
}

/**
 * Mounts the chat widget on any page (the one factory of this publishable package). The script-tag bundle calls it
 * with the `data-*` attributes of its `<script>` tag; React apps may render {@link ChatWidget} instead.
 *
 * @example
 * import { createChatWidget } from '@northline/chat-widget';
 * import '@northline/chat-widget/style.css';
 * const widget = createChatWidget({ phone: '(416) 555-0142', apiBase: 'https://www.northline-it.example' });
 * widget.destroy();
 */
export function createChatWidget(options: CreateChatWidgetOptions): ChatWidgetHandle {
  const { target = document.body, css, nonce, element: given, ...initialProps } = options;
  const element = given ?? document.createElement(CHAT_WIDGET_TAG);
  let container: HTMLElement = element;
  if (css !== undefined) {
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    shadow.replaceChildren();
    container = document.createElement('div');
    adoptStyles(shadow, css, nonce);
    shadow.append(container);
  }
  if (!element.isConnected) target.append(element);
  const root: Root = createRoot(container);
  let props: ChatWidgetProps = initialProps;
  // React renders after this returns: calls made before the widget is committed wait for it, in order.
  let controls: ChatWidgetControls | null = null;
  const pending: ((controls: ChatWidgetControls) => void)[] = [];
  const attach = (value: ChatWidgetControls | null) => {
    controls = value;
    if (value) for (const call of pending.splice(0)) call(value);
  };
  const whenMounted = (call: (controls: ChatWidgetControls) => void) => {
    if (controls) call(controls);
    else pending.push(call);
  };
  const render = () => root.render(<ChatWidget {...props} ref={attach} />);
  render();
  return {
    element,
    open: () => whenMounted((widget) => widget.open()),
    close: () => whenMounted((widget) => widget.close()),
    toggle: () => whenMounted((widget) => widget.toggle()),
    identify: (details: VisitorDetails) => whenMounted((widget) => widget.identify(details)),
    update(next) {
      props = { ...props, ...next };
      render();
    },
    destroy() {
      root.unmount();
      element.remove();
    },
  };
}
