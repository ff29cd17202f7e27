import fp from 'fastify-plugin';
import { type DeskSettings, LeadDesk } from '../../desk/lead-desk.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sales desk: lead assignment and first-response escalations (desk/lead-desk.ts). */
    desk: LeadDesk;
  }
}

/** Options of {@link deskPlugin}. */
export interface DeskPluginOptions {
  settings: DeskSettings;
  /** The app's clock. */
  clock: () => Date;
  /** Run the sweep and the escalation check in the background (false in tests, which call `desk.check`). */
  background: boolean;
}

/**
 * Decorates the app with `desk` ({@link LeadDesk}); in the background runs its sweep and escalation check every
 * `checkIntervalMs`. Stops (and waits for a running assignment) when the app closes. Needs the database.
 */
export const deskPlugin = fp<DeskPluginOptions>(
  async (app, options) => {
    const desk = new LeadDesk(
      options.settings,
      () => app.db.statements(),
      app.log.child({ worker: 'desk' }),
      options.clock,
    );
    app.decorate('desk', desk);
    if (options.background) desk.start();
    app.addHook('onClose', async () => {
      await desk.stop();
    });
  },
  { name: 'desk', dependencies: ['database', 'sales'] },
);
