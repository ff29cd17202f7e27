import { mkdirSync } from 'node:fs';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { Env } from '../env.ts';
import { AssignmentCursor } from './assignment-cursor.entity.ts';
import { ChatMessage } from './chat-message.entity.ts';
import { ChatSession } from './chat-session.entity.ts';
import { Consultant, ConsultantDayOff } from './consultant.entity.ts';
import { ContactRequest } from './contact-request.entity.ts';
import { CrmRecord } from './crm-record.entity.ts';
import { Delivery } from './delivery.entity.ts';
import { DomainEvent } from './domain-event.entity.ts';
import { EventConsumer } from './event-consumer.entity.ts';
import { FormTokenUse } from './form-token-use.entity.ts';
import { IdempotencyRecord } from './idempotency-record.entity.ts';
import { Lead } from './lead.entity.ts';
import { LeadNote } from './lead-note.entity.ts';
import { Meeting } from './meeting.entity.ts';
import { migrationsList } from './migrations/index.ts';
import { ModelBudgetCount } from './model-budget-count.entity.ts';
import { NewsletterConsentEvent } from './newsletter-consent-event.entity.ts';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';
import { registerPool } from './prepared.ts';
import { PrivacyAudit } from './privacy-audit.entity.ts';
import { Recommendation } from './recommendation.entity.ts';
import { RecommendationEvent } from './recommendation-event.entity.ts';
import { SavedReply } from './saved-reply.entity.ts';
import { SignInFailure } from './sign-in-failure.entity.ts';
import { StaffAnswer } from './staff-answer.entity.ts';
import { StaffSession } from './staff-session.entity.ts';
import { StaffUser } from './staff-user.entity.ts';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './timeouts.ts';
import { UnansweredQuestion, UnansweredQuestionAsk } from './unanswered-question.entity.ts';
import { VisitorProfile } from './visitor-profile.entity.ts';

/** Every entity the API stores. */
export const entities = [
  ContactRequest,
  ChatSession,
  ChatMessage,
  VisitorProfile,
  Recommendation,
  RecommendationEvent,
  NewsletterSubscription,
  NewsletterConsentEvent,
  IdempotencyRecord,
  FormTokenUse,
  StaffUser,
  StaffSession,
  SignInFailure,
  Lead,
  AssignmentCursor,
  LeadNote,
  Delivery,
  PrivacyAudit,
  Consultant,
  ConsultantDayOff,
  Meeting,
  DomainEvent,
  EventConsumer,
  UnansweredQuestion,
  ModelBudgetCount,
  UnansweredQuestionAsk,
  SavedReply,
  StaffAnswer,
  CrmRecord,
];

/**
 * Where the data lives: a PostgreSQL server (with its {@link DatabaseTimeouts}, defaults for those not given), or the
 * embedded PGlite database in a folder (in-process: no connections, no timeouts).
 */
export type DatabaseTarget =
  | { kind: 'postgresql'; url: string; timeouts?: Partial<DatabaseTimeouts> }
  | { kind: 'pglite'; dir: string };

/**
 * The database `env` selects: PostgreSQL with DATABASE_URL and the `DATABASE_*_TIMEOUT_MS` settings, else the
 * embedded PGlite folder PGLITE_DIR.
 */
export function databaseTarget(
  env: Pick<
    Env,
    | 'DATABASE_URL'
    | 'PGLITE_DIR'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
    | 'DATABASE_CONNECT_TIMEOUT_MS'
  >,
): DatabaseTarget {
  if (!env.DATABASE_URL) return { kind: 'pglite', dir: env.PGLITE_DIR };
  const timeouts: DatabaseTimeouts = {
    statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  };
  return { kind: 'postgresql', url: env.DATABASE_URL, timeouts };
}

/**
 * Key of the PostgreSQL advisory lock the migrations hold: any fixed 64-bit number that no other
 * part of the application uses ("northline migrations" in ASCII, truncated to 8 bytes).
 */
export const MIGRATION_LOCK_KEY = 0x6e6f7274686c696en;

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
 * Makes every pooled connection close itself when the server reports a FATAL error on it (e.g. 57P01 after
 * `pg_terminate_backend`, 25P03 idle-in-transaction timeout): the server ends such a session right after the
 * error, but the query's rejection can reach the driver, which releases the connection to the pool, before the
 * socket's end does, and the pool would then hand the dead connection to the next request. Ending it at once
 * (`client.end()`, public API) marks it so the pool discards it on release (decision 004: what
 * lets the lead path be one statement without BEGIN/COMMIT).
 *
 * @param pool the `pg` pool MikroORM creates (its `onPoolCreated` driver option)
 */
export function closeOnFatalError(pool: import('pg').Pool): void {
  pool.on('connect', (client) => {
    const connection = (client as unknown as { connection?: import('node:events').EventEmitter }).connection;
    connection?.on('errorMessage', (message: { severity?: string }) => {
      if (message.severity === 'FATAL') client.end().catch(() => undefined);
    });
  });
}

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
    // MikroORM creates the pool when it first connects, maybe after init: whichever comes last registers it.
    let pool: import('pg').Pool | undefined;
    let driver: object | undefined;
    const orm = await MikroORM.init({
      ...shared,
      clientUrl: target.url,
      pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
      driverOptions: {
        onPoolCreated: (created: import('pg').Pool) => {
          pool = created;
          closeOnFatalError(created);
          if (driver) registerPool(driver, created);
        },
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      },
    });
    // The lead path's prepared statements run on this pool (db/prepared.ts).
    driver = orm.em.getDriver();
    if (pool) registerPool(driver, pool);
    return orm;
  }
  mkdirSync(target.dir, { recursive: true });
  const { MikroORM } = await import('@mikro-orm/pglite');
  return MikroORM.init({ ...shared, dbName: target.dir });
}

/**
 * Applies every pending migration (never schema sync), in one transaction.
 *
 * On PostgreSQL the transaction first takes the advisory lock {@link MIGRATION_LOCK_KEY} with
 * `pg_advisory_xact_lock`, so instances starting together on one database migrate one at a
 * time: the first applies the migrations, the others wait, then find nothing pending. The lock is held on the
 * migrations' own connection and, being transaction-scoped, is released by the commit or by the rollback of a
 * failed migration (a session-level `pg_advisory_lock` would stay held on a pooled connection after a failure,
 * because the unlock cannot run in an aborted transaction). `statement_timeout` is lifted inside it: a migration
 * may take longer than a request, and the others wait for the lock as long as the first migrates.
 * (MikroORM creates its bookkeeping table `mikro_orm_migrations` on a pooled connection of its own, but only
 * after the lock is taken, so it is serialized too.) PGlite is in-process and single-connection: no lock.
 *
 * @param orm an ORM opened by {@link openOrm}
 * @param kind the kind of its target: `'postgresql'` takes the lock
 * @returns the names of the migrations it applied (empty when another instance applied them)
 * @throws the driver's error when the database is unreachable, or the failing migration's error
 */
export async function migrate(orm: MikroORM, kind: DatabaseTarget['kind']): Promise<string[]> {
  if (kind === 'pglite') {
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  }
  const connection = orm.em.getConnection();
  const applied = await connection.transactional(async (trx) => {
    await connection.execute('set local statement_timeout = 0', [], 'run', trx);
    await connection.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY.toString()], 'all', trx);
    return orm.migrator.up({ transaction: trx });
  });
  return applied.map((migration) => migration.name);
}

/** A request-scoped entity manager (the identity map is per request). */
export type RequestEntityManager = EntityManager;
