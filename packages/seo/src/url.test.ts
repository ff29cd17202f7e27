import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalPath, normalizeSiteUrl } from './url.ts';

const SITE = 'https://www.northline-it.example';

describe('site URLs (no trailing slash except the root)', () => {
  it('keeps the root slash and drops the others', () => {
    expect(absoluteUrl(SITE, '/')).toBe(`${SITE}/`);
    expect(absoluteUrl(SITE, '/about')).toBe(`${SITE}/about`);
    expect(absoluteUrl(`${SITE}/`, '/about/')).toBe(`${SITE}/about`);
    expect(canonicalPath('/toronto//?a=1#x')).toBe('/toronto?a=1#x');
  });

  it('keeps absolute URLs and a base path', () => {
    expect(absoluteUrl(SITE, 'https://cdn.example.com/og.png')).toBe('https://cdn.example.com/og.png');
    expect(normalizeSiteUrl('https://example.com/site/')).toBe('https://example.com/site');
    expect(absoluteUrl('https://example.com/site', '/about')).toBe('https://example.com/site/about');
  });

  it('rejects what is not an http(s) origin or a root-relative path', () => {
    expect(() => normalizeSiteUrl('www.example.com')).toThrow(TypeError);
    expect(() => normalizeSiteUrl('ftp://example.com')).toThrow(TypeError);
    expect(() => normalizeSiteUrl('https://example.com/?q=1')).toThrow(TypeError);
    expect(() => absoluteUrl(SITE, 'about')).toThrow(TypeError);
    expect(() => absoluteUrl(SITE, '//evil.example')).toThrow(TypeError);
  });
});
