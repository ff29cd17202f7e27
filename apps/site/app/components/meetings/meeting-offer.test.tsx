// @vitest-environment jsdom
import { meetingOffer, meetingPaths } from '@northline/content';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeetingOffer } from './meeting-offer.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Two Toronto days of free times, as `GET /api/meetings/slots` answers. */
const slotsAnswer = (starts: string[][]) => ({
  timeZone: 'America/Toronto',
  durationMinutes: 30,
  days: starts.map((day, index) => ({
    date: `2030-12-0${index + 2}`,
    label: index === 0 ? 'Monday, December 2' : 'Tuesday, December 3',
    slots: day.map((start) => ({ start, end: start, label: start.slice(11, 16) })),
  })),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('MeetingOffer', () => {
  it('is a heading, a sentence and a link to the booking page before it hydrates (no JavaScript)', () => {
    const html = renderToString(<MeetingOffer />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h2')?.textContent).toBe(meetingOffer.title);
    expect(doc.querySelector(`a[href="${meetingPaths.book}"]`)?.textContent).toBe(meetingOffer.link);
  });

  it('links each of the next times to the booking page with the time chosen, grouped by day', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, slotsAnswer([['2030-12-02T17:00:00.000Z'], ['2030-12-03T13:00:00.000Z']]))),
    );
    render(<MeetingOffer count={2} />);
    const link = await screen.findByRole('link', { name: 'Monday, December 2, 17:00' });
    expect(link.getAttribute('href')).toBe(`${meetingPaths.book}?start=2030-12-02T17%3A00%3A00.000Z`);
    expect(screen.getByRole('link', { name: 'Tuesday, December 3, 13:00' })).toBeTruthy();
  });

  it('books a chosen time with the details just sent; a time taken meanwhile reloads the times with the message', async () => {
    const posts: { body: Record<string, unknown>; key: string | null }[] = [];
    let taken = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/api/meetings/slots')) {
          return json(
            200,
            slotsAnswer(taken ? [['2030-12-02T17:00:00.000Z']] : [['2030-12-02T18:00:00.000Z']]),
          );
        }
        posts.push({
          body: JSON.parse(String(init?.body)),
          key: new Headers(init?.headers).get('idempotency-key'),
        });
        if (taken) {
          taken = false;
          return json(409, { error: 'That time was just taken. Please choose another time.', nextSlots: [] });
        }
        return json(201, {
          meetingId: 'm1',
          start: '2030-12-02T18:00:00.000Z',
          end: '2030-12-02T18:30:00.000Z',
          consultantName: 'Morgan Tremblay',
          message: 'Your free IT assessment is booked for Monday.',
        });
      }),
    );
    const user = userEvent.setup();
    render(
      <MeetingOffer
        booking={{ name: 'Sam Okafor', email: 'sam@harbourfront.example', contactRequestId: 'c-1' }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Monday, December 2, 17:00' }));
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Sam Okafor');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'sam@harbourfront.example');
    await user.click(screen.getByRole('button', { name: meetingOffer.confirm }));
    await screen.findByText('That time was just taken. Please choose another time.');
    await user.click(await screen.findByRole('button', { name: 'Monday, December 2, 18:00' }));
    await user.click(screen.getByRole('button', { name: meetingOffer.confirm }));
    await screen.findByText('Your free IT assessment is booked for Monday.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(meetingOffer.doneTitle);
    expect(posts.map((post) => post.body)).toEqual([
      {
        start: '2030-12-02T17:00:00.000Z',
        name: 'Sam Okafor',
        email: 'sam@harbourfront.example',
        contactRequestId: 'c-1',
      },
      {
        start: '2030-12-02T18:00:00.000Z',
        name: 'Sam Okafor',
        email: 'sam@harbourfront.example',
        contactRequestId: 'c-1',
      },
    ]);
    await waitFor(() => expect(posts.every((post) => post.key)).toBe(true));
    expect(posts[0]?.key).not.toBe(posts[1]?.key);
  });

  it('shows the sentence of a booking bound (429) over the confirmation, which stays for another try', async () => {
    const limited =
      'Several meetings were just booked from your connection, so we cannot book another one right now.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/meetings/slots')
          ? json(200, slotsAnswer([['2030-12-02T17:00:00.000Z']]))
          : json(429, { error: limited }),
      ),
    );
    const user = userEvent.setup();
    render(<MeetingOffer booking={{ name: 'Sam Okafor', email: 'sam@harbourfront.example' }} />);
    await user.click(await screen.findByRole('button', { name: 'Monday, December 2, 17:00' }));
    await user.click(screen.getByRole('button', { name: meetingOffer.confirm }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(limited));
    expect(screen.queryByText(meetingOffer.failed)).toBeNull();
    expect(screen.getByRole('button', { name: meetingOffer.confirm })).toBeTruthy();
  });
});
