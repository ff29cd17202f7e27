import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { MeetingOutbox } from '../../services/meeting-outbox.ts';
import type { MeetingSettings } from '../../services/meetings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The meeting booking's settings and clock (services/meetings.ts). */
    meetings: MeetingSettings;
    /** The meetings' outbox worker (services/meeting-outbox.ts). */
    meetingOutbox: MeetingOutbox;
  }
}

/** Options of {@link meetingsPlugin}: the MEETING_* settings and the channels of the sales settings. */
export interface MeetingsPluginOptions {
  durationMinutes: number;
  bufferMinutes: number;
  maxDaysAhead: number;
  /** MEETING_TOKEN_SECRET; a random key per process when absent (links then stop working after a restart). */
  tokenSecret?: string | undefined;
  location: string;
  from: string;
  siteUrl: string;
  smtpUrl?: string | undefined;
  webhookUrl?: string | undefined;
  webhookSecret?: string | undefined;
  retryBaseMs: number;
  maxAttempts: number;
  /** Run the outbox in the background (false in tests, which call `app.meetingOutbox.runDue`). */
  background: boolean;
  /** The clock; the wall clock when absent (tests inject a fixed one). */
  now?: (() => Date) | undefined;
}

/**
 * Meeting booking (docs/decisions/033): decorates the app with `meetings` (rules, link secret, clock, channels)
 * and `meetingOutbox` (started in the background when SMTP or the webhook is configured, stopped on close).
 */
export const meetingsPlugin = fp<MeetingsPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const tokenSecret = options.tokenSecret ?? randomBytes(32).toString('base64url');
    const outbox = new MeetingOutbox(
      {
        smtpUrl: options.smtpUrl,
        from: options.from,
        webhookUrl: options.webhookUrl,
        webhookSecret: options.webhookSecret,
        siteUrl: options.siteUrl,
        tokenSecret,
        location: options.location,
        durationMinutes: options.durationMinutes,
        retryBaseMs: options.retryBaseMs,
        maxAttempts: options.maxAttempts,
        intervalMs: 60_000,
      },
      () => app.db.em(),
      app.log.child({ worker: 'meeting-outbox' }),
      now,
    );
    app.decorate('meetingOutbox', outbox);
    app.decorate('meetings', {
      rules: {
        durationMinutes: options.durationMinutes,
        bufferMinutes: options.bufferMinutes,
        maxDaysAhead: options.maxDaysAhead,
      },
      tokenSecret,
      siteUrl: options.siteUrl,
      location: options.location,
      now,
      channels: outbox.channels,
      poke: () => outbox.poke(),
    } satisfies MeetingSettings);
    if (options.background) outbox.start();
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'meetings', dependencies: ['database'] },
);
