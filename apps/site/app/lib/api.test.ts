import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, postJson } from './api.ts';

let server: Server;
let base: string;
const received: { method?: string; contentType?: string; idempotencyKey?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += String(chunk);
    });
    request.on('end', () => {
      const idempotencyKey = request.headers['idempotency-key'];
      received.push({
        method: request.method,
        contentType: request.headers['content-type'],
        ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
        body,
      });
      if (request.url === '/ok') {
        response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"1","message":"Thanks"}');
      } else if (request.url === '/invalid') {
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end(
            '{"error":"Invalid request","issues":[{"path":"email","message":"Please enter a valid email address"}]}',
          );
      } else if (request.url === '/plain') {
        response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway upstream');
      } else {
        response.writeHead(500).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('postJson', () => {
  it('sends JSON and parses a successful answer', async () => {
    const answer = await postJson<{ id: string; message: string }>(`${base}/ok`, { firstName: 'Priya' });
    expect(answer).toEqual({ id: '1', message: 'Thanks' });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"firstName":"Priya"}',
    });
  });

  it('sends extra headers, such as the Idempotency-Key of decision 003, without losing the JSON type', async () => {
    await postJson(
      `${base}/ok`,
      { email: 'a@b.example' },
      {
        headers: { 'idempotency-key': 'key-1', 'content-type': 'text/plain' },
      },
    );
    expect(received.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/json',
      idempotencyKey: 'key-1',
      body: '{"email":"a@b.example"}',
    });
  });

  it('turns a 400 into an error carrying the field issues', async () => {
    const error = await postJson(`${base}/invalid`, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(400);
    expect((error as ApiRequestError).issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect((error as Error).message).toBe('400: Invalid request');
  });

  it('names the status, a colon and the response text (§7), or the status text when empty', async () => {
    await expect(postJson(`${base}/plain`, {})).rejects.toThrow('502: Bad gateway upstream');
    await expect(postJson(`${base}/empty`, {})).rejects.toThrow('500: Internal Server Error');
  });
});
