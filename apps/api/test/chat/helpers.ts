import type { ChatMessage, LeadQuality, VisitorInfo } from '@northline/schemas';
import { afterAll, beforeEach } from 'vitest';
import type { ChatEngine, EngineInput, EngineOptions } from '../../src/chat/engine.ts';
import { createOpenAIEngine, type OpenAIEngineConfig } from '../../src/chat/openai-engine.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './fake-openai-server.ts';

/** A fixed timestamp: engines never read the clock, so tests do not need a real one. */
const AT = '2026-01-15T14:30:00.000Z';

/** A visitor message of the history. */
export const user = (content: string): ChatMessage => ({ role: 'user', content, timestamp: AT });

/** An assistant message of the history. */
export const assistant = (content: string): ChatMessage => ({ role: 'assistant', content, timestamp: AT });

/** One turn of a new session unless overridden: no history, no visitor info, cold, no services. */
export function turn(
  message: string,
  overrides: {
    history?: ChatMessage[];
    visitorInfo?: VisitorInfo;
    leadQuality?: LeadQuality;
    interestedServices?: string[];
  } = {},
): EngineInput {
  return {
    message,
    history: overrides.history ?? [],
    visitorInfo: overrides.visitorInfo ?? {},
    leadQuality: overrides.leadQuality ?? 'cold',
    interestedServices: overrides.interestedServices ?? [],
  };
}

/**
 * What a streamed reply hands its callbacks: `tokens`, each streamed piece in order, and `resets`, the number of
 * pieces streamed each time the engine asks to discard them (`onReset`); pass `options` to the engine.
 */
export function collect(): { tokens: string[]; resets: number[]; options: EngineOptions } {
  const tokens: string[] = [];
  const resets: number[] = [];
  const options: EngineOptions = {
    onToken: (text) => tokens.push(text),
    onReset: () => resets.push(tokens.length),
  };
  return { tokens, resets, options };
}

/** Sentences of a reply, counting 'a.m.'/'p.m.' and '$1.50' as part of their sentence. */
export function sentenceCount(text: string): number {
  return text
    .replace(/\b([ap])\.m\./g, '$1m')
    .split(/(?<=[.!?])\s+/)
    .filter((part) => part.trim() !== '').length;
}

/**
 * The fake model server of a test file ({@link startFakeOpenAIServer}): started at once, its recorded requests
 * cleared before each test, closed after the file's tests.
 */
export async function fakeModelForFile(): Promise<FakeOpenAIServer> {
  const server = await startFakeOpenAIServer();
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });
  return server;
}

/** An OpenAI engine that asks `server` with the tests' key and model, `overrides` over them. */
export function engineOn(server: FakeOpenAIServer, overrides: Partial<OpenAIEngineConfig> = {}): ChatEngine {
  return createOpenAIEngine({
    apiKey: 'test-key',
    model: 'fake-model',
    baseURL: server.baseURL,
    ...overrides,
  });
}
