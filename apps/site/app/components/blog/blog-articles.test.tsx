// @vitest-environment jsdom
import { blogPage } from '@northline/content';
import { ToastProvider } from '@northline/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFormApi } from '../forms/form-test-helpers.ts';
import { NewsletterForm } from '../forms/newsletter-form.tsx';
import { BlogArticles } from './blog-articles.tsx';

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

describe('BlogArticles (the search and chips filter the listed articles)', () => {
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

describe('NewsletterForm (explicit, unticked CASL consent)', () => {
  const { newsletter } = blogPage;
  const renderForm = () =>
    render(
      <ToastProvider>
        <NewsletterForm copy={newsletter} />
      </ToastProvider>,
    );

  it('is a plain HTML form without JavaScript: action, method, native constraints, the honeypot, no noValidate', () => {
    const html = renderToString(
      <ToastProvider>
        <NewsletterForm copy={newsletter} />
      </ToastProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/newsletter');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('novalidate')).toBe(false);
    const email = form.querySelector('input[name="email"]') as HTMLInputElement;
    expect([email.type, email.required, email.maxLength]).toEqual(['email', true, 254]);
    const consent = form.querySelector('input[name="consent"]') as HTMLInputElement;
    expect([consent.type, consent.required, consent.value, consent.checked]).toEqual([
      'checkbox',
      true,
      'true',
      false,
    ]);
    const honeypot = form.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect((form.querySelector('input[name="formToken"]') as HTMLInputElement).value).toBe('');
  });

  it('starts unticked and refuses to send without a valid email and consent', async () => {
    const api = fakeFormApi();
    const user = userEvent.setup();
    renderForm();
    const form = screen.getByRole('form', { name: newsletter.title }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    // Hydrated: the specification's messages replace the browser's own checks.
    expect(form.noValidate).toBe(true);
    const consent = screen.getByRole('checkbox', { name: newsletter.consentLabel }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: newsletter.submit }));
    expect(await screen.findByText(newsletter.invalidEmail)).toBeTruthy();
    expect(screen.getByText(newsletter.consentRequired)).toBeTruthy();
    expect(api.postsTo('/api/newsletter')).toEqual([]);
  });

  it('posts { email, consent: true } with the lead-capture fields and an Idempotency-Key, then empties the form', async () => {
    sessionStorage.setItem('northline.attribution', JSON.stringify({ landingPage: '/blog?utm_source=x' }));
    const api = fakeFormApi();
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText(newsletter.emailLabel) as HTMLInputElement;
    await user.type(email, 'owner@bayst-dental.example');
    await user.click(screen.getByRole('checkbox', { name: newsletter.consentLabel }));
    await user.click(screen.getByRole('button', { name: newsletter.submit }));
    await waitFor(() => expect(api.postsTo('/api/newsletter')).toHaveLength(1));
    const [post] = api.postsTo('/api/newsletter');
    expect(post?.body).toEqual({
      email: 'owner@bayst-dental.example',
      consent: true,
      website: '',
      formToken: 'token-1',
      attribution: { landingPage: '/blog?utm_source=x' },
    });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(email.value).toBe(''));
    // The toast viewport's code loads on the first toast.
    expect((await screen.findAllByText(newsletter.success.title)).length).toBeGreaterThan(0);
    // A token is good for one lead: the next one is fetched at once.
    await waitFor(() => expect(api.tokenFetches()).toBe(2));
  });
});
