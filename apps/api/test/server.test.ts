import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SITE_URL, PRODUCTION_NEEDS_DATABASE_URL, PRODUCTION_NEEDS_SITE_URL } from '../src/env.ts';
import { createTestDatabase, validLead } from './helper.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** Starts src/server.ts on a free port and resolves once it listens. */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, port, output: () => output };
}

/** Resolves once the server's output matches `pattern` (waits on its output, not on time). */
function waitForOutput(child: ChildProcess, output: () => string, pattern: RegExp): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = () =>
      pattern.test(output()) ? resolve() : child.stdout?.once('data', () => setImmediate(check));
    check();
  });
}

// 'close', not 'exit': a child's last output lines can still be in its pipes when 'exit' fires, and on a busy
// machine they were (a test:stress run saw the shutdown line missing); 'close' comes once stdout and stderr ended.
// Each test starts a Node process (catalogue validation, migrations): slow on a busy 2-core machine.
describe('server process', { timeout: 90_000 }, () => {
  it('fails fast with a message naming an invalid setting', async () => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const [code] = await once(child, 'close');
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('DATABASE_URL must be a postgres:// connection string');
  });

  it('refuses to start with NODE_ENV=production, no DATABASE_URL and the example SITE_URL, naming both', async () => {
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        SITE_URL: EXAMPLE_SITE_URL,
        PORT: '0',
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.stdout.resume();
    const [code] = await once(child, 'close');
    expect(code).toBe(1);
    expect(stderr).toContain(PRODUCTION_NEEDS_DATABASE_URL);
    expect(stderr).toContain(`SITE_URL: ${PRODUCTION_NEEDS_SITE_URL}`);
  });

  it('exits within SHUTDOWN_TIMEOUT_MS of SIGTERM even while a request is stuck', async () => {
    const url = await createTestDatabase();
    const deadlineMs = 1500;
    const { child, port, output } = await startServer({
      DATABASE_URL: url,
      SHUTDOWN_TIMEOUT_MS: String(deadlineMs),
    });
    const exited = once(child, 'close');
    // A client that sends half a body and then nothing: the request never completes on its own.
    const stuck = request({
      host: '127.0.0.1',
      port,
      path: '/api/contact',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
    });
    stuck.on('error', () => {}); // the server goes away under it
    stuck.write('{"firstName":"Pri');
    await waitForOutput(child, output, /"url":"\/api\/contact"/);

    const signalled = performance.now();
    child.kill('SIGTERM');
    // Bounded wait: the process must be gone by the deadline plus start-up-free slack for a loaded machine.
    let guard: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      exited.then(([code]) => ({ code, elapsed: performance.now() - signalled })),
      new Promise<undefined>((resolve) => {
        guard = setTimeout(() => resolve(undefined), deadlineMs + 10_000);
      }),
    ]);
    clearTimeout(guard);
    if (!outcome) child.kill('SIGKILL');
    expect(outcome, 'the server was still running 10 s after its shutdown deadline').toBeDefined();
    expect(outcome?.code).toBe(1);
    expect(outcome?.elapsed).toBeGreaterThanOrEqual(deadlineMs - 50);
    expect(output()).toContain('shutdown deadline passed with requests still open; exiting');
    stuck.destroy();
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const url = await createTestDatabase();
    const { child, port, output } = await startServer({ DATABASE_URL: url });
    const waitForOutput = (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        const check = () =>
          pattern.test(output()) ? resolve() : child.stdout?.once('data', () => setImmediate(check));
        check();
      });

    const body = JSON.stringify(validLead);
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/contact',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += String(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Send the headers and half the body; once the server logs the request, signal, then finish the
      // body: the request is in flight while SIGTERM arrives.
      req.write(body.slice(0, 20));
      waitForOutput(/"url":"\/api\/contact"/).then(() => {
        child.kill('SIGTERM');
        return waitForOutput(/shutting down after in-flight requests/).then(() => req.end(body.slice(20)));
      }, reject);
    });

    const [result, [code]] = await Promise.all([response, once(child, 'close')]);
    expect(result.status).toBe(201);
    expect(JSON.parse(result.body).id).toMatch(/[0-9a-f-]{36}/);
    expect(code).toBe(0);
  });
});
