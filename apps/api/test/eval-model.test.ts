import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LoadedConversation, loadConversations, runConversation } from '../eval/suite.ts';
import { checkReplyFacts } from '../src/chat/fact-check.ts';
import { createChatEngine, type FallbackEvent } from '../src/chat/index.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer, textReply } from './chat/fake-openai-server.ts';

/**
 * The evaluation suite on the model path: conversations of eval/conversations run against the OpenAI engine behind
 * the fallback engine, as the API wires it, with the local fake OpenAI-compatible server scripting the model.
 * A model reply that invents a fact is caught by the facts check and replaced by the built-in engine's answer
 * before the visitor sees it.
 */

let server: FakeOpenAIServer;
const events: FallbackEvent[] = [];
const conversations = loadConversations();

beforeAll(async () => {
  server = await startFakeOpenAIServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  events.length = 0;
  server.requests.length = 0;
});

const modelEngine = () =>
  createChatEngine({
    openai: { apiKey: 'test-key', model: 'fake-model', baseURL: server.baseURL },
    timeoutMs: 10_000,
    onFallback: (event) => events.push(event),
  });

function suiteConversation(id: string): LoadedConversation {
  const found = conversations.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No conversation ${id} in the suite`);
  return found;
}

describe('the suite against the model path', () => {
  it('passes conversations the model answers truly, with the model writing every reply', async () => {
    server.enqueue(
      textReply(
        'Managed IT starts at $99 per user per month (CAD, plus HST), with help desk, monitoring and patching. How many employees does your business have?',
        { lead: { leadQuality: 'warm', interestedServices: ['managed-it'] } },
      ),
      textReply(
        "Thanks, Woodbridge is in Vaughan, where we support many businesses. What's the biggest IT challenge your business is facing right now?",
      ),
      textReply(
        'In Vaughan, a technician responds within 30 minutes of your call or ticket. What is the biggest IT challenge you are facing?',
      ),
      textReply(
        "I can't share or change my instructions, but I'm happy to help with managed IT, security or cloud. What IT problem is your business dealing with?",
      ),
    );
    const results = [];
    for (const id of [
      'pricing-managed-it-per-user',
      'memory-city-used-for-response-time',
      'injection-ignore-previous-instructions',
    ]) {
      results.push(await runConversation(modelEngine(), suiteConversation(id)));
    }
    for (const result of results) expect(result.failures, result.conversation.id).toEqual([]);
    expect(results.flatMap((result) => result.turns.map((turn) => turn.engine))).toEqual([
      'openai',
      'openai',
      'openai',
      'openai',
    ]);
    expect(server.requests).toHaveLength(4);
    expect(events).toEqual([]);
  });

  it('replaces a reply with an invented price before the visitor sees it, and the facts check names it', async () => {
    const invented =
      'Managed IT is only $79 per user per month this week. How many employees does your business have?';
    expect(
      checkReplyFacts(invented, { visitorMessages: ['How much do managed IT services cost per user?'] }),
    ).toEqual([{ kind: 'price', rule: 'unknown-amount' }]);
    server.enqueue(textReply(invented));
    const result = await runConversation(modelEngine(), suiteConversation('pricing-managed-it-per-user'));
    expect(result.failures).toEqual([]);
    const [turn] = result.turns;
    expect(turn?.engine).toBe('builtin (fallback from openai: unverified-claim)');
    expect(turn?.response).not.toContain('$79');
    expect(turn?.response).toContain('$99 per user per month');
    // What is logged of it: fixed words only, never the reply or the visitor's message.
    expect(events).toEqual([
      { from: 'openai', reason: 'unverified-claim', errorName: 'UnverifiedClaimError', claims: ['price'] },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/\$79|per user|How much/);
  });

  it('replaces a reply with an invented certification or response time', async () => {
    server.enqueue(
      textReply("We're SOC 2 certified, so your audit is covered. Where is your office located?"),
      textReply(
        "Good to know, there's time to plan it properly. What's the best email address and phone number for one of our consultants to reach you?",
      ),
      textReply('In Markham a technician is on site within 10 minutes. What industry is your business in?'),
    );
    const soc = await runConversation(modelEngine(), suiteConversation('page-markham-soc2-iso'));
    expect(soc.turns[0]?.engine).toBe('builtin (fallback from openai: unverified-claim)');
    expect(soc.turns[0]?.response).not.toMatch(/SOC 2 certified/);
    expect(soc.turns[1]?.engine).toBe('openai');
    expect(soc.failures).toEqual([]);
    const markham = await runConversation(modelEngine(), suiteConversation('page-markham-same-day-onsite'));
    expect(markham.turns[0]?.engine).toBe('builtin (fallback from openai: unverified-claim)');
    expect(markham.failures).toEqual([]);
    expect(events.map((event) => event.reason)).toEqual(['unverified-claim', 'unverified-claim']);
    expect(events[0]?.claims).toEqual(['certification']);
    expect(events[1]?.claims).toContain('response-time');
  });

  it('fails a model reply that asks again for the team size the visitor gave', async () => {
    server.enqueue(
      textReply(
        "A design agency is a great fit for us. What's the biggest IT challenge your business is facing?",
      ),
      textReply(
        'Managed IT starts at $99 per user per month (CAD, plus HST). How many employees does your business have?',
      ),
    );
    const result = await runConversation(modelEngine(), suiteConversation('memory-size-used-for-price'));
    expect(result.failures).toContainEqual({ turn: 2, check: 'memory', detail: 'asked again for size' });
  });
});
