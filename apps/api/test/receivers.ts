/**
 * Real receivers on 127.0.0.1 for the lead notifications' channels: an SMTP server (smtp-server) and an HTTP
 * server for webhooks. Each closes after its test file.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function smtpReceiver() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { messages, url: `smtp://127.0.0.1:${port}` };
}

/** A real HTTP receiver on 127.0.0.1: answers 500 to the first `failures` calls, then 204; keeps what it got. */
export async function webhookReceiver() {
  const state = {
    failures: 0,
    calls: 0,
    delivered: [] as { body: string; headers: IncomingHttpHeaders }[],
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.calls += 1;
      if (state.failures > 0) {
        state.failures -= 1;
        response.writeHead(500).end('try again');
        return;
      }
      state.delivered.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { state, url: `http://127.0.0.1:${port}/hooks/leads` };
}
