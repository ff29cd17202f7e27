// @vitest-environment jsdom
import { CHAT_SESSION_ID_KEY, CHAT_SESSION_TOKEN_KEY, CHAT_STATE_KEY } from '@northline/chat-widget/session';
import { type ContactFormConfig, contactForms } from '@northline/content';
import { CONTACT_FIELD_MAX, SIZE_BANDS } from '@northline/schemas';
import { ToastProvider } from '@northline/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';
import { fakeFormApi } from './form-test-helpers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const config: ContactFormConfig = contactForms.toronto;
const element = () => (
  <ToastProvider>
    <ContactForm config={config} name="Get your free IT assessment" />
  </ToastProvider>
);

const lead = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@harbourlaw.example',
  phone: '(416) 555-0199',
  company: 'Harbour Law LLP',
  employees: SIZE_BANDS.standard[1] ?? '',
  message: 'Our file server keeps dropping off the network.',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: typeof lead) {
  const { labels } = config;
  await user.type(screen.getByLabelText(labels.firstName), values.firstName);
  await user.type(screen.getByLabelText(labels.lastName), values.lastName);
  await user.type(screen.getByLabelText(labels.email), values.email);
  await user.type(screen.getByLabelText(labels.phone), values.phone);
  await user.type(screen.getByLabelText(labels.company), values.company);
  await user.selectOptions(screen.getByLabelText(labels.employees), values.employees);
  await user.type(screen.getByLabelText(labels.message), values.message);
}

const submitButton = () => screen.getByRole('button', { name: config.submitLabel });

describe('ContactForm without JavaScript (decision 003)', () => {
  const html = renderToString(element());
  const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form') as HTMLFormElement;
  const control = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;

  it('posts natively to /api/contact, without noValidate, so the browser checks the fields itself', () => {
    expect(form.getAttribute('action')).toBe('/api/contact');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('novalidate')).toBe(false);
  });

  it('carries the native constraints of §5 and the API limits', () => {
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'employees']) {
      expect(control(name).required, name).toBe(true);
    }
    expect(control('message').required).toBe(false);
    expect(control('email').type).toBe('email');
    expect(control('phone').type).toBe('tel');
    expect(control('phone').minLength).toBe(10);
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'message'] as const) {
      expect(control(name).maxLength, name).toBe(CONTACT_FIELD_MAX[name]);
    }
    const select = control('employees') as unknown as HTMLSelectElement;
    expect(select.options[0]?.value).toBe('');
    expect(select.options[0]?.textContent).toBe(config.employeesPlaceholder);
  });

  it('names its page in a hidden source, has an empty hidden formToken and the honeypot out of reach', () => {
    expect([control('source').type, control('source').value]).toEqual(['hidden', config.source]);
    expect([control('formToken').type, control('formToken').value]).toEqual(['hidden', '']);
    const honeypot = control('website');
    expect(honeypot.type).toBe('text');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form.querySelector(`label[for="${honeypot.id}"]`)?.textContent).toBe('Leave this field empty');
  });
});

