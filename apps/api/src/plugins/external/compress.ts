import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Response compression (@fastify/compress): Brotli or gzip for compressible answers over 1 KiB — the
 * built site's HTML, JavaScript and CSS, and JSON. The chat stream writes to the socket itself and is
 * never buffered by this.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'compress' },
);
