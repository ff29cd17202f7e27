// @vitest-environment jsdom
import { attributionSchema } from '@northline/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_STORAGE_KEY,
  attributionFrom,
  captureAttribution,
  readAttribution,
} from './attribution.ts';

const site = { pathname: '/', search: '', host: 'www.northline-it.example' };

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('attributionFrom (first-touch attribution)', () => {
  it('keeps the landing page with its query and maps utm_* and gclid to camelCase fields', () => {
    const attribution = attributionFrom(
      {
        ...site,
        pathname: '/toronto',
        search:
          '?utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=it+support&utm_content=hero&gclid=abc123&other=1',
      },
      '',
    );
    expect(attribution).toEqual({
      landingPage:
        '/toronto?utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=it+support&utm_content=hero&gclid=abc123&other=1',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'fall',
      utmTerm: 'it support',
      utmContent: 'hero',
      gclid: 'abc123',
    });
    expect(attributionSchema.safeParse(attribution).success).toBe(true);
  });

  it('keeps a meeting’s manage link as its page, never its token', () => {
    const attribution = attributionFrom(
      { ...site, pathname: '/meetings/manage/0a1b2c3d-0000-4000-8000-000000000000.1.secretsignature' },
      '',
    );
    expect(attribution).toEqual({ landingPage: '/meetings/manage' });
  });

  it("keeps only the referrer's host name, never its path or query, and none for this site's own pages", () => {
    expect(attributionFrom(site, 'https://www.google.com/search?q=dana+lee+email').referrerHost).toBe(
      'www.google.com',
    );
    expect(attributionFrom(site, 'https://www.northline-it.example/about').referrerHost).toBeUndefined();
    expect(attributionFrom(site, '').referrerHost).toBeUndefined();
    expect(attributionFrom(site, 'not a url').referrerHost).toBeUndefined();
    expect(attributionFrom(site, 'android-app://com.google.android.gm/').referrerHost).toBeUndefined();
  });

  it("leaves blank values out and cuts long ones to the API's limits, so the API never refuses the lead", () => {
    const attribution = attributionFrom(
      { ...site, search: `?utm_source=%20%20&utm_campaign=${'c'.repeat(300)}&gclid=${'g'.repeat(250)}` },
      '',
    );
    expect(attribution.utmSource).toBeUndefined();
    expect(attribution.utmCampaign).toHaveLength(200);
    expect(attribution.gclid).toHaveLength(200);
    expect(attribution.landingPage).toHaveLength(500);
    expect(attributionSchema.safeParse(attribution).success).toBe(true);
  });
});

describe('captureAttribution and readAttribution', () => {
  it('store the first page view of the session and keep it on later pages (first touch)', () => {
    expect(readAttribution()).toBeUndefined();
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_medium=email');
    captureAttribution();
    window.history.replaceState(null, '', '/contact?utm_source=google');
    captureAttribution();
    expect(readAttribution()).toEqual({
      landingPage: '/?utm_source=newsletter&utm_medium=email',
      utmSource: 'newsletter',
      utmMedium: 'email',
    });
  });

  it('read back only known text fields within their limits', () => {
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ landingPage: ' /x ', utmSource: 42, evil: 'y', gclid: 'g'.repeat(300) }),
    );
    expect(readAttribution()).toEqual({ landingPage: '/x', gclid: 'g'.repeat(200) });
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{broken');
    expect(readAttribution()).toBeUndefined();
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, '["/x"]');
    expect(readAttribution()).toBeUndefined();
  });
});
