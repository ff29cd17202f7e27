import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/**
 * Cookie parsing and `reply.setCookie` (@fastify/cookie) for the whole app: the form token a page sets for
 * forms posted without JavaScript, and the session cookies of later features.
 */
export const cookiePlugin = fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
