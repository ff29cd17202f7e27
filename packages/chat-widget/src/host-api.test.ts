import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_API_GLOBAL, HOST_API_READY_EVENT, installHostApi } from './host-api.ts';
import type { ChatWidgetControls } from './types.ts';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[HOST_API_GLOBAL];
});

describe('window.NorthlineChat', () => {
  it('is created once, announces itself, and is shared by the loader and the bundle', () => {
    const ready = vi.fn();
    window.addEventListener(HOST_API_READY_EVENT, ready);
    const api = installHostApi('1.2.3');
    expect((window as unknown as Record<string, unknown>).NorthlineChat).toBe(api);
    expect(api.version).toBe('1.2.3');
    expect(installHostApi('1.2.3')).toBe(api);
    expect(ready).toHaveBeenCalledTimes(1);
    window.removeEventListener(HOST_API_READY_EVENT, ready);
  });

  it('asks the loader to load and open before a widget is mounted, then drives the widget', () => {
    const api = installHostApi('1.2.3');
    const request = vi.fn();
    api._internal.request = request;
    api.open();
    api.toggle();
    api.close();
    expect(request.mock.calls).toEqual([[true], [true]]);
    const widget: ChatWidgetControls = { open: vi.fn(), close: vi.fn(), toggle: vi.fn(), identify: vi.fn() };
    api._internal.attach(widget);
    api.open();
    api.close();
    api.toggle();
    expect(widget.open).toHaveBeenCalledTimes(1);
    expect(widget.close).toHaveBeenCalledTimes(1);
    expect(widget.toggle).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('collects identify for a widget mounted later and passes later calls on (strings only)', () => {
    const api = installHostApi('1.2.3');
    api.identify({ name: 'Dana', email: 'dana@acme.example' });
    api.identify({ company: 'Acme', phone: 42 as unknown as string });
    expect(api._internal.visitor()).toEqual({ name: 'Dana', email: 'dana@acme.example', company: 'Acme' });
    const widget: ChatWidgetControls = { open: vi.fn(), close: vi.fn(), toggle: vi.fn(), identify: vi.fn() };
    api._internal.attach(widget);
    api.identify({ phone: '416-555-0199' });
    expect(widget.identify).toHaveBeenCalledWith({ phone: '416-555-0199' });
  });

  it('calls listeners per event, survives one that throws, and removes them', () => {
    const api = installHostApi('1.2.3');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const opened = vi.fn();
    const lead = vi.fn();
    api.on('open', () => {
      throw new Error('host bug');
    });
    const stop = api.on('open', opened);
    api.on('lead', lead);
    api._internal.emit('open', undefined);
    const event = { sessionId: 'chat-1', shared: ['email' as const], leadQuality: 'warm' as const };
    api._internal.emit('lead', event);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(lead).toHaveBeenCalledWith(event);
    expect(error).toHaveBeenCalledTimes(1);
    stop();
    api.off('lead', lead);
    api._internal.emit('open', undefined);
    api._internal.emit('lead', event);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(lead).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
