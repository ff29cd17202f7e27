import { describe, expect, it } from 'vitest';
import { pageMetadataSchema } from './metadata.ts';
import { messageAt, REMOVE, withValue } from './test-utils.ts';

const metadata = {
  title: 'Managed IT Services Toronto | Northline IT',
  description: 'Managed IT services, cybersecurity and cloud for Toronto businesses.',
  keywords: ['managed it toronto', 'it support toronto'],
  canonical: '/toronto',
  ogTitle: 'Northline IT — Toronto',
  ogDescription: '24/7 IT support for the GTA.',
  ogImage: 'https://www.northline-it.example/og/toronto.png',
  structuredData: { '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Northline IT' },
  location: 'toronto',
  service: 'Managed IT Services',
  customMeta: { 'ai-summary': 'Managed IT provider in Toronto', 'geo.region': 'CA-ON' },
};

describe('page metadata inputs (specification §3)', () => {
  it('accepts complete metadata', () => {
    expect(pageMetadataSchema.safeParse(metadata).success).toBe(true);
  });

  it('accepts title and description alone, and a list of structured-data objects', () => {
    expect(pageMetadataSchema.safeParse({ title: 'About', description: 'About us.' }).success).toBe(true);
    expect(
      pageMetadataSchema.safeParse({
        ...metadata,
        structuredData: [metadata.structuredData, { '@type': 'FAQPage' }],
      }).success,
    ).toBe(true);
  });

  it.each([
    ['title', REMOVE, 'Page title is required'],
    ['title', '  ', 'Page title is required'],
    ['title', 't'.repeat(201), 'Title must be at most 200 characters'],
    ['description', '', 'Page description is required'],
    ['canonical', 'toronto', 'Canonical must be a path starting with / or an http(s) URL'],
    ['canonical', '//evil.example/x', 'Canonical must be a path starting with / or an http(s) URL'],
    ['ogImage', 'javascript:alert(1)', 'Social image must be a path starting with / or an http(s) URL'],
    ['location', 'ottawa', 'Unknown location'],
    ['keywords', Array(51).fill('k'), 'Keywords must have at most 50 items'],
    ['structuredData', 'json', 'Structured data must be an object or a list of objects'],
    [
      'customMeta',
      Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`m${i}`, 'x'])),
      'Custom meta must have at most 50 entries',
    ],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(pageMetadataSchema, withValue(metadata, path, value), path)).toBe(message);
  });

  it.each(['bad name', '1st', 'm'.repeat(101)])('rejects the custom meta name %j', (name) => {
    expect(
      messageAt(pageMetadataSchema, { ...metadata, customMeta: { [name]: 'x' } }, `customMeta.${name}`),
    ).toBe('Meta names must start with a letter and have at most 100 letters, digits, :, ., _ or -');
  });

  it('bounds custom meta contents', () => {
    const input = { ...metadata, customMeta: { 'ai-summary': 'x'.repeat(1001) } };
    expect(messageAt(pageMetadataSchema, input, 'customMeta.ai-summary')).toBe(
      'Meta content must be at most 1000 characters',
    );
  });
});
