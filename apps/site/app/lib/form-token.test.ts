// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_FORM_TOKENS_GLOBAL, earlyFormToken, takeFormTokensOnFirstUse } from './form-token.ts';
import { createFormTokenSource } from './lead-capture.ts';

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_FORM_TOKENS_GLOBAL];
});

function page() {
  document.body.innerHTML = `
    <form data-form-token id="contact"><input name="firstName"><select name="employees"><option>1-10</option></select></form>
    <form data-form-token id="newsletter"><input name="email"></form>
    <form id="search"><input name="q"></form>`;
  const byId = (id: string) => document.getElementById(id) as HTMLFormElement;
  return { contact: byId('contact'), newsletter: byId('newsletter'), search: byId('search') };
}

describe('takeFormTokensOnFirstUse (decision 019)', () => {
  it('takes one token per marked form at its first focus, pointer, touch or input, and none for other forms', async () => {
    const forms = page();
    let issued = 0;
    takeFormTokensOnFirstUse(document, async () => `token-${++issued}`);
    forms.search.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(issued).toBe(0);
    forms.contact.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    forms.contact.querySelector('select')?.dispatchEvent(new Event('input', { bubbles: true }));
    forms.newsletter.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(issued).toBe(2);
    expect(await earlyFormToken(forms.contact)).toBe('token-1');
    expect(await earlyFormToken(forms.newsletter)).toBe('token-2');
    // Handed over once: a used token is never offered again.
    expect(earlyFormToken(forms.contact)).toBeUndefined();
    expect(earlyFormToken(forms.search)).toBeUndefined();
    expect(earlyFormToken(null)).toBeUndefined();
  });

  it('takes the token of a form whose field already has the focus when the boot script runs', async () => {
    const forms = page();
    forms.newsletter.querySelector('input')?.focus();
    takeFormTokensOnFirstUse(document, async () => 'early');
    expect(await earlyFormToken(forms.newsletter)).toBe('early');
  });
});

describe('a form adopts the token taken at its first use', () => {
  it('uses it for the first submission, and fetches a fresh one after a success', async () => {
    const forms = page();
    takeFormTokensOnFirstUse(document, async () => 'taken-at-first-use');
    forms.contact.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    let fetched = 0;
    const tokens = createFormTokenSource(
      async () => `fetched-${++fetched}`,
      () => earlyFormToken(forms.contact),
    );
    expect(await tokens.current()).toBe('taken-at-first-use');
    expect(fetched).toBe(0);
    tokens.renew();
    expect(await tokens.current()).toBe('fetched-1');
  });

  it('fetches on its own when no token was taken (the form hydrated before any interaction)', async () => {
    const forms = page();
    const tokens = createFormTokenSource(
      async () => 'fetched',
      () => earlyFormToken(forms.contact),
    );
    expect(await tokens.current()).toBe('fetched');
  });
});
