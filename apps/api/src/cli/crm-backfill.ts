/**
 * Sends the existing leads HubSpot does not hold yet (README "HubSpot"; crm/crm-backfill.ts):
 *
 *   pnpm crm:backfill            # requests their syncs; the running server's delivery worker sends them
 *   pnpm crm:backfill --dry-run  # counts them, writes nothing
 *
 * Uses the same settings as the server (DATABASE_URL, else the embedded PGlite folder; HUBSPOT_ACCESS_TOKEN) and
 * applies pending migrations first. Refuses to request anything while the sync is off (no token): nothing would
 * plan or send the syncs. The syncs go out through the one delivery worker's `crm` lane, paced by the HubSpot
 * client's limiter (one call every 111 ms, at most 6 at once: under HubSpot's 100 calls per 10 seconds for private
 * apps); the command prints how long HubSpot's side takes at that pace. Progress is one line redrawn on a terminal,
 * a line per tenth otherwise. Prints counts only, never a lead's details.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { backfillCrm, FIRST_SYNC_CALLS, progressLine, projectedBackfillMs } from '../crm/crm-backfill.ts';
import { Database } from '../db/database.ts';
import { databaseTarget } from '../db/orm.ts';
import { loadEnv, loadEnvFile } from '../env.ts';

/** A duration in minutes (one decimal) or seconds. */
function duration(ms: number): string {
  return ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${Math.ceil(ms / 1000)} s`;
}

/** Writes progress: the line redrawn in place on a terminal, else one line per tenth of the way. */
function progressWriter(stream: NodeJS.WriteStream): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    if (stream.isTTY) {
      stream.write(`\r${progressLine(done, total)}`);
      if (done >= total) stream.write('\n');
      return;
    }
    const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${progressLine(done, total)}\n`);
    }
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(
      'Usage: pnpm crm:backfill [--dry-run]\n' +
        'Requests a HubSpot sync for every lead HubSpot does not hold yet; --dry-run counts them only.\n',
    );
    return;
  }
  const dryRun = values['dry-run'] ?? false;
  loadEnvFile();
  const env = loadEnv();
  if (!env.HUBSPOT_ACCESS_TOKEN && !dryRun) {
    throw new Error('The HubSpot sync is off (HUBSPOT_ACCESS_TOKEN is empty): nothing would send the leads.');
  }
  const db = new Database(databaseTarget(env), pino({ level: 'warn' }));
  await db.start({ waitForDatabase: true });
  try {
    const result = await backfillCrm(db.em(), {
      dryRun,
      now: () => new Date(),
      onProgress: progressWriter(process.stdout),
    });
    const pace = projectedBackfillMs(result.found);
    process.stdout.write(
      `${dryRun ? 'Dry run: ' : ''}${result.found} leads not yet in HubSpot; ${
        dryRun ? 'nothing written' : `${result.requested} syncs requested`
      }.\n` +
        `At the client's pace (one HubSpot call every 111 ms, ${FIRST_SYNC_CALLS.least} to ${FIRST_SYNC_CALLS.most} calls a lead) ` +
        `HubSpot's side takes ${duration(pace.least)} to ${duration(pace.most)}.\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
