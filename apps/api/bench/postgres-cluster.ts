/**
 * A throwaway PostgreSQL cluster for the benches that stop or crash a database (`pnpm bench:faults`,
 * `pnpm bench:cluster`): `initdb` and `pg_ctl` of BENCH_PG_BIN (default /usr/lib/postgresql/15/bin) in a temporary
 * folder, listening on 127.0.0.1 on a port of its own with its socket in that folder. It never touches the
 * machine's own server on 5432. As root, the PostgreSQL programs run as the `postgres` user (`runuser`), since
 * initdb refuses root; the folder is handed to that user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Folder of the PostgreSQL programs (BENCH_PG_BIN). */
export const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when this process is root. */
function pgProgram(program: string, args: string[]): string {
  const path = join(PG_BIN, program);
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The uid of the `postgres` user. */
function postgresUid(): number {
  return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
}

/** The throwaway cluster: its folder, and how to start, stop and reach it. */
export class Cluster {
  /** The TCP port on 127.0.0.1. */
  readonly port: number;
  /** The name of the bench's database. */
  readonly database: string;
  readonly dir: string;
  readonly data: string;
  /** URL of the bench's database (created by {@link Cluster.createDatabase}). */
  readonly url: string;

  /**
   * @param port the TCP port on 127.0.0.1
   * @param database the name of the bench's database
   * @param prefix the temporary folder's name prefix
   */
  constructor(port: number, database: string, prefix: string) {
    this.port = port;
    this.database = database;
    this.dir = mkdtempSync(join(tmpdir(), prefix));
    this.data = join(this.dir, 'data');
    this.url = `postgres://postgres@127.0.0.1:${port}/${database}`;
  }

  /** Creates the cluster's files (trust authentication, user `postgres`, no fsync of the new files). */
  init(): void {
    if (asRoot) chownSync(this.dir, postgresUid(), -1);
    pgProgram('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  }

  /** Starts the server and waits until it accepts connections. */
  start(): void {
    pgProgram('pg_ctl', [
      '-D',
      this.data,
      '-l',
      join(this.dir, 'postgres.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  }

  /** Stops the server: `immediate` is a crash (no checkpoint), `fast` a clean stop. */
  stop(mode: 'immediate' | 'fast'): void {
    pgProgram('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  /** Creates the bench's database. */
  async createDatabase(): Promise<void> {
    await query(`postgres://postgres@127.0.0.1:${this.port}/postgres`, `create database ${this.database}`);
  }

  /** Stops the server if it runs and deletes the folder. */
  remove(): void {
    try {
      this.stop('fast');
    } catch {
      // not running
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Runs one SQL statement on a fresh connection and returns its rows. */
export async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Counts equal values, most frequent first. */
export function count<T extends string | number>(values: T[]): [T, number][] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}
