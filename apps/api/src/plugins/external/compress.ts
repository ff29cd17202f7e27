import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Response compression (@fastify/compress): Brotli or gzip for compressible answers over 1 KiB — the built site's
 * HTML, JavaScript and CSS, and the JSON of the API's GETs (the staff inbox, the OpenAPI document). A route that
 * declares `compress: false` (its traits, plugins/app/route-traits.ts: the API's POSTs) is left out; register the
 * route-traits plugin first, which turns the trait into the route option this plugin reads. The chat stream writes
 * to the socket itself and is never buffered by this.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'compress', dependencies: ['route-traits'] },
);
