import { describe, expect, it } from 'vitest';
import { embedManifestSchema } from './embed.ts';

const file = (name: string) => ({
  file: name,
  integrity: 'sha384-hZXaQ0K4Dmmw2FohNf+nj4hKoGjNIAxzp0cO588egeGFNbtSD9V1gYk/wx9QkKyV',
  bytes: 1000,
  gzipBytes: 400,
});

describe('embedManifestSchema', () => {
  it('accepts the manifest the widget build writes', () => {
    const manifest = {
      version: '0.1.0',
      loader: file('chat-widget.js'),
      bundle: file('chat-widget@0.1.0.js'),
    };
    expect(embedManifestSchema.parse(manifest)).toEqual(manifest);
  });

  it('refuses a file name that is not a plain script name, so the API never serves another path', () => {
    for (const name of ['../secret.js', 'dir/chat.js', 'chat-widget.css', '']) {
      const manifest = { version: '0.1.0', loader: file(name), bundle: file('chat-widget@0.1.0.js') };
      expect(embedManifestSchema.safeParse(manifest).success, name).toBe(false);
    }
  });
});
