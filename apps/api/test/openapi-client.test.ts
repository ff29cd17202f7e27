/**
 * The OpenAPI document states its authentication well enough for a generated client: types generated from it with
 * openapi-typescript (its Node API) make an openapi-fetch client require the visitor's `X-Session-Token` header on
 * the session's calls, with no cast; the same client then talks to the app over HTTP.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi/document.ts';
import { createTestDatabase, testApp, testEnv } from './helper.ts';

const require = createRequire(import.meta.url);
/** openapi-fetch's entry point and its declarations, as this package installed it. */
const openapiFetchEntry = require.resolve('openapi-fetch');
const openapiFetchTypes = join(dirname(openapiFetchEntry), 'index.d.mts');

/** A small client of the generated types, as a partner's developer would write it: no casts, no `any`. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function chat(baseUrl: string, message: string) {
  const client = createClient<paths>({ baseUrl });
  const started = await client.POST('/api/sessions', { body: { prefix: 'chat' } });
  if (!started.data) throw new Error('no session');
  const { sessionId, sessionToken } = started.data;
  const reply = await client.POST('/api/chat', {
    params: { header: { 'X-Session-Token': sessionToken } },
    body: { sessionId, message },
  });
  const visitor = await client.GET('/api/chat/{sessionId}/visitor', {
    params: { path: { sessionId }, header: { 'X-Session-Token': sessionToken } },
  });
  const ended = await client.POST('/api/chat/{sessionId}/end', {
    params: { path: { sessionId }, header: { 'X-Session-Token': sessionToken } },
  });
  return { sessionId, reply: reply.data?.response, visitor: visitor.response.status, ended: ended.data?.endedAt };
}

export function withoutToken(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  // @ts-expect-error the session's calls require its token header
  return client.POST('/api/chat', { body: { sessionId: 'chat-1', message: 'Hello' } });
}

export function publicCall(baseUrl: string) {
  return createClient<paths>({ baseUrl }).GET('/api/ai/suggestions');
}
`;

let dir: string;
let generated: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'northline-openapi-client-'));
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument()));
  generated = astToString(await openapiTS(document));
  writeFileSync(join(dir, 'api.ts'), generated);
  writeFileSync(join(dir, 'client.ts'), CLIENT);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document', () => {
  it('has the session token as a required header parameter of the session calls', () => {
    const source = ts.createSourceFile('api.ts', generated, ts.ScriptTarget.ES2022);
    const operations = source.statements.find(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === 'operations',
    );
    const printed = (name: string) => {
      const member = operations?.members.find(
        (candidate) => candidate.name && ts.isIdentifier(candidate.name) && candidate.name.text === name,
      );
      return member ? member.getText(source) : '';
    };
    for (const operation of ['sendChatMessage', 'endChatSession', 'getChatVisitor', 'saveVisitorProfile']) {
      expect(printed(operation), operation).toMatch(/header: \{[^}]*"X-Session-Token": string;/);
    }
    expect(printed('getSuggestions')).toMatch(/header\?: never;/);
  });

  it('typechecks a client that sends X-Session-Token without a cast, and fails one that leaves it out', () => {
    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      paths: { 'openapi-fetch': [openapiFetchTypes] },
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });

  it('talks to the app over HTTP with the token it was issued', async () => {
    const app = await testApp({
      env: testEnv({ DATABASE_URL: await createTestDatabase() }),
      background: false,
      waitForDatabase: true,
      visitorSessions: 'manual',
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { outputText } = ts.transpileModule(CLIENT, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const runnable = join(dir, 'client.mjs');
    writeFileSync(
      runnable,
      outputText.replace(
        "from 'openapi-fetch'",
        `from ${JSON.stringify(pathToFileURL(openapiFetchEntry).href)}`,
      ),
    );
    const client = (await import(/* @vite-ignore */ pathToFileURL(runnable).href)) as {
      chat(base: string, message: string): Promise<Record<string, unknown>>;
      withoutToken(base: string): Promise<{ response: Response }>;
    };
    const result = await client.chat(base, 'How much is managed IT for 12 people?');
    expect(result).toMatchObject({ visitor: 200, reply: expect.any(String), ended: expect.any(String) });
    expect((await client.withoutToken(base)).response.status).toBe(404);
  });
});
