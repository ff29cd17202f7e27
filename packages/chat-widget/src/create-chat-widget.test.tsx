import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles } from './adopt-styles.ts';
import { createChatWidget } from './create-chat-widget.tsx';

afterEach(() => {
  document.body.replaceChildren();
});

describe('createChatWidget', () => {
  it('puts the CSS in the shadow root as a constructable stylesheet, not a <style> element', async () => {
    const widget = createChatWidget({ phone: '(416) 555-0142', css: ':host { color: red; }' });
    const shadow = widget.element.shadowRoot;
    await waitFor(() => expect(shadow?.querySelector('button')).not.toBeNull());
    expect(shadow?.querySelector('style')).toBeNull();
    expect(shadow?.adoptedStyleSheets).toHaveLength(1);
    act(() => widget.destroy());
    expect(widget.element.isConnected).toBe(false);
  });

  it('falls back to a <style> element with the nonce where constructable stylesheets are missing', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const original = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'replaceSync');
    // A browser without replaceSync.
    Reflect.deleteProperty(CSSStyleSheet.prototype, 'replaceSync');
    try {
      adoptStyles(shadow, ':host { color: red; }', 'n0nce');
    } finally {
      if (original) Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', original);
    }
    const style = shadow.querySelector('style');
    expect(style?.textContent).toBe(':host { color: red; }');
    expect(style?.nonce).toBe('n0nce');
  });

  it('takes calls made before React has rendered, in order, and reuses a given host element', async () => {
    const element = document.createElement('northline-chat-widget');
    document.body.append(element);
    const onOpen = vi.fn();
    const widget = createChatWidget({ phone: '(416) 555-0142', element, onOpen });
    expect(widget.element).toBe(element);
    widget.identify({ name: 'Dana' });
    widget.open();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() => widget.toggle());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => widget.destroy());
  });
});
