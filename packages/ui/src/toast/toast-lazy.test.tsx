import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type ToastModule = typeof import('./toast.tsx');

/** Shows a toast through the given module's hook (each test loads its own copy of the module). */
function Trigger({ useToastHook }: { useToastHook: ToastModule['useToast'] }) {
  const { toast } = useToastHook();
  return (
    <button type="button" onClick={() => toast({ title: 'Request sent', description: 'Thanks.' })}>
      show
    </button>
  );
}

/** A fresh copy of the module per test: the viewport's code starts unloaded each time. */
const freshToastModule = (): Promise<ToastModule> => import('./toast.tsx');

const openToast = () => document.querySelector('li[data-state="open"]')?.textContent;

describe('ToastProvider loading its viewport on demand', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('renders no toast viewport before the first toast, then the viewport with the toast', async () => {
    const { ToastProvider, useToast } = await freshToastModule();
    render(
      <ToastProvider>
        <Trigger useToastHook={useToast} />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(openToast()).toContain('Request sent'));
  });

  it('shows the first toast when the viewport was preloaded after the provider mounted (a form focused)', async () => {
    const { ToastProvider, useToast, preloadToastRegion } = await freshToastModule();
    render(
      <ToastProvider>
        <Trigger useToastHook={useToast} />
      </ToastProvider>,
    );
    await preloadToastRegion();
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    await waitFor(() => expect(openToast()).toContain('Request sent'));
  });
});
