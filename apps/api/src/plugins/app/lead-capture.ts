import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { FORM_TOKEN_MAX_AGE_MS, FormTokens } from '../../leads/lead-capture.ts';
import { inlineLeadJudge, type LeadJudge, ThreadLeadJudge } from '../../leads/lead-quality.ts';
import { SessionTokens } from '../../visitor-sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and checks the forms' signed, time-stamped tokens (see leads/lead-capture.ts). */
    formTokens: FormTokens;
    /** Issues visitor session ids and checks their tokens (visitor-sessions.ts, decision 012). */
    sessionTokens: SessionTokens;
    /** Judges contact requests' lead quality, on its own thread or inline (leads/lead-quality.ts). */
    leadJudge: LeadJudge;
  }
  interface FastifyReply {
    /** Sets a fresh form token as the `nl_form_token` cookie (pages served by the API; decision 003). */
    setFormTokenCookie(): FastifyReply;
  }
}

/** Name of the cookie that carries a form token to a form posted without JavaScript (decision 003). */
export const FORM_TOKEN_COOKIE = 'nl_form_token';

/** Options of {@link leadCapturePlugin}, from the settings of the same names (defaults: env.ts). */
export interface LeadCapturePluginOptions {
  /** FORM_TOKEN_SECRET; a random key per process when absent (one instance only). */
  secret?: string | undefined;
  /** FORM_MIN_FILL_MS: minimum milliseconds between a token's issue and the submission. */
  minFillMs: number;
  /** SESSION_TOKEN_SECRET; a random key per process when absent (one instance only). */
  sessionSecret?: string | undefined;
  /** VISITOR_SESSION_IDLE_DAYS: days a visitor session lasts without activity. */
  sessionIdleDays: number;
  /** LEAD_JUDGE_THREAD: judge lead quality on a worker thread (true, `on`) or inline (false, `off`). */
  judgeThread: boolean;
}

/**
 * Decorates the app with `formTokens`, `sessionTokens` (decision 012), `leadJudge` (decision 004; its thread
 * stops when the app closes) and the reply with `setFormTokenCookie()` (decision 003).
 * The cookie is `HttpOnly; SameSite=Lax; Path=/api`, `Secure` over HTTPS, and lives a day. Needs the cookie
 * plugin.
 */
export const leadCapturePlugin = fp<LeadCapturePluginOptions>(
  async (app, options) => {
    const tokens = new FormTokens(options.secret ?? randomBytes(32), options.minFillMs);
    app.decorate('formTokens', tokens);
    app.decorate(
      'sessionTokens',
      new SessionTokens(options.sessionSecret ?? randomBytes(32), options.sessionIdleDays),
    );
    const judge = options.judgeThread
      ? new ThreadLeadJudge(app.log.child({ worker: 'lead-quality' }))
      : inlineLeadJudge;
    app.decorate('leadJudge', judge);
    app.addHook('onClose', () => judge.close());
    app.decorateReply('setFormTokenCookie', function (this: FastifyReply) {
      return this.setCookie(FORM_TOKEN_COOKIE, tokens.issue(), {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: FORM_TOKEN_MAX_AGE_MS / 1000,
      });
    });
  },
  { name: 'lead-capture', dependencies: ['cookie'] },
);
