// @vitest-environment jsdom
import { blogPage } from '@northline/content';
import { ToastProvider } from '@northline/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogArticles } from './blog-articles.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const articleTitles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const chipNames = () =>
  within(screen.getByRole('group', { name: blogPage.search.categoriesLabel }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('BlogArticles (decisions.md "Blog")', () => {
  it('lists the featured and six recent articles, then filters them as the visitor types', async () => {
    const user = userEvent.setup();
    render(<BlogArticles page={blogPage} />);
    expect(articleTitles()).toHaveLength(7);
    expect(screen.getByRole('status').textContent).toBe('7 articles shown');

    await user.type(screen.getByRole('searchbox', { name: blogPage.search.label }), 'ransomware');
    expect(articleTitles()).toEqual([blogPage.featured.article.title]);
    expect(screen.getByRole('status').textContent).toBe('1 article shown');
    expect(chipNames()).toEqual([
      'All 24',
      'Cybersecurity 8',
      'Cloud Solutions 6',
      'IT Management 5',
      'Business Tips 5',
    ]);

    await user.type(screen.getByRole('searchbox'), ' weekend');
    expect(articleTitles()).toEqual([]);
    expect(screen.getByText(blogPage.search.noResults)).toBeTruthy();
  });

  it('chips press one category at a time and release back to All', async () => {
    const user = userEvent.setup();
    render(<BlogArticles page={blogPage} />);
    const chip = (name: string) => screen.getByRole('button', { name });
    await user.click(chip('IT Management 5'));
    expect(chip('IT Management 5').getAttribute('aria-pressed')).toBe('true');
    expect(chip('All 24').getAttribute('aria-pressed')).toBe('false');
    expect(articleTitles()).toEqual(['What a $99 per user managed IT plan covers, and what it does not']);
    await user.click(chip('IT Management 5'));
    expect(chip('All 24').getAttribute('aria-pressed')).toBe('true');
    expect(articleTitles()).toHaveLength(7);
  });
});

describe('NewsletterForm (decisions.md "Newsletter")', () => {
  const { newsletter } = blogPage;

  it('starts unticked and refuses to send without a valid email and consent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <NewsletterForm copy={newsletter} />
      </ToastProvider>,
    );
    expect(screen.getByRole('form', { name: newsletter.title }).getAttribute('method')).toBe('post');
    const consent = screen.getByRole('checkbox', { name: newsletter.consentLabel }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: newsletter.submit }));
    expect(await screen.findByText(newsletter.invalidEmail)).toBeTruthy();
    expect(screen.getByText(newsletter.consentRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts { email, consent: true } to /api/newsletter and empties the form', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <NewsletterForm copy={newsletter} />
      </ToastProvider>,
    );
    const email = screen.getByLabelText(newsletter.emailLabel) as HTMLInputElement;
    await user.type(email, 'owner@bayst-dental.example');
    await user.click(screen.getByRole('checkbox', { name: newsletter.consentLabel }));
    await user.click(screen.getByRole('button', { name: newsletter.submit }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'owner@bayst-dental.example', consent: true });
    await waitFor(() => expect(email.value).toBe(''));
    // The toast viewport's code loads on the first toast.
    expect((await screen.findAllByText(newsletter.success.title)).length).toBeGreaterThan(0);
  });
});
