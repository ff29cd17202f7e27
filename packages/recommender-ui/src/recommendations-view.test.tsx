import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecommendationsView, type RecommendationsViewProps } from './recommendations-view.tsx';
import { type ApiServer, createGate, startApiServer } from './test/api-server.ts';
import { recommendation } from './test/fixtures.ts';

const SESSION = 'test-session-1763726400000-abcdefghij';
const GET_PATH = `/api/recommendations/${SESSION}`;

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});

afterAll(async () => {
  await api.close();
});

beforeEach(() => {
  api.requests.length = 0;
  api.on('GET', GET_PATH, { status: 404, body: { error: 'No recommendation yet' } });
  api.on('POST', '/api/recommendations', { status: 404, body: { error: 'No profile' } });
  api.on('POST', '/api/recommendation-analytics', { status: 201, body: { id: 'x', receivedAt: 'now' } });
});

function setup(props: Partial<RecommendationsViewProps> = {}) {
  const onGetQuote = vi.fn();
  const onFollowUp = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <RecommendationsView
      apiBase={api.url}
      sessionId={SESSION}
      onGetQuote={onGetQuote}
      onFollowUp={onFollowUp}
      {...props}
    />,
  );
  return { user, onGetQuote, onFollowUp, view };
}

/** The service cards, in order. */
const cards = () => screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-service'));

async function showStored() {
  api.on('GET', GET_PATH, { status: 200, body: { recommendation: recommendation() } });
  const context = setup();
  await screen.findByText('91%');
  return context;
}

/** The analytics events the server received, without their timestamps (checked separately). */
function trackedEvents() {
  return api.calls('POST', '/api/recommendation-analytics').map((call) => {
    const { timestamp, ...rest } = call.body as { timestamp: string };
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    return rest;
  });
}

describe('RecommendationsView states (§4)', () => {
  it('without a session asks to refresh and calls nothing', () => {
    setup({ sessionId: '' });
    expect(screen.getByText('Session not initialized. Please refresh the page.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('fetches the stored recommendation; a 404 means none yet and offers Generate', async () => {
    setup();
    expect(screen.getByRole('status').textContent).toContain('Analyzing Your Business Profile');
    expect(await screen.findByRole('button', { name: 'Generate Recommendations' })).toBeTruthy();
    expect(api.calls('GET', GET_PATH)).toHaveLength(1);
    expect(api.calls('GET', GET_PATH)[0]?.headers.accept).toBe('application/json');
  });

  it('with initialRecommendation null (a session just created) does not fetch', async () => {
    const { user } = setup({ initialRecommendation: null });
    // A Generate asked for after the mount is answered: a fetch started by the mount would have come before it.
    await user.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to generate recommendations');
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/recommendations',
    ]);
  });

  it("Generate shows 'Analyzing Your Business Profile', sends forceUpdate true after beforeGenerate, then refetches", async () => {
    const gate = createGate();
    const order: string[] = [];
    api.on('POST', '/api/recommendations', async () => {
      order.push('generate');
      await gate.wait;
      return { status: 201, body: { recommendation: recommendation(), generated: true } };
    });
    const beforeGenerate = vi.fn(async () => {
      order.push('beforeGenerate');
    });
    const { user } = setup({ initialRecommendation: null, beforeGenerate });
    await user.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    expect((await screen.findByRole('status')).textContent).toContain('Analyzing Your Business Profile');
    api.on('GET', GET_PATH, { status: 200, body: { recommendation: recommendation() } });
    gate.open();

    expect(await screen.findByText('91%')).toBeTruthy();
    expect(order).toEqual(['beforeGenerate', 'generate']);
    expect(api.calls('POST', '/api/recommendations').map((call) => call.body)).toEqual([
      { sessionId: SESSION, forceUpdate: true },
    ]);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/recommendations',
      `GET ${GET_PATH}`,
    ]);
  });

  it("shows 'Failed to generate recommendations' when generation fails (no profile)", async () => {
    const { user } = setup({ initialRecommendation: null });
    await user.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to generate recommendations');
    expect(screen.getByRole('button', { name: 'Generate Recommendations' })).toBeTruthy();
  });

  it("shows 'Failed to fetch recommendations' when the fetch fails", async () => {
    api.on('GET', GET_PATH, { status: 500, body: { error: 'Internal error' } });
    setup();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch recommendations');
  });
});

