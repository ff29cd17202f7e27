import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBudgetedEngine, ModelBudget, ModelBudgetError } from '../../src/chat/budget-engine.ts';
import { createBuiltinEngine } from '../../src/chat/builtin-engine.ts';
import type { ChatEngine } from '../../src/chat/engine.ts';
import { createChatEngine } from '../../src/chat/index.ts';
import { MemoryModelBudgetStore } from '../../src/model-budget.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer, textReply } from './fake-openai-server.ts';
import { turn } from './helpers.ts';

/** An engine whose replies wait until the test releases them, to hold calls in flight. */
function gatedEngine(): { engine: ChatEngine; release: () => void; calls: () => number } {
  const builtin = createBuiltinEngine();
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let count = 0;
  return {
    engine: {
      name: 'openai',
      async reply(input, options) {
        count += 1;
        await gate;
        return builtin.reply(input, options);
      },
    },
    release: () => open(),
    calls: () => count,
  };
}

describe('the chat engine within the model budget (OWASP LLM10)', () => {
  it('refuses a call beyond the concurrency cap at once, without calling the model', async () => {
    const gated = gatedEngine();
    const engine = createBudgetedEngine(
      gated.engine,
      new ModelBudget({ maxConcurrent: 1, dailyCalls: 100, store: new MemoryModelBudgetStore() }),
    );
    const first = engine.reply(turn('Hello'));
    await expect(engine.reply(turn('Hello again'))).rejects.toBeInstanceOf(ModelBudgetError);
    expect(gated.calls()).toBe(1);
    gated.release();
    await first;
    // Once the first call is done, there is room again.
    await expect(engine.reply(turn('And again'))).resolves.toHaveProperty('response');
  });

  it('refuses calls beyond the daily call budget until the next day in Toronto', async () => {
    let now = new Date('2026-11-23T23:00:00-05:00');
    const gated = gatedEngine();
    gated.release();
    const engine = createBudgetedEngine(
      gated.engine,
      new ModelBudget({
        maxConcurrent: 5,
        dailyCalls: 2,
        store: new MemoryModelBudgetStore(),
        clock: () => now,
      }),
    );
    await engine.reply(turn('One'));
    await engine.reply(turn('Two'));
    const spent = engine.reply(turn('Three'));
    await expect(spent).rejects.toThrow(ModelBudgetError);
    await expect(spent).rejects.toHaveProperty('name', 'ModelDailyBudgetError');
    now = new Date('2026-11-24T00:01:00-05:00');
    await expect(engine.reply(turn('Next day'))).resolves.toHaveProperty('response');
    expect(gated.calls()).toBe(3);
  });

  it('counts each turn against its visitor session, refusing a session over its daily calls only', async () => {
    const gated = gatedEngine();
    gated.release();
    const engine = createBudgetedEngine(
      gated.engine,
      new ModelBudget({
        maxConcurrent: 5,
        dailyCalls: 100,
        visitorDailyCalls: 2,
        store: new MemoryModelBudgetStore(),
      }),
    );
    await engine.reply(turn('One'), { visitor: 'chat-1-a' });
    await engine.reply(turn('Two'), { visitor: 'chat-1-a' });
    await expect(engine.reply(turn('Three'), { visitor: 'chat-1-a' })).rejects.toHaveProperty(
      'name',
      'ModelVisitorBudgetError',
    );
    await expect(engine.reply(turn('Another session'), { visitor: 'chat-1-b' })).resolves.toHaveProperty(
      'response',
    );
    expect(gated.calls()).toBe(3);
  });
});

describe('a turn the caller gave up on while the budget was checked', () => {
  it('never reaches the model', async () => {
    let admit: () => void = () => {};
    const checking = new Promise<void>((resolve) => {
      admit = resolve;
    });
    const counts = new MemoryModelBudgetStore();
    const gated = gatedEngine();
    gated.release();
    const engine = createBudgetedEngine(
      gated.engine,
      new ModelBudget({
        maxConcurrent: 1,
        dailyCalls: 5,
        store: {
          reserve: async (reservation) => {
            await checking;
            return counts.reserve(reservation);
          },
          callsOn: (day) => counts.callsOn(day),
        },
      }),
    );
    const controller = new AbortController();
    const reply = engine.reply(turn('Hello'), { signal: controller.signal });
    controller.abort(new Error('the time limit passed'));
    admit();
    await expect(reply).rejects.toThrow('the time limit passed');
    expect(gated.calls()).toBe(0);
  });
});

describe('createChatEngine with a budget', () => {
  let server: FakeOpenAIServer;
  beforeAll(async () => {
    server = await startFakeOpenAIServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers with the built-in engine once the model’s daily budget is spent, logging only the error class', async () => {
    const events: { reason: string; errorName: string }[] = [];
    const engine = createChatEngine({
      openai: { apiKey: 'test-key', model: 'fake-model', baseURL: server.baseURL },
      budget: new ModelBudget({ maxConcurrent: 2, dailyCalls: 1, store: new MemoryModelBudgetStore() }),
      onFallback: (event) => events.push(event),
    });
    server.enqueue(textReply('From the model.'));
    expect((await engine.reply(turn('Hello'))).engine).toBe('openai');
    const second = await engine.reply(turn('Hello again'));
    expect(second.engine).toBe('builtin');
    expect(second.fallback).toEqual({ from: 'openai', reason: 'error' });
    expect(events).toEqual([
      expect.objectContaining({ reason: 'error', errorName: 'ModelDailyBudgetError' }),
    ]);
    expect(server.requests).toHaveLength(1);
  });
});
