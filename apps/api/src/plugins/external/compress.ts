import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Whether a route's answers skip compression: the API's POSTs (`/api/...`, `/trpc/...`), whose JSON answers
 * (a lead's id, a chat reply) are a few hundred bytes to 2 KB. Their onSend hook cost every lead and every chat
 * message time for nothing (issue 15, decision 004): under the 1 KiB threshold it never compressed, and a chat
 * reply saves well under a kilobyte. Request bodies are still decompressed.
 */
export function answersUncompressed(route: { method: string | string[]; url: string }): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return (
    methods.every((method) => method === 'POST') &&
    (route.url.startsWith('/api/') || route.url.startsWith('/trpc'))
  );
}

/**
 * Response compression (@fastify/compress): Brotli or gzip for compressible answers over 1 KiB — the
 * built site's HTML, JavaScript and CSS, and the JSON of the API's GETs (the staff inbox, the OpenAPI document).
 * The API's POSTs are left out ({@link answersUncompressed}). The chat stream writes to the socket itself and is
 * never buffered by this.
 */
export const compressPlugin = fp(
  async (app) => {
    // Runs before @fastify/compress's own onRoute hook, which reads `compress` to leave a route out.
    app.addHook('onRoute', (route) => {
      if (route.compress === undefined && answersUncompressed(route)) route.compress = false;
    });
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'compress' },
);
