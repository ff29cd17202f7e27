import { describe, expect, it } from 'vitest';
import { initialScripts } from './initial-js.ts';

describe('initialScripts', () => {
  it('lists each script named by the page once: preload list and boot code, escaped or not', () => {
    const html =
      '<link rel="modulepreload" href="/assets/framework-A1.js"/>' +
      '<script>var p=["/assets/framework-A1.js","/assets/root-B2.js"],c="import \\"/assets/manifest-C3.js\\";";</script>' +
      '<link rel="stylesheet" href="/assets/root-D4.css"/>';
    expect(initialScripts(html)).toEqual([
      '/assets/framework-A1.js',
      '/assets/root-B2.js',
      '/assets/manifest-C3.js',
    ]);
  });

  it('finds none in a page without scripts', () => {
    expect(initialScripts('<p>plain</p>')).toEqual([]);
  });
});
