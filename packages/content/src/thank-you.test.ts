import { describe, expect, it } from 'vitest';
import {
  blogPage,
  contactApiMessages,
  contactForms,
  isThankYouFormKey,
  META_DESCRIPTION_MAX,
  THANK_YOU_FORM_KEYS,
  thankYouPages,
  thankYouPath,
} from './index.ts';

describe('thank-you pages (decision 003)', () => {
  it('exist for every contact form, by its page key, and for the newsletter', () => {
    expect(THANK_YOU_FORM_KEYS).toEqual([...Object.keys(contactForms), 'newsletter']);
    expect(Object.keys(thankYouPages).sort()).toEqual([...THANK_YOU_FORM_KEYS].sort());
    for (const [key, config] of Object.entries(contactForms)) {
      // The API redirects to /thank-you/<config.page>: the key and the page must agree.
      expect(config.page).toBe(key);
      expect(thankYouPages[config.page as keyof typeof contactForms].form).toBe(key);
    }
    expect(thankYouPath('toronto')).toBe('/thank-you/toronto');
  });

  it("say what the form's §8 success toast says; the server-message forms show its fallback", () => {
    expect(thankYouPages.home).toMatchObject({ title: 'Success!', message: contactApiMessages.success });
    expect(thankYouPages.contact).toMatchObject({
      title: 'Message sent successfully!',
      message: "We'll get back to you within 1 business day.",
    });
    expect(thankYouPages.toronto.message).toBe(
      "Your assessment request has been submitted. We'll contact you within 1 business day.",
    );
    expect(thankYouPages.legal.message).toBe("We'll get back to you within 24 hours.");
    expect(thankYouPages.newsletter.title).toBe(blogPage.newsletter.success.title);
    expect(thankYouPages.newsletter.message).toBe(blogPage.newsletter.success.description);
  });

  it("link back to the form's section", () => {
    expect(thankYouPages.home.back).toEqual({
      label: 'Back to the home page',
      target: { kind: 'route', route: 'home', hash: 'contact' },
    });
    expect(thankYouPages['managed-it'].back).toEqual({
      label: 'Back to Managed IT Services',
      target: { kind: 'route', route: 'managed-it-services', hash: 'contact' },
    });
    expect(thankYouPages.newsletter.back).toEqual({
      label: 'Back to the blog',
      target: { kind: 'route', route: 'blog', hash: 'newsletter' },
    });
  });

  it('have a title and a description that fits a meta description', () => {
    for (const page of Object.values(thankYouPages)) {
      expect(page.meta.title).toMatch(/\| Northline IT$/);
      expect(page.meta.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
  });

  it('recognise their keys', () => {
    expect(isThankYouFormKey('real-estate')).toBe(true);
    expect(isThankYouFormKey('newsletter')).toBe(true);
    expect(isThankYouFormKey('nope')).toBe(false);
    expect(isThankYouFormKey(undefined)).toBe(false);
  });
});
