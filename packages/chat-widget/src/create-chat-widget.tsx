import { createRoot, type Root } from 'react-dom/client';
import { ChatWidget, type ChatWidgetProps } from './chat-widget.tsx';

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
}

/** A mounted widget. */
export interface ChatWidgetHandle {
  /** The host element added to the page (`<northline-chat-widget>`). */
  readonly element: HTMLElement;
  /** Re-renders with changed props (e.g. another phone). */
  update(props: Partial<ChatWidgetProps>): void;
  /** Unmounts the widget and removes its element (the conversation stays in sessionStorage). */
  destroy(): void;
}

/**
 * Mounts the chat widget on any page (the one factory of this package; STYLE.md). The script-tag bundle calls it
 * with the `data-*` attributes of its `<script>` tag; React apps may render {@link ChatWidget} instead.
 *
 * @example
 * import { createChatWidget } from '@northline/chat-widget';
 * import '@northline/chat-widget/style.css';
 * const widget = createChatWidget({ phone: '(416) 555-0142', apiBase: 'https://www.northline-it.example' });
 * widget.destroy();
 */
export function createChatWidget(options: CreateChatWidgetOptions): ChatWidgetHandle {
  const { target = document.body, css, ...initialProps } = options;
  const element = document.createElement(CHAT_WIDGET_TAG);
  let container: HTMLElement = element;
  if (css !== undefined) {
    const shadow = element.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = css;
    container = document.createElement('div');
    shadow.append(style, container);
  }
  target.append(element);
  const root: Root = createRoot(container);
  let props: ChatWidgetProps = initialProps;
  const render = () => root.render(<ChatWidget {...props} />);
  render();
  return {
    element,
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
