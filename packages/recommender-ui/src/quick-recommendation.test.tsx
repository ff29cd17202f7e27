import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuickRecommendation, type QuickRecommendationProps } from './quick-recommendation.tsx';
import { type ApiServer, createGate, startApiServer } from './test/api-server.ts';
import { quickRecommendation } from './test/fixtures.ts';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});

afterAll(async () => {
  await api.close();
});

afterEach(() => {
  api.requests.length = 0;
});

function setup(props: Partial<QuickRecommendationProps> = {}) {
  const onGetQuote = vi.fn();
  const user = userEvent.setup();
  render(<QuickRecommendation apiBase={api.url} onGetQuote={onGetQuote} {...props} />);
  return { user, onGetQuote };
}

/** Whether a button is disabled. */
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const submit = () => screen.getByRole('button', { name: 'Get Recommendations' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Industry/ }), 'legal');
  await user.selectOptions(screen.getByRole('combobox', { name: /Company size/ }), '11-50');
}

describe('QuickRecommendation form (§4, §5)', () => {
  it('keeps submit disabled until both industry and company size are chosen', async () => {
    const { user } = setup();
    expect(isDisabled(submit())).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: /Industry/ }), 'legal');
    expect(isDisabled(submit())).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: /Company size/ }), '11-50');
    expect(isDisabled(submit())).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: /Industry/ }), '');
    expect(isDisabled(submit())).toBe(true);
  });

  it('offers the widget five challenges as chips that toggle on and off (aria-pressed)', async () => {
    const { user } = setup();
    const group = screen.getByRole('group', { name: /challenges/i });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Frequent downtime',
      'Security threats',
      'High IT costs',
      'Slow support response',
      'Compliance issues',
    ]);
    const security = within(group).getByRole('button', { name: 'Security threats' });
    expect(security.getAttribute('aria-pressed')).toBe('false');
    await user.click(security);
    expect(security.getAttribute('aria-pressed')).toBe('true');
    await user.click(security);
    expect(security.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the loading state while the request runs and sends the chosen values with timeline 3-6-months', async () => {
    const gate = createGate();
    api.on('POST', '/api/quick-recommendations', async () => {
      await gate.wait;
      return { status: 200, body: { recommendation: quickRecommendation } };
    });
    const { user } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Security threats' }));
    await user.click(screen.getByRole('button', { name: 'Compliance issues' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /budget/i }), '15k-50k');
    await user.click(submit());

    const loading = await screen.findByRole('button', { name: 'Analyzing...' });
    expect(isDisabled(loading)).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Analyzing...');
    gate.open();
    await screen.findByRole('heading', { name: 'Recommended for your business' });

    expect(api.calls('POST', '/api/quick-recommendations').map((call) => call.body)).toEqual([
      {
        industry: 'legal',
        companySize: '11-50',
        challenges: ['security-threats', 'compliance-issues'],
        budget: '15k-50k',
        timeline: '3-6-months',
      },
    ]);
    const request = api.calls('POST', '/api/quick-recommendations')[0];
    expect(request?.headers['content-type']).toBe('application/json');
  });
});

describe('QuickRecommendation results (§4)', () => {
  async function showResults(
    props: Partial<QuickRecommendationProps> = {},
    heading = 'Recommended for your business',
  ) {
    api.on('POST', '/api/quick-recommendations', {
      status: 200,
      body: { recommendation: quickRecommendation },
    });
    const context = setup(props);
    await fillRequired(context.user);
    await context.user.click(submit());
    await screen.findByRole('heading', { name: heading });
    return context;
  }

  it('shows the confidence as a rounded percent and moves focus to the results heading', async () => {
    await showResults();
    expect(screen.getByText('87%')).toBeTruthy();
    // Focus moves in an effect after the results render.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Recommended for your business' }),
      ),
    );
    expect(screen.getByText(quickRecommendation.customMessage)).toBeTruthy();
  });

  it('shows only the first 2 services with their first 2 benefits each', async () => {
    await showResults();
    const cards = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-service'));
    expect(cards.map((card) => card.dataset.service)).toEqual(['cybersecurity', 'managed-it']);
    expect(
      within(cards[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['24/7 threat monitoring', 'Ransomware protection']);
    expect(within(cards[1] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Backup & Recovery')).toBeNull();
    expect(screen.queryByText('Phishing training')).toBeNull();
    expect(screen.getByText('$1,499')).toBeTruthy();
  });

  it('colours priorities: high red, medium yellow', async () => {
    await showResults();
    const high = screen.getByText('High priority');
    const medium = screen.getByText('Medium priority');
    expect(high.getAttribute('data-priority-tone')).toBe('red');
    expect(medium.getAttribute('data-priority-tone')).toBe('yellow');
    expect(high.className).not.toBe(medium.className);
  });

  it('calls the host back with the service id on Get Quote', async () => {
    const { user, onGetQuote } = await showResults();
    await user.click(screen.getByRole('button', { name: 'Get Quote: Managed IT Services' }));
    expect(onGetQuote).toHaveBeenCalledExactlyOnceWith('managed-it');
  });

  it('goes back to the form with the values kept on Try Different Options', async () => {
    const { user } = await showResults();
    await user.click(screen.getByRole('button', { name: 'Try Different Options' }));
    const industry = screen.getByRole('combobox', { name: /Industry/ });
    expect((industry as HTMLSelectElement).value).toBe('legal');
    await waitFor(() => expect(document.activeElement).toBe(industry));
    expect(isDisabled(submit())).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Recommended for your business' })).toBeNull();
  });

  it('renders the full-recommendations link the host gives, in a new tab', async () => {
    await showResults({
      fullRecommendations: {
        href: '/ai-recommendation-test',
        label: 'See Full Recommendations',
        newTab: true,
      },
    });
    const link = screen.getByRole('link', { name: 'See Full Recommendations' });
    expect(link.getAttribute('href')).toBe('/ai-recommendation-test');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('uses the texts the host passes', async () => {
    await showResults(
      { texts: { resultsTitle: 'Our recommendation', confidenceLabel: 'Match confidence' } },
      'Our recommendation',
    );
    expect(screen.getByText(/Match confidence/)).toBeTruthy();
  });
});

describe('QuickRecommendation failure (§8)', () => {
  it("shows 'Failed to generate recommendations' as an alert and keeps the form filled", async () => {
    api.on('POST', '/api/quick-recommendations', { status: 503, body: { error: 'Service unavailable' } });
    const { user } = setup();
    await fillRequired(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to generate recommendations');
    expect((screen.getByRole('combobox', { name: /Industry/ }) as HTMLSelectElement).value).toBe('legal');
    expect(isDisabled(submit())).toBe(false);
  });
});
