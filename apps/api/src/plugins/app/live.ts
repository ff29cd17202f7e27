import fp from 'fastify-plugin';
import { LiveEventHub } from '../../services/live-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's fan-out of live hand-off events (services/live-events.ts). */
    liveEvents: LiveEventHub;
  }
}

/** Options of {@link livePlugin}. */
export interface LivePluginOptions {
  /** Milliseconds between attempts to reopen the LISTEN connection (tests shorten it). */
  listenRetryMs?: number | undefined;
}

/**
 * Decorates the app with `liveEvents`, the instance's {@link LiveEventHub}: it listens for appended events from
 * start (while the database is unreachable it keeps trying) and stops when the app closes. Needs the database.
 */
export const livePlugin = fp<LivePluginOptions>(
  async (app, options) => {
    const hub = new LiveEventHub(app.db, app.log.child({ worker: 'live-events' }), {
      retryMs: options.listenRetryMs,
    });
    app.decorate('liveEvents', hub);
    await hub.start();
    app.addHook('onClose', async () => {
      await hub.stop();
    });
  },
  { name: 'live', dependencies: ['database'] },
);