describe('RecommendationsView recommendation (§4)', () => {
  it('shows confidence, services, insights, next steps and follow-up questions', async () => {
    await showStored();
    expect(cards().map((card) => card.dataset.service)).toEqual(['cybersecurity', 'managed-it', 'help-desk']);
    expect(screen.getByText('Security first, then managed support.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Industry insights' })).toBeTruthy();
    expect(screen.getByText('Law Society rules require confidentiality of client files.')).toBeTruthy();
    expect(screen.getByText('Book a free assessment')).toBeTruthy();
    expect(screen.getByText('Where are your client files stored today?')).toBeTruthy();
    expect(screen.getByText('High priority').getAttribute('data-priority-tone')).toBe('red');
    expect(screen.getByText('Low priority').getAttribute('data-priority-tone')).toBe('blue');
  });

  it('shows only the first 3 benefits of each service', async () => {
    await showStored();
    const [first] = cards();
    const benefits = within(first as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(benefits).toEqual(['Threat monitoring', 'Ransomware protection', 'Phishing training']);
    expect(screen.queryByText('Incident response')).toBeNull();
  });

  it('shows the setup cost only when above 0', async () => {
    await showStored();
    const [withSetup, zeroSetup, noSetup] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(withSetup).getByText('Setup')).toBeTruthy();
    expect(within(withSetup).getByText('$2,500')).toBeTruthy();
    expect(within(zeroSetup).queryByText('Setup')).toBeNull();
    expect(within(noSetup).queryByText('Setup')).toBeNull();
    expect(within(withSetup).getByText('$1,499/month')).toBeTruthy();
  });

  it('Details expands one card at a time (aria-expanded) and logs a viewed action when opening', async () => {
    const { user } = await showStored();
    const security = screen.getByRole('button', { name: 'Details: Cybersecurity' });
    const managed = screen.getByRole('button', { name: 'Details: Managed IT Services' });
    expect(security.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Law firms are a ransomware target.').closest('[hidden]')).not.toBeNull();

    await user.click(security);
    expect(security.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Law firms are a ransomware target.').closest('[hidden]')).toBeNull();

    await user.click(managed);
    expect(managed.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Details: Cybersecurity' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Hide details: Managed IT Services' }));
    expect(managed.getAttribute('aria-expanded')).toBe('false');

    await waitFor(() => expect(api.calls('POST', '/api/recommendation-analytics')).toHaveLength(2));
    expect(trackedEvents()).toEqual([
      {
        sessionId: SESSION,
        recommendationId: '2026-11-23T10:00:00.000Z',
        action: 'viewed',
        serviceId: 'cybersecurity',
        value: 1499,
      },
      {
        sessionId: SESSION,
        recommendationId: '2026-11-23T10:00:00.000Z',
        action: 'viewed',
        serviceId: 'managed-it',
        value: 2475,
      },
    ]);
  });

  it('Get Quote logs a contacted action for the service and calls the host', async () => {
    const { user, onGetQuote } = await showStored();
    await user.click(screen.getByRole('button', { name: 'Get Quote: Cybersecurity' }));
    expect(onGetQuote).toHaveBeenCalledOnce();
    expect(onGetQuote.mock.calls[0]?.[0]).toBe('cybersecurity');
    await waitFor(() => expect(api.calls('POST', '/api/recommendation-analytics')).toHaveLength(1));
    expect(trackedEvents()).toEqual([
      {
        sessionId: SESSION,
        recommendationId: '2026-11-23T10:00:00.000Z',
        action: 'contacted',
        serviceId: 'cybersecurity',
        value: 1499,
      },
    ]);
  });

  it('the follow-up button logs a contacted action without a service', async () => {
    const { user, onFollowUp } = await showStored();
    await user.click(screen.getByRole('button', { name: 'Schedule a consultation' }));
    expect(onFollowUp).toHaveBeenCalledOnce();
    await waitFor(() => expect(api.calls('POST', '/api/recommendation-analytics')).toHaveLength(1));
    expect(trackedEvents()).toEqual([
      { sessionId: SESSION, recommendationId: '2026-11-23T10:00:00.000Z', action: 'contacted' },
    ]);
  });

  it('an analytics failure is not shown; it goes to onTrackError', async () => {
    api.on('POST', '/api/recommendation-analytics', { status: 404, body: { error: 'No profile' } });
    api.on('GET', GET_PATH, { status: 200, body: { recommendation: recommendation() } });
    const onTrackError = vi.fn();
    const { user } = setup({ onTrackError });
    await user.click(await screen.findByRole('button', { name: 'Get Quote: Cybersecurity' }));
    await waitFor(() => expect(onTrackError).toHaveBeenCalledOnce());
    const error = onTrackError.mock.calls[0]?.[0] as Error & { failure: string };
    expect(error.message).toBe('404: {"error":"No profile"}');
    expect(error.failure).toBe('Failed to track analytics');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Update Recommendations regenerates with forceUpdate true, then refetches and shows the new one', async () => {
    const { user } = await showStored();
    const gate = createGate();
    api.on('POST', '/api/recommendations', async () => {
      await gate.wait;
      return { status: 201, body: { recommendation: recommendation({ confidence: 0.5 }), generated: true } };
    });
    api.on('GET', GET_PATH, {
      status: 200,
      body: { recommendation: recommendation({ confidence: 0.62, timestamp: '2026-11-23T11:00:00.000Z' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Update Recommendations' }));
    expect((await screen.findByRole('status')).textContent).toContain('Analyzing Your Business Profile');
    gate.open();
    expect(await screen.findByText('62%')).toBeTruthy();
    expect(api.calls('POST', '/api/recommendations').map((call) => call.body)).toEqual([
      { sessionId: SESSION, forceUpdate: true },
    ]);
    expect(api.calls('GET', GET_PATH)).toHaveLength(2);
  });

  it('uses the texts the host passes', async () => {
    setup({ sessionId: null, texts: { noSession: 'No session.', title: 'Recommendations' } });
    expect(screen.getByRole('heading', { name: 'Recommendations' })).toBeTruthy();
    expect(screen.getByText('No session.')).toBeTruthy();
  });
});
