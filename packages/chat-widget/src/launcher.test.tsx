import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from './launcher.tsx';

describe('ChatLauncher (the launcher without the widget)', () => {
  it('is a named button that opens a dialog, reports pointer intent and clicks, and shows busy', async () => {
    const onIntent = vi.fn();
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ChatLauncher label="Chat with IT Expert" onIntent={onIntent} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Chat with IT Expert' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await user.hover(button);
    expect(onIntent).toHaveBeenCalledTimes(1);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<ChatLauncher label="Chat with IT Expert" busy />);
    expect(screen.getByRole('button', { name: 'Chat with IT Expert' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('does not start loading on keyboard focus (the stand-in would be replaced under the focus)', async () => {
    const onIntent = vi.fn();
    const user = userEvent.setup();
    render(<ChatLauncher label="Chat with IT Expert" onIntent={onIntent} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with IT Expert' }));
    expect(onIntent).not.toHaveBeenCalled();
  });
});