describe('ContactForm with JavaScript (decision 003)', () => {
  it('sets noValidate once hydrated and shows the specification messages instead', async () => {
    fakeFormApi();
    const user = userEvent.setup();
    render(element());
    const form = screen.getByRole('form', { name: 'Get your free IT assessment' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    await user.click(submitButton());
    expect(await screen.findByText('First name is required')).toBeTruthy();
  });

  it('fetches a form token on first focus only, and keeps it out of view of assistive technology', async () => {
    const api = fakeFormApi();
    const user = userEvent.setup();
    render(element());
    expect(api.tokenFetches()).toBe(0);
    await user.type(screen.getByLabelText(config.labels.firstName), 'P');
    await user.type(screen.getByLabelText(config.labels.lastName), 'S');
    await waitFor(() => expect(api.tokenFetches()).toBe(1));
    expect(screen.queryByRole('textbox', { name: /leave this field/i })).toBeNull();
  });

  it('posts the values with source, honeypot, token, attribution and chat session under an Idempotency-Key', async () => {
    sessionStorage.setItem(
      'northline.attribution',
      JSON.stringify({ landingPage: '/?utm_source=newsletter', utmSource: 'newsletter' }),
    );
    sessionStorage.setItem(CHAT_SESSION_ID_KEY, 'chat-1736600000000-k3j9x0qa2b');
    sessionStorage.setItem(CHAT_SESSION_TOKEN_KEY, 'T'.repeat(43));
    sessionStorage.setItem(CHAT_STATE_KEY, '{"version":2}');
    const api = fakeFormApi();
    const user = userEvent.setup();
    render(element());
    await fill(user, lead);
    await user.click(submitButton());
    await waitFor(() => expect(api.postsTo('/api/contact')).toHaveLength(1));
    const [post] = api.postsTo('/api/contact');
    expect(post?.body).toEqual({
      ...lead,
      source: config.source,
      website: '',
      formToken: 'token-1',
      attribution: { landingPage: '/?utm_source=newsletter', utmSource: 'newsletter' },
      chatSessionId: 'chat-1736600000000-k3j9x0qa2b',
    });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The chat's token proves this browser holds the chat; it never goes in the body.
    expect(post?.headers['x-session-token']).toBe('T'.repeat(43));
    expect(post?.headers['content-type']).toBe('application/json');
  });

  it('sends no chat session without a conversation, and what a bot put in the honeypot', async () => {
    sessionStorage.setItem(CHAT_SESSION_ID_KEY, 'chat-1736600000000-k3j9x0qa2b');
    const api = fakeFormApi();
    const user = userEvent.setup();
    const { container } = render(element());
    await fill(user, lead);
    (container.querySelector('input[name="website"]') as HTMLInputElement).value = 'https://spam.example';
    await user.click(submitButton());
    await waitFor(() => expect(api.postsTo('/api/contact')).toHaveLength(1));
    const body = api.postsTo('/api/contact')[0]?.body;
    expect(body).not.toHaveProperty('chatSessionId');
    expect(body).not.toHaveProperty('attribution');
    expect(body?.website).toBe('https://spam.example');
  });

  it('retries unchanged values under the same key, changed values under a new one, and uses a new key and token after success', async () => {
    const unavailable = { status: 503, body: { error: 'Service unavailable' } };
    const stored = { status: 201, body: { id: '1', submittedAt: '2026-11-23T10:00:00.000Z', message: 'OK' } };
    const api = fakeFormApi([unavailable, unavailable, stored, stored]);
    const user = userEvent.setup();
    render(element());
    await fill(user, lead);
    const key = (index: number) => api.postsTo('/api/contact')[index]?.headers['idempotency-key'];

    await user.click(submitButton());
    await waitFor(() => expect(api.postsTo('/api/contact')).toHaveLength(1));
    // A retry of the same values (the failure toast kept them) is the same submission.
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    await user.click(submitButton());
    await waitFor(() => expect(api.postsTo('/api/contact')).toHaveLength(2));
    expect(key(1)).toBe(key(0));

    // Changed values are another submission.
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    await user.type(screen.getByLabelText(config.labels.company), ' Toronto');
    await user.click(submitButton());
    await waitFor(() => expect(api.postsTo('/api/contact')).toHaveLength(3));
    expect(key(2)).not.toBe(key(1));
    await waitFor(() => expect(screen.getByLabelText(config.labels.firstName)).toHaveProperty('value', ''));
    await waitFor(() => expect(api.tokenFetches()).toBe(2));

    // After a success, the same values again are a new lead, with the new token.
    await fill(user, lead);
    await user.click(submitButton());
    await waitFor(() => expect(api.postsTo('/api/contact')).toHaveLength(4));
    expect(key(3)).not.toBe(key(2));
    expect(key(3)).not.toBe(key(0));
    expect(api.postsTo('/api/contact')[3]?.body?.formToken).toBe('token-2');
    expect(api.postsTo('/api/contact')[0]?.body?.formToken).toBe('token-1');
  });
});
