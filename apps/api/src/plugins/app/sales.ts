import fp from 'fastify-plugin';
import { chatVisitorEmail } from '../../conversations/chat-visitor-email.ts';
import { CrmErasure } from '../../crm/crm-erasure.ts';
import { CrmSync } from '../../crm/crm-sync.ts';
import { createHubSpotCrm, type HubSpotSettings } from '../../crm/hubspot.ts';
import { AlertDispatcher } from '../../delivery/alert-dispatcher.ts';
import { LeadNotifier, type LeadNotifierConfig } from '../../delivery/lead-deliveries.ts';
import { type DeliveryConfig, DeliveryWorker } from '../../delivery/worker.ts';
import { DELIVERY_DEFAULTS } from '../../env.ts';
import { nextPurgeAt, purgeExpired, type RetentionSettings } from '../../privacy/privacy.ts';
import { DEFAULT_STAFF_AUTH, type StaffAuthDeps } from '../../staff/staff-auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery worker of every outbound message (delivery/worker.ts). */
    deliveries: DeliveryWorker;
    /** The lead notifications: their channels and the poke after a commit (delivery/lead-deliveries.ts). */
    notifier: LeadNotifier;
    /** The alert dispatcher: the event log's reader that writes the deliveries (delivery/alert-dispatcher.ts). */
    alerts: AlertDispatcher;
    /** How long leads are kept (privacy/privacy.ts). */
    retention: RetentionSettings;
    /** What staff sign-in is given (staff/staff-auth.ts): the password check. */
    staffAuth: StaffAuthDeps;
  }
}

/** Options of {@link salesPlugin}, from the notification and retention settings (README "Settings"). */
export interface SalesPluginOptions {
  notifier: Omit<DeliveryConfig, keyof typeof DELIVERY_DEFAULTS> &
    Partial<DeliveryConfig> &
    Omit<LeadNotifierConfig, 'confirmationUrl' | 'chatVisitorEmail'>;
  retention: RetentionSettings;
  /** HubSpot's token and origin (HUBSPOT_ACCESS_TOKEN, HUBSPOT_BASE_URL); absent: the CRM sync is off. */
  crm?: HubSpotSettings | undefined;
  /** UTC hour of the nightly purge (PURGE_HOUR_UTC). */
  purgeHourUtc: number;
  /** Run the delivery worker and the nightly purge in the background (false in tests, which drive them). */
  background: boolean;
  /** Replaces staff sign-in's dependencies (tests count the password checks); {@link DEFAULT_STAFF_AUTH} else. */
  staffAuth?: Partial<StaffAuthDeps> | undefined;
  /**
   * The delivery worker's clock: CLOCK_START's when set (the rows a shifted chat turn stamps are then due on the
   * same clock), else the wall clock.
   */
  clock?: (() => Date) | undefined;
}

/**
 * The sales side's background work: decorates the app with `deliveries` (the delivery worker, its lanes started
 * once the app is ready, when their channel is configured), `notifier` (the lead notifications, the renderer of a
 * lead's deliveries), `alerts` (the alert dispatcher, started with the worker; the live plugin pokes it on every
 * append), `retention` and `staffAuth` (staff sign-in's password check), and runs the retention
 * purge every night at `purgeHourUtc`:00 UTC (one instance of several purges: privacy/privacy.ts `purgeExpired`).
 * Both stop when the app closes. Needs the database.
 */
export const salesPlugin = fp<SalesPluginOptions>(
  async (app, options) => {
    const em = () => app.db.em();
    const deliveries = new DeliveryWorker(
      { ...DELIVERY_DEFAULTS, ...options.notifier, crm: options.crm !== undefined },
      em,
      app.log.child({ worker: 'deliveries' }),
      options.clock,
    );
    const notifier = new LeadNotifier(
      {
        ...options.notifier,
        // The newsletter's confirmation emails carry links signed by the consent keys (decision 006).
        confirmationUrl: (subscriptionId) => app.newsletterConsent.confirmationUrl(subscriptionId),
        chatVisitorEmail,
      },
      deliveries,
      em,
    );
    deliveries.register(notifier);
    // The CRM sync (decision 097) and a privacy deletion's erasure (decision 101): the renderers of the `crm`
    // lane, through one client, so one limiter paces every call to HubSpot.
    if (options.crm) {
      const hubspot = createHubSpotCrm(options.crm);
      const log = app.log.child({ worker: 'crm' });
      deliveries.register(new CrmSync(hubspot, em, log));
      deliveries.register(new CrmErasure(hubspot, log));
    }
    const alerts = new AlertDispatcher({
      em,
      channels: () => notifier.channels,
      // A meeting's e-mails need SMTP; the newsletter's confirmations also the link signer (decision 006).
      emails: () => ({
        meetings: deliveries.transports.available.email,
        confirmations: notifier.emailsConfirmations,
      }),
      poke: (poke) => deliveries.poke(poke),
      crm: () => deliveries.transports.available.crm,
      pokeCrm: () => deliveries.pokeCrm(),
      log: app.log.child({ worker: 'alerts' }),
      now: options.clock ?? (() => new Date()),
    });
    // A run of every due delivery first lets the desk decide the owners of the leads just committed and plans
    // their alerts (an assignment's decision is an alert's moment).
    deliveries.beforeRunDue(async () => {
      if (app.hasDecorator('desk')) await app.desk.idle();
      await alerts.drain();
    });
    app.decorate('deliveries', deliveries);
    app.decorate('alerts', alerts);
    app.decorate('notifier', notifier);
    app.decorate('retention', options.retention);
    app.decorate('staffAuth', { ...DEFAULT_STAFF_AUTH, ...options.staffAuth });
    let purgeTimer: NodeJS.Timeout | undefined;
    if (options.background) {
      // Once every plugin registered its renderer (the meetings').
      app.addHook('onReady', async () => {
        deliveries.start();
        alerts.start();
      });
      const schedulePurge = () => {
        const now = new Date();
        const slot = nextPurgeAt(now, options.purgeHourUtc);
        purgeTimer = setTimeout(() => {
          // app.db.em() throws while the database is unreachable: inside the chain, so it is logged, not fatal.
          // Every instance's timer fires; the advisory lock and `onceSince` let one of them purge (privacy/privacy.ts).
          Promise.resolve()
            .then(() => purgeExpired(app.db.em(), options.retention, new Date(), { onceSince: slot }))
            .then((counts) =>
              counts
                ? app.log.info({ counts }, 'retention purge done')
                : app.log.info('retention purge left to another instance'),
            )
            .catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed'))
            .finally(schedulePurge);
        }, slot.getTime() - now.getTime());
        purgeTimer.unref();
      };
      schedulePurge();
    }
    app.addHook('onClose', async () => {
      clearTimeout(purgeTimer);
      await alerts.stop();
      await deliveries.stop();
    });
  },
  { name: 'sales', dependencies: ['database', 'newsletter-consent'] },
);
