import { loadEnv, loadEnvFile } from './env.ts';

/**
 * Starts the API and the built site on PORT (default 3000). SIGTERM and SIGINT stop accepting new
 * connections, let in-flight requests finish, close the database, then exit 0. A request still open after
 * SHUTDOWN_TIMEOUT_MS (default 10 s) does not hold the process: it exits 1 then, saying so (an
 * orchestrator's own kill deadline, such as Kubernetes' 30 s grace period, should be longer).
 * Settings come from the environment and, when present, the repository's `.env` (the environment wins). They are
 * checked before the app's modules load, so a misconfigured start fails within a second, naming each bad setting.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const env = loadEnv();
  const [{ catalogue, validateCatalogue }, { buildApp }] = await Promise.all([
    import('@northline/content'),
    import('./app.ts'),
  ]);
  validateCatalogue(catalogue);
  const app = await buildApp({ env });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, deadlineMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down after in-flight requests');
    setTimeout(() => {
      app.log.error(
        { deadlineMs: env.SHUTDOWN_TIMEOUT_MS },
        'shutdown deadline passed with requests still open; exiting',
      );
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { address, database: app.db.target.kind },
    `Northline IT is serving on http://localhost:${env.PORT}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
