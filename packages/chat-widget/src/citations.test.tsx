/**
 * An answer's cited pages: links with the pages' titles under the message, reachable by keyboard, to the path on
 * our own site and to the absolute URL on a partner's page; kept across navigation; anything that is not a page
 * link left out; axe clean.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { type ChatTestServer, json, replyFor, runChatServer, stream } from '../test/chat-server.ts';
import { ChatWidget, type ChatWidgetProps } from './chat-widget.tsx';
import { toCitations } from './client.ts';
import { CHAT_STATE_KEY } from './storage.ts';
import { defaultChatWidgetTexts as texts } from './texts.ts';
import type { ChatCitation, ChatReply } from './types.ts';

const PHONE = '(416) 555-0142';
const TORONTO: ChatCitation = {
  path: '/toronto',
  title: 'IT Support Toronto: 15-Minute Response',
  url: 'https://www.northline-it.example/toronto',
};
const PRICING: ChatCitation = {
  path: '/services',
  title: 'IT Services & Pricing for GTA Businesses',
  url: 'https://www.northline-it.example/services',
};

let server: ChatTestServer;
runChatServer((started) => {
  server = started;
});

function answerWith(reply: Partial<ChatReply>) {
  server.handle((request, response) => {
    if (request.path.endsWith('/end')) return json(response, 200, {});
    const sessionId = (request.body as { sessionId: string }).sessionId;
    const full = replyFor(sessionId, reply);
    return stream(response, [
      { event: 'token', data: { text: full.response } },
      { event: 'done', data: full },
    ]);
  });
}

async function ask(props: Partial<ChatWidgetProps> = {}) {
  const user = userEvent.setup();
  render(<ChatWidget phone={PHONE} apiBase={server.url} {...props} />);
  await user.click(screen.getByRole('button', { name: texts.launcherLabel }));
  await user.type(
    screen.getByRole('textbox', { name: texts.inputPlaceholder }),
    'How fast in Toronto?{Enter}',
  );
  const sources = await screen.findByRole('group', { name: texts.citationsLabel });
  return { user, sources };
}

describe('cited pages under an answer', () => {
  it('show as links with the page titles, to the absolute URLs on a partner page', async () => {
    answerWith({
      response: 'Under 15 minutes in Toronto. Where is your office?',
      citations: [TORONTO, PRICING],
    });
    const { sources } = await ask();
    const links = within(sources).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [TORONTO.title, TORONTO.url],
      [PRICING.title, PRICING.url],
    ]);
    // Same tab, like the privacy link.
    for (const link of links) expect(link.getAttribute('target')).toBeNull();
  });

  it('link to the path on our own site (no API base)', async () => {
    answerWith({ response: 'Under 15 minutes in Toronto.', citations: [TORONTO] });
    // The widget on the site talks to its own origin: the test server stands in through a fetch to it.
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      realFetch(
        typeof input === 'string' && input.startsWith('/') ? `${server.url}${input}` : input,
        init,
      )) as typeof fetch;
    try {
      const { sources } = await ask({ apiBase: '' });
      expect(within(sources).getByRole('link', { name: TORONTO.title }).getAttribute('href')).toBe(
        '/toronto',
      );
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('are reached by Tab after the conversation, and pass axe', async () => {
    answerWith({ response: 'Under 15 minutes in Toronto.', citations: [TORONTO] });
    const { user, sources } = await ask();
    const link = within(sources).getByRole('link', { name: TORONTO.title });
    screen.getByRole('region', { name: texts.conversationLabel }).focus();
    await user.tab();
    expect(document.activeElement).toBe(link);
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('survive navigation with the conversation (sessionStorage)', async () => {
    answerWith({ response: 'Under 15 minutes in Toronto.', citations: [TORONTO] });
    await ask();
    await waitFor(() => expect(sessionStorage.getItem(CHAT_STATE_KEY)).toContain('/toronto'));
    const stored = JSON.parse(sessionStorage.getItem(CHAT_STATE_KEY) ?? '{}') as {
      messages: { citations?: ChatCitation[] }[];
    };
    expect(stored.messages.at(-1)?.citations).toEqual([TORONTO]);
  });

  it('none under an answer without citations', async () => {
    answerWith({ response: 'Hello! What IT challenges is your business facing?' });
    const user = userEvent.setup();
    render(<ChatWidget phone={PHONE} apiBase={server.url} />);
    await user.click(screen.getByRole('button', { name: texts.launcherLabel }));
    await user.type(screen.getByRole('textbox', { name: texts.inputPlaceholder }), 'Hi{Enter}');
    await waitFor(() => expect(screen.queryByText(texts.typing)).toBeNull());
    const conversation = screen.getByRole('region', { name: texts.conversationLabel });
    await within(conversation).findByText('Hello! What IT challenges is your business facing?');
    expect(screen.queryByRole('group', { name: texts.citationsLabel })).toBeNull();
  });
});

describe('toCitations', () => {
  it('keeps only page links: a site path, a title and an http(s) URL; at most 3', () => {
    expect(
      toCitations([
        TORONTO,
        { path: '/x', title: 'Script', url: 'javascript:alert(1)' },
        { path: '//evil.example', title: 'Other host', url: 'https://evil.example' },
        { path: '/y', title: '', url: 'https://www.northline-it.example/y' },
        'text',
        PRICING,
        { ...TORONTO, path: '/markham' },
        { ...TORONTO, path: '/vaughan' },
      ]),
    ).toEqual([TORONTO, PRICING, { ...TORONTO, path: '/markham' }]);
    expect(toCitations(undefined)).toEqual([]);
  });
});
