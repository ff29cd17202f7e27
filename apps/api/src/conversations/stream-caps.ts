/**
 * How many live event streams are open per session and per address (LIVE_STREAMS_PER_SESSION,
 * LIVE_STREAMS_PER_IP; docs/decisions/038-stream-caps-across-instances.md; an address is the caller's
 * client-address.ts `clientAddressKey`, an IPv6 client's /64). Several instances behind one load
 * balancer count as one when Redis is configured (REDIS_URL, the shared rate-limit store): each open stream holds
 * a lease, a member of a Redis sorted set per key scored by the time it expires, refreshed with each `: ping`; a
 * stream that ends removes its lease, and the lease of an instance that died expires by itself after
 * {@link leaseMsFor}. Without Redis the count is this instance's.
 *
 * Keys are SHA-256 digests of the session id or address: neither is written to Redis as it is. A Redis failure
 * lets the stream open (as the rate limit does, `skipOnError`) and is logged without the key.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ServiceLogger } from '../logging.ts';

/** One open stream's place in a count: refreshed while the stream lives, released when it ends. */
export interface StreamLease {
  /** Pushes the lease's expiry on (each `: ping`). Never throws. */
  refresh(): Promise<void>;
  /** Gives the place back. Never throws. */
  release(): Promise<void>;
}

/** Counts open streams per key (a session or an address). */
export interface StreamCaps {
  /**
   * Takes a place for `key` unless `max` are held.
   * @returns the lease, or undefined when `max` are held
   */
  take(key: string, max: number): Promise<StreamLease | undefined>;
}

/** How long a lease lives without a refresh: three pings, so one late ping costs nothing. */
export function leaseMsFor(pingMs: number): number {
  return pingMs * 3;
}

const NO_LEASE: StreamLease = { refresh: async () => undefined, release: async () => undefined };

/** The count of this instance only (no Redis). */
export class LocalStreamCaps implements StreamCaps {
  readonly #open = new Map<string, number>();

  async take(key: string, max: number): Promise<StreamLease | undefined> {
    const open = this.#open.get(key) ?? 0;
    if (open >= max) return undefined;
    this.#open.set(key, open + 1);
    let released = false;
    return {
      refresh: async () => undefined,
      release: async () => {
        if (released) return;
        released = true;
        const left = (this.#open.get(key) ?? 1) - 1;
        if (left <= 0) this.#open.delete(key);
        else this.#open.set(key, left);
      },
    };
  }
}

/**
 * Drops the expired leases of KEYS[1], refuses when ARGV[1] are left, else adds ARGV[2] expiring ARGV[3] ms from
 * Redis's own clock (one clock for every instance) and keeps the key as long as its newest lease.
 */
const TAKE = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1`;

/** Moves lease ARGV[1] of KEYS[1] to expire ARGV[2] ms from now, if it is still there. */
const REFRESH = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[2]), ARGV[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
end
return 1`;

/** The count shared by every instance through Redis. */
export class RedisStreamCaps implements StreamCaps {
  readonly #redis: Redis;
  readonly #leaseMs: number;
  readonly #prefix: string;
  readonly #log: Pick<ServiceLogger, 'warn'>;

  /**
   * @param redis a connected client (the caller closes it)
   * @param options.leaseMs how long a lease lives without a refresh ({@link leaseMsFor})
   * @param options.prefix the keys' namespace (`northline-live:streams:`)
   */
  constructor(
    redis: Redis,
    options: { leaseMs: number; prefix?: string | undefined; log: Pick<ServiceLogger, 'warn'> },
  ) {
    this.#redis = redis;
    this.#leaseMs = options.leaseMs;
    this.#prefix = options.prefix ?? 'northline-live:streams:';
    this.#log = options.log;
  }

  #keyOf(key: string): string {
    return `${this.#prefix}${createHash('sha256').update(key).digest('base64url')}`;
  }

  async take(key: string, max: number): Promise<StreamLease | undefined> {
    const redisKey = this.#keyOf(key);
    const member = randomUUID();
    try {
      const taken = await this.#redis.eval(TAKE, 1, redisKey, max, member, this.#leaseMs);
      if (taken !== 1) return undefined;
    } catch (error) {
      this.#log.warn({ errorName: (error as Error).name }, 'stream count store error; stream allowed');
      return NO_LEASE;
    }
    return {
      refresh: async () => {
        await this.#redis.eval(REFRESH, 1, redisKey, member, this.#leaseMs).catch((error: Error) => {
          this.#log.warn({ errorName: error.name }, 'stream count store error');
        });
      },
      release: async () => {
        await this.#redis.zrem(redisKey, member).catch((error: Error) => {
          this.#log.warn({ errorName: error.name }, 'stream count store error');
        });
      },
    };
  }
}
