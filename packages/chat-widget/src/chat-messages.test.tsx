/**
 * The messages' web addresses: shown as links (http and https only) that open in a new tab without the page's
 * opener or referrer; any other scheme stays text.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMessageList } from './chat-messages.tsx';
import { defaultChatWidgetTexts as texts } from './texts.ts';

const at = '2026-12-01T15:40:00.000Z';

describe('ChatMessageList links', () => {
  it('links the consultant’s and the assistant’s web addresses, never another scheme', () => {
    render(
      <ChatMessageList
        messages={[
          {
            role: 'consultant',
            authorName: 'Dana',
            content: 'Pick a time at https://northline-it.example/book-assessment.',
            timestamp: at,
          },
          { role: 'assistant', content: 'See http://example.com/x or javascript:alert(1)', timestamp: at },
          { role: 'user', content: 'data:text/html,hi', timestamp: at },
        ]}
        streamed={null}
        texts={texts}
        absoluteCitations={false}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://northline-it.example/book-assessment',
      'http://example.com/x',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Pick a time at https://northline-it.example/book-assessment.');
    expect(within(items[1] as HTMLElement).getByText(/javascript:alert\(1\)/)).toBeTruthy();
  });
});
