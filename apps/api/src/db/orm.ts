import { mkdirSync } from 'node:fs';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { ChatMessage } from './chat-message.entity.ts';
import { ChatSession } from './chat-session.entity.ts';
import { ContactRequest } from './contact-request.entity.ts';
import { FormTokenUse } from './form-token-use.entity.ts';
import { IdempotencyRecord } from './idempotency-record.entity.ts';
import { Lead } from './lead.entity.ts';
import { LeadQualityChange } from './lead-quality-change.entity.ts';
import { LeadStatusChange } from './lead-status-change.entity.ts';
import { migrationsList } from './migrations/index.ts';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';
import { Notification } from './notification.entity.ts';
import { PrivacyAudit } from './privacy-audit.entity.ts';
import { Recommendation } from './recommendation.entity.ts';
import { RecommendationEvent } from './recommendation-event.entity.ts';
import { SignInFailure } from './sign-in-failure.entity.ts';
import { StaffSession } from './staff-session.entity.ts';
import { StaffUser } from './staff-user.entity.ts';
import { VisitorProfile } from './visitor-profile.entity.ts';

/** Every entity the API stores. */
export const entities = [
  ContactRequest,
  ChatSession,
  ChatMessage,
  LeadQualityChange,
  VisitorProfile,
  Recommendation,
  RecommendationEvent,
  NewsletterSubscription,
  IdempotencyRecord,
  FormTokenUse,
  StaffUser,
  StaffSession,
  SignInFailure,
  Lead,
  LeadStatusChange,
  Notification,
  PrivacyAudit,
];

/** Where the data lives: a PostgreSQL server, or the embedded PGlite database in a folder. */
export type DatabaseTarget = { kind: 'postgresql'; url: string } | { kind: 'pglite'; dir: string };

/** Milliseconds a PostgreSQL connection attempt may take before the request fails with 503 instead of hanging. */
export const CONNECT_TIMEOUT_MS = 3000;

const shared = {
  entities,
  extensions: [Migrator],
  migrations: {
    migrationsList,
    snapshot: false,
    snapshotOnMigrate: false,
    silent: true,
    transactional: true,
  },
  // Schema changes only ever come from migrations (never schema sync).
  ensureDatabase: false,
  allowGlobalContext: false,
  debug: false,
};

/**
 * Opens the ORM on the given target. Does not migrate: call {@link migrate}.
 *
 * @param target PostgreSQL URL or PGlite folder (created if missing)
 * @returns the MikroORM instance; the caller closes it
 */
export async function openOrm(target: DatabaseTarget): Promise<MikroORM> {
  if (target.kind === 'postgresql') {
    const { MikroORM } = await import('@mikro-orm/postgresql');
    return MikroORM.init({
      ...shared,
      clientUrl: target.url,
      pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
      driverOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    });
  }
  mkdirSync(target.dir, { recursive: true });
  const { MikroORM } = await import('@mikro-orm/pglite');
  return MikroORM.init({ ...shared, dbName: target.dir });
}

/**
 * Applies every pending migration (never schema sync).
 *
 * @returns the names of the migrations it applied
 * @throws the driver's error when the database is unreachable
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/** A request-scoped entity manager (the identity map is per request). */
export type RequestEntityManager = EntityManager;
