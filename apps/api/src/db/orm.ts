import { mkdirSync } from 'node:fs';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { ChatMessage } from './chat-message.entity.ts';
import { ChatSession } from './chat-session.entity.ts';
import { ContactRequest } from './contact-request.entity.ts';
import { FormTokenUse } from './form-token-use.entity.ts';
import { IdempotencyRecord } from './idempotency-record.entity.ts';
import { LeadQualityChange } from './lead-quality-change.entity.ts';
import { migrationsList } from './migrations/index.ts';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';
import { Recommendation } from './recommendation.entity.ts';
import { RecommendationEvent } from './recommendation-event.entity.ts';
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
];

/**
 * How long PostgreSQL may take before a request fails with 503 instead of hanging (issue 13 item 7), in
 * milliseconds; settings `DATABASE_STATEMENT_TIMEOUT_MS`, `DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS`,
 * `DATABASE_CONNECT_TIMEOUT_MS`.
 * - `statementMs`: PostgreSQL's `statement_timeout`, the longest one statement runs or waits for a lock
 *   (SQLSTATE 57014 after it);
 * - `idleInTransactionMs`: `idle_in_transaction_session_timeout`, the longest a transaction may sit idle before the
 *   server ends its session (a stuck request cannot hold locks forever; SQLSTATE 25P03);
 * - `connectMs`: the longest a new connection may take to open (`connectionTimeoutMillis` of `pg`).
 */
export interface DatabaseTimeouts {
  statementMs: number;
  idleInTransactionMs: number;
  connectMs: number;
}

/** The defaults of {@link DatabaseTimeouts}: 10 s, 10 s, 3 s. */
export const DEFAULT_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  statementMs: 10_000,
  idleInTransactionMs: 10_000,
  connectMs: 3000,
};

/**
 * Where the data lives: a PostgreSQL server (with its {@link DatabaseTimeouts}, defaults for those not given), or the
 * embedded PGlite database in a folder (in-process: no connections, no timeouts).
 */
export type DatabaseTarget =
  | { kind: 'postgresql'; url: string; timeouts?: Partial<DatabaseTimeouts> }
  | { kind: 'pglite'; dir: string };

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
 * Opens the ORM on the given target. Does not migrate: call {@link migrate}. PostgreSQL connections are opened
 * with the target's {@link DatabaseTimeouts} as session settings (`statement_timeout`,
 * `idle_in_transaction_session_timeout`) and connection time limit.
 *
 * @param target PostgreSQL URL (and timeouts) or PGlite folder (created if missing)
 * @returns the MikroORM instance; the caller closes it
 */
export async function openOrm(target: DatabaseTarget): Promise<MikroORM> {
  if (target.kind === 'postgresql') {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...target.timeouts };
    const { MikroORM } = await import('@mikro-orm/postgresql');
    return MikroORM.init({
      ...shared,
      clientUrl: target.url,
      pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
      driverOptions: {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      },
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
