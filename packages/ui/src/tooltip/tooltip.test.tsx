import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('uses the delays of the specification', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens on keyboard focus, describes the trigger and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Within 15 minutes">
        <button type="button">Response time</button>
      </Tooltip>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Within 15 minutes');
    const trigger = screen.getByRole('button', { name: 'Response time' });
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    await user.keyboard('{Escape}');
    // The content stays mounted for its exit animation; the trigger reports the state.
    expect(trigger.getAttribute('data-state')).toBe('closed');
  });

  it('waits 700 ms on hover before opening', () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Tip">
        <button type="button">Hover me</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Hover me' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip').textContent).toBe('Tip');
  });

  it('can start open', () => {
    render(
      <Tooltip content="Open tip" defaultOpen>
        <button type="button">T</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').textContent).toBe('Open tip');
  });
});
