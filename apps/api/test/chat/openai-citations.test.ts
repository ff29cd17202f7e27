import { describe, expect, it } from 'vitest';
import { citationOf } from '../../src/chat/citations.ts';
import { createFallbackEngine } from '../../src/chat/fallback-engine.ts';
import { createBuiltinEngine } from '../../src/chat/index.ts';
import { contentIndex } from '../../src/chat/retrieval.ts';
import { CITE_TOOL_NAME } from '../../src/chat/system-prompt.ts';
import { type ScriptedReply, toolOnlyReply } from './fake-openai-server.ts';
import { engineOn, fakeModelForFile, turn } from './helpers.ts';

const server = await fakeModelForFile();

const engine = () => engineOn(server);

/** A text answer that names its sources with the `cite_sources` tool (and records the lead). */
function citedReply(content: string, sources: string[], answered = true): ScriptedReply {
  return {
    kind: 'reply',
    content,
    toolCalls: [
      { arguments: { leadQuality: 'cold', interestedServices: [] } },
      { name: CITE_TOOL_NAME, arguments: { sources, answered } },
    ],
  };
}

const TORONTO_QUESTION = 'How fast can a technician get to our office in Toronto?';
const given = contentIndex().search(TORONTO_QUESTION);
const torontoId = given.find((passage) => passage.path === '/toronto')?.id ?? 'toronto:missing';

describe('the model is given page passages and cites them by id', () => {
  it('lists the passages of the message in the server note, with ids, and offers the cite tool', async () => {
    server.enqueue(citedReply('We start on Toronto requests within 15 minutes. Where is your office?', []));
    await engine().reply(turn(TORONTO_QUESTION));
    const [request] = server.requests;
    const note = request?.body.messages[1]?.content ?? '';
    for (const passage of given) expect(note).toContain(`[${passage.id}] ${passage.title} (${passage.path})`);
    expect(note).not.toContain(TORONTO_QUESTION);
    expect(request?.body.tools?.map((tool) => tool.function.name)).toEqual(['record_lead', CITE_TOOL_NAME]);
  });

  it('keeps a citation of a passage given for the turn', async () => {
    server.enqueue(
      citedReply('In Toronto a technician starts within 15 minutes. Where is your office?', [torontoId]),
    );
    const reply = await engine().reply(turn(TORONTO_QUESTION));
    expect(reply.citations).toEqual([citationOf('toronto')]);
    expect(reply.droppedCitations).toBeUndefined();
    expect(reply.unanswered).toBeUndefined();
  });

  it('drops an unsupported citation before the reply leaves the engine: a page not given, an invented one, a URL', async () => {
    server.enqueue(
      citedReply('In Toronto a technician starts within 15 minutes. Where is your office?', [
        torontoId,
        'privacy-policy:section-6',
        'pricing:secret-discounts',
        'https://evil.example/toronto',
      ]),
    );
    const reply = await engine().reply(turn(TORONTO_QUESTION));
    expect(reply.citations).toEqual([citationOf('toronto')]);
    expect(reply.droppedCitations).toBe(3);
  });

  it('reads the tool call of a tool-only first round too', async () => {
    server.enqueue(
      {
        kind: 'reply',
        toolCalls: [{ name: CITE_TOOL_NAME, arguments: { sources: [torontoId], answered: true } }],
      },
      { kind: 'reply', content: 'Under 15 minutes in Toronto. Where is your office?' },
    );
    const reply = await engine().reply(turn(TORONTO_QUESTION));
    expect(reply.response).toBe('Under 15 minutes in Toronto. Where is your office?');
    expect(reply.citations).toEqual([citationOf('toronto')]);
  });

  it('cites nothing when the model calls no cite tool, or its arguments are malformed', async () => {
    server.enqueue(toolOnlyReply({ leadQuality: 'cold', interestedServices: [] }), {
      kind: 'reply',
      content: 'Happy to help. Where is your office?',
    });
    expect((await engine().reply(turn(TORONTO_QUESTION))).citations).toBeUndefined();
    server.enqueue({
      kind: 'reply',
      content: 'Happy to help. Where is your office?',
      toolCalls: [{ name: CITE_TOOL_NAME, arguments: '{"sources": [' }],
    });
    expect((await engine().reply(turn(TORONTO_QUESTION))).citations).toBeUndefined();
  });

  it('marks the question unanswered when the model says it could not answer it', async () => {
    server.enqueue(citedReply('A consultant will confirm that for you. What is your email?', [], false));
    const reply = await engine().reply(turn('Do you support Amiga computers?'));
    expect(reply.unanswered).toBe('no-answer');
    expect(reply.citations).toBeUndefined();
  });

  it('an answer with an invented price falls back to the built-in engine, with its own citations', async () => {
    server.enqueue(
      citedReply('Managed IT is only $49 per user per month this week. How many staff?', ['services:prices']),
    );
    const wrapped = createFallbackEngine({ primary: engine(), fallback: createBuiltinEngine() });
    const reply = await wrapped.reply(turn('How much is managed IT per user?'));
    expect(reply.response).not.toContain('$49');
    expect(reply.fallback?.reason).toBe('unverified-claim');
    expect(reply.citations).toEqual([citationOf('managed-it-services')]);
  });
});
