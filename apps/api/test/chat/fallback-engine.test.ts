import { company } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../src/chat/builtin-engine.ts';
import type { ChatEngine } from '../../src/chat/engine.ts';
import {
  createFallbackEngine,
  DEFAULT_PRIMARY_TIMEOUT_MS,
  type FallbackEvent,
} from '../../src/chat/fallback-engine.ts';
import { createChatEngine } from '../../src/chat/index.ts';
import { textReply } from './fake-openai-server.ts';
import { collect, engineOn, fakeModelForFile, turn } from './helpers.ts';

const server = await fakeModelForFile();

const builtin = createBuiltinEngine();
const openai = () => engineOn(server);

function wrapped(timeoutMs = 300) {
  const events: FallbackEvent[] = [];
  const engine = createFallbackEngine({
    primary: openai(),
    fallback: builtin,
    timeoutMs,
    onFallback: (event) => events.push(event),
  });
  return { engine, events };
}

describe('the fallback engine', () => {
  it('waits 10 seconds by default', () => {
    expect(DEFAULT_PRIMARY_TIMEOUT_MS).toBe(10_000);
  });

  it('returns the model reply when the model answers in time', async () => {
    server.enqueue(textReply('Happy to help. How many employees do you have?'));
    const { engine, events } = wrapped(5_000);
    const reply = await engine.reply(turn('We need IT support'));
    expect(reply.engine).toBe('openai');
    expect(reply.fallback).toBeUndefined();
    expect(reply.response).toBe('Happy to help. How many employees do you have?');
    expect(events).toEqual([]);
  });

  it('answers with the built-in engine when the model fails (500)', async () => {
    server.enqueue({ kind: 'error', status: 500 });
    const { engine, events } = wrapped(5_000);
    const input = turn('How much does managed IT cost?');
    const reply = await engine.reply(input);
    expect(reply).toEqual({ ...(await builtin.reply(input)), fallback: { from: 'openai', reason: 'error' } });
    expect(reply.engine).toBe('builtin');
    expect(reply.response).toContain('$99');
    expect(events).toEqual([
      { from: 'openai', reason: 'error', errorName: 'InternalServerError', status: 500 },
    ]);
  });

  it('answers with the built-in engine when the model hangs past the time limit', async () => {
    server.enqueue({ kind: 'hang' });
    const { engine, events } = wrapped(300);
    const reply = await engine.reply(turn('Our server is down!'));
    expect(server.requests).toHaveLength(1);
    expect(reply.engine).toBe('builtin');
    expect(reply.fallback).toEqual({ from: 'openai', reason: 'timeout' });
    expect(reply.leadQuality).toBe('hot');
    expect(reply.response).toContain(company.phones.main.display);
    expect(events.map((event) => event.reason)).toEqual(['timeout']);
  });

  it('voids streamed tokens when the model breaks mid-reply', async () => {
    server.enqueue(
      textReply('This answer will be cut off half way through, sadly.', { breakAfterChunks: 3 }),
    );
    const { engine } = wrapped(5_000);
    const { tokens, resets, options } = collect();
    const reply = await engine.reply(turn('Do you support Vaughan?'), options);
    expect(reply.engine).toBe('builtin');
    expect(resets.length).toBe(1);
    expect(resets[0]).toBeGreaterThan(0);
    expect(tokens.slice(resets[0])).toEqual([reply.response]);
  });

  it('does not fall back when the caller aborts', async () => {
    server.enqueue({ kind: 'hang' });
    const { engine, events } = wrapped(5_000);
    const controller = new AbortController();
    const pending = engine.reply(turn('hello'), { signal: controller.signal });
    await server.nextRequest();
    controller.abort(new Error('visitor left'));
    await expect(pending).rejects.toThrow('visitor left');
    expect(events).toEqual([]);
  });

  it('drops tokens a late primary sends after the time limit', async () => {
    let late: ((text: string) => void) | undefined;
    let release: (() => void) | undefined;
    const slow: ChatEngine = {
      name: 'openai',
      reply: (_input, options) =>
        new Promise((_resolve, reject) => {
          late = options?.onToken;
          release = () => reject(new Error('gave up'));
        }),
    };
    const engine = createFallbackEngine({ primary: slow, fallback: builtin, timeoutMs: 50 });
    const { tokens, options } = collect();
    const reply = await engine.reply(turn('hi'), options);
    late?.('too late');
    release?.();
    expect(tokens).toEqual([reply.response]);
    expect(reply.fallback).toEqual({ from: 'openai', reason: 'timeout' });
  });
});

describe('a model reply that states a claim the catalogue does not back', () => {
  it.each([
    ['an invented price', 'Managed IT is just $49 per user per month for you.', 'price'],
    ['an invented discount', 'Sign this week and you get 20% off your first year.', 'discount'],
    ['an invented uptime guarantee', 'Every network we run has 100% uptime guaranteed.', 'guarantee'],
    [
      'an invented money-back period',
      'If you are unhappy you get your money back within 90 days.',
      'guarantee',
    ],
  ])('is replaced by the built-in reply, streamed tokens voided: %s', async (_name, text, kind) => {
    server.enqueue(textReply(text, { chunkSize: 10 }));
    const { engine, events } = wrapped(5_000);
    const { tokens, resets, options } = collect();
    const input = turn('How much does managed IT cost?');
    const reply = await engine.reply(input, options);
    expect(reply).toEqual({
      ...(await builtin.reply(input)),
      fallback: { from: 'openai', reason: 'unverified-claim' },
    });
    expect(events).toEqual([
      { from: 'openai', reason: 'unverified-claim', errorName: 'UnverifiedClaimError', claims: [kind] },
    ]);
    expect(resets).toHaveLength(1);
    expect(tokens.slice(0, resets[0]).join('')).toBe(text);
    expect(tokens.slice(resets[0])).toEqual([reply.response]);
  });

  it('keeps a model reply that states only catalogue prices and guarantees', async () => {
    const text =
      'Managed IT starts at $99 per user per month, with a 60-day money-back guarantee and a 99.9% uptime SLA. How many people are on your team?';
    server.enqueue(textReply(text));
    const { engine, events } = wrapped(5_000);
    const reply = await engine.reply(turn('How much does managed IT cost?'));
    expect(reply.engine).toBe('openai');
    expect(reply.response).toBe(text);
    expect(events).toEqual([]);
  });

  it("keeps a total computed from the visitor's head-count", async () => {
    const text = 'For 30 people, managed IT starts at about $2,970 a month.';
    server.enqueue(textReply(text));
    const { engine } = wrapped(5_000);
    const reply = await engine.reply(turn('We are 30 people. What would managed IT cost?'));
    expect(reply.response).toBe(text);
  });
});

describe('createChatEngine', () => {
  it('is the built-in engine without OpenAI settings', async () => {
    const engine = createChatEngine();
    expect(engine.name).toBe('builtin');
    expect((await engine.reply(turn('hi'))).engine).toBe('builtin');
  });

  it('is the OpenAI engine with the built-in one behind it when a key is given', async () => {
    const engine = createChatEngine({
      openai: { apiKey: 'test-key', model: 'fake-model', baseURL: server.baseURL },
      timeoutMs: 300,
    });
    server.enqueue({ kind: 'hang' });
    const reply = await engine.reply(turn('hi'));
    expect(engine.name).toBe('openai');
    expect(reply.fallback).toEqual({ from: 'openai', reason: 'timeout' });
  });
});
