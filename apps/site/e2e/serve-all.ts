/**
 * Starts the browser tests' five servers side by side (Playwright starts the entries of `webServer` one after
 * the other, each after the one before answers): e2e/serve.ts each, with its own port, database and clock, as
 * {@link SERVERS} lists them. The first builds the chat widget's embed files when they are stale, before any
 * server starts; the others leave the build to it. Prints `E2E_SERVERS_READY_LINE` (e2e/env.ts) once every server answers `/readyz`:
 * playwright.config.ts waits for that line. A server that exits ends the others and this process with its code;
 * SIGTERM and SIGINT go to every server.
 *
 * Usage: `node e2e/serve-all.ts` (Playwright's webServer runs it and stops it after the tests).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  E2E_CLOCK_START,
  E2E_HOLIDAY_CLOCK_START,
  E2E_HOLIDAY_PORT,
  E2E_HUBSPOT_PORT,
  E2E_LIVE_CLOCK_START,
  E2E_LIVE_PORT,
  E2E_NOBODY_CLOCK_START,
  E2E_NOBODY_PORT,
  E2E_PORT,
  E2E_SERVERS_READY_LINE,
} from './env.ts';
import { buildWidgetIfStale } from './widget-build.ts';

/** Each server's settings (e2e/serve.ts reads them from its environment). */
const SERVERS: { name: string; env: Record<string, string> }[] = [
  // The main server: its clock a Saturday evening (the office closed).
  { name: 'main', env: { E2E_PORT: String(E2E_PORT), E2E_CLOCK_START } },
  // The live hand-off's server: its office open.
  { name: 'live', env: { E2E_PORT: String(E2E_LIVE_PORT), E2E_CLOCK_START: E2E_LIVE_CLOCK_START } },
  // The holiday server: its clock on Boxing Day inside the usual hours.
  {
    name: 'holiday',
    env: { E2E_PORT: String(E2E_HOLIDAY_PORT), E2E_CLOCK_START: E2E_HOLIDAY_CLOCK_START },
  },
  // The nobody-available server: its office open, nobody signed in.
  {
    name: 'nobody',
    env: { E2E_PORT: String(E2E_NOBODY_PORT), E2E_CLOCK_START: E2E_NOBODY_CLOCK_START },
  },
  // The HubSpot server: the sync on against a local HubSpot server.
  { name: 'hubspot', env: { E2E_PORT: String(E2E_HUBSPOT_PORT), E2E_CLOCK_START, E2E_HUBSPOT: '1' } },
];

buildWidgetIfStale();

const serve = fileURLToPath(new URL('./serve.ts', import.meta.url));
const children: ChildProcess[] = SERVERS.map(({ env }) =>
  spawn(process.execPath, [serve], {
    stdio: 'inherit',
    env: { ...process.env, ...env, E2E_SKIP_WIDGET_BUILD: '1' },
  }),
);
let stopping = false;
for (const child of children) {
  child.on('exit', (code) => {
    if (stopping) return;
    stopping = true;
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 1);
  });
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping = true;
    let running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    if (running.length === 0) process.exit(0);
    for (const child of running) {
      child.on('exit', () => {
        running = running.filter((other) => other !== child);
        if (running.length === 0) process.exit(0);
      });
      child.kill(signal);
    }
  });
}

/** Whether the server on `port` answers `/readyz` with 200. */
async function ready(port: string): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

let waiting = SERVERS.map(({ env }) => env.E2E_PORT ?? '');
while (waiting.length > 0) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const answers = await Promise.all(waiting.map(ready));
  waiting = waiting.filter((_, index) => !answers[index]);
}
console.log(E2E_SERVERS_READY_LINE);
