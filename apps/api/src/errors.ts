import { ConnectionException } from '@mikro-orm/core';

/** Thrown when a request needs the database and it cannot be reached; answered with 503. */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The database is unavailable. Please try again shortly.', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Error codes of the network and of PostgreSQL that mean "the database cannot be reached right now". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '3D000', // invalid_catalog_name: the database does not exist
]);

/**
 * Whether an error (or any error in its `cause` chain) means the database is unreachable.
 *
 * @param error anything thrown
 * @returns true for {@link DatabaseUnavailableError}, MikroORM's ConnectionException, connection
 *   timeouts and the network/PostgreSQL codes above
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof DatabaseUnavailableError || current instanceof ConnectionException) return true;
    if (typeof current !== 'object') return false;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /connection (terminated|timeout)|timeout exceeded when trying to connect/i.test(message)
    )
      return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner))) return true;
    current = cause;
  }
  return false;
}
