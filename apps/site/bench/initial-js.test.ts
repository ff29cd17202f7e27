import { describe, expect, it } from 'vitest';
import { startIslands } from '../build-tools/finish-build.ts';
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

  it('leaves out the chat code an island page prefetches when idle (named relative to /assets/, never run at load)', () => {
    const html = startIslands(
      '<html><body><div data-island="chat-launcher" data-props="{}"></div></body></html>',
      ['/assets/islands-boot-A1.js'],
      ['react-B2.js', 'src-C3.js'],
    );
    expect(initialScripts(html)).toEqual(['/assets/islands-boot-A1.js']);
  });

  it('finds none in a page without scripts', () => {
    expect(initialScripts('<p>plain</p>')).toEqual([]);
  });
});
