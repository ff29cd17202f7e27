import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  preloadToastRegion,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastOptions,
  ToastProvider,
  useToast,
} from './toast.tsx';

function Trigger(props: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(props)}>
      {`show ${props.title}`}
    </button>
  );
}

/** The open toast items (Radix also repeats the text in a live region: match items, not text). */
const items = () => [...document.querySelectorAll<HTMLElement>('li[data-state="open"]')];

describe('toast constants (specification §9)', () => {
  it('show one toast at a time for 5 s, swipe away at 50 px and focus on F8', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });
});

describe('ToastProvider and useToast', () => {
  // The viewport's code loads on the first toast (toast-lazy.test.tsx); loaded here, toasts show at once.
  beforeAll(async () => {
    await preloadToastRegion();
  });

  it('shows a toast with title, description and a close button', async () => {
    render(
      <ToastProvider>
        <Trigger title="Request sent" description="We will call you." />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show Request sent' }));
    const [toast] = items();
    expect(toast?.textContent).toContain('Request sent');
    expect(toast?.textContent).toContain('We will call you.');
    expect(toast?.getAttribute('data-variant')).toBe('default');
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeTruthy();
  });

  it('announces the toast in a live region (polite by default, assertive for destructive)', async () => {
    render(
      <ToastProvider>
        <Trigger title="Sent" />
        <Trigger title="Failed" variant="destructive" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show Sent' }));
    await waitFor(() => {
      const polite = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite');
      expect(polite?.textContent).toContain('Sent');
    });
    await userEvent.click(screen.getByRole('button', { name: 'show Failed' }));
    await waitFor(() => {
      const assertive = screen
        .getAllByRole('status')
        .find((el) => el.getAttribute('aria-live') === 'assertive');
      expect(assertive?.textContent).toContain('Failed');
    });
  });

  it('shows one toast at a time: a new one replaces the current one', async () => {
    render(
      <ToastProvider>
        <Trigger title="First" />
        <Trigger title="Second" variant="destructive" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show First' }));
    await userEvent.click(screen.getByRole('button', { name: 'show Second' }));
    expect(items()).toHaveLength(1);
    expect(items()[0]?.textContent).toContain('Second');
    expect(items()[0]?.getAttribute('data-variant')).toBe('destructive');
  });

  it('closes after 5000 ms by default', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger title="Brief" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show Brief' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(items()).toHaveLength(0);
  });

  it('closes with the close button', async () => {
    render(
      <ToastProvider closeLabel="Close">
        <Trigger title="Closable" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show Closable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(items()).toHaveLength(0);
  });

  it('focuses the viewport on F8', async () => {
    render(
      <ToastProvider>
        <Trigger title="Hotkey" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show Hotkey' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('dismisses on a swipe right past 50 px, not before', async () => {
    render(
      <ToastProvider>
        <Trigger title="Swipe" />
      </ToastProvider>,
    );
    const swipe = (distance: number) => {
      const toast = items()[0] as HTMLElement;
      fireEvent.pointerDown(toast, { clientX: 0, clientY: 0, pointerType: 'mouse' });
      fireEvent.pointerMove(toast, { clientX: distance / 2, clientY: 0, pointerType: 'mouse' });
      fireEvent.pointerMove(toast, { clientX: distance, clientY: 0, pointerType: 'mouse' });
      fireEvent.pointerUp(toast, { clientX: distance, clientY: 0, pointerType: 'mouse' });
    };
    await userEvent.click(screen.getByRole('button', { name: 'show Swipe' }));
    swipe(TOAST_SWIPE_THRESHOLD_PX - 10);
    expect(items()).toHaveLength(1);
    swipe(TOAST_SWIPE_THRESHOLD_PX + 10);
    expect(items()).toHaveLength(0);
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow('useToast() must be used inside <ToastProvider>.');
    spy.mockRestore();
  });
});
