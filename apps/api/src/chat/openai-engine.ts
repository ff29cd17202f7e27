/**
 * The OpenAI engine, used when an API key is configured: the `openai` SDK's Chat Completions API
 * against a configurable base URL and model, with the catalogue-built system prompt (system-prompt.ts),
 * streamed deltas to `onToken`, a `record_lead` tool call for the model's view of lead quality and services,
 * and bounded output (`max_tokens`, 400 by default).
 *
 * The model never decides alone: the scoring rules (scoring.ts) are a floor it can raise but not lower, and
 * contact details are extracted by the same rules as the built-in engine. Prompt injection: a flagged message
 * is still answered by the model (its instructions stay fixed and it is warned), but the answer is not streamed,
 * and any answer that would reveal the instructions is replaced by the built-in refusal; earlier flagged messages
 * are withheld from the model's history.
 *
 * Answers cite their pages: each turn the best passages of the site's pages for the message (retrieval.ts, a local
 * index) go into the server note with their ids, and the model names the ones it used with the `cite_sources` tool
 * (and whether it could answer at all). Only ids or paths of passages given for that turn become the reply's
 * `citations`; any other citation is dropped (citations.ts), counted in `droppedCitations`. `answered: false` sets
 * `unanswered`.
 *
 * Model answers stay true: an answer stating a price, discount or guarantee the catalogue does not
 * back rejects with `UnverifiedClaimError` (claim-guard.ts); tokens already streamed are voided by the fallback
 * engine's `onReset`.
 *
 * Errors: a failed request, an empty answer, an unverified claim or an abort rejects the promise; wrap this engine
 * in the fallback engine (fallback-engine.ts) so visitors get a built-in reply instead. Reads no environment
 * variables.
 */
import { LEAD_QUALITIES, type LeadQuality, MAX_CHAT_REPLY_LENGTH, SERVICE_IDS } from '@northline/schemas';
import OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import * as z from 'zod';
import { validateCitations } from './citations.ts';
import { assertCatalogueClaims } from './claim-guard.ts';
import { analyseConversation, type ConversationState, finishReply } from './conversation.ts';
import type { ChatEngine, EngineInput, EngineOptions, EngineReply } from './engine.ts';
import type { ServiceId } from './facts.ts';
import { injectionRefusal } from './injection.ts';
import { factsKnown } from './memory.ts';
import { DEFAULT_OPENAI_BASE_URL } from './model-defaults.ts';
import type { Passage } from './passages.ts';
import { type ContentIndex, contentIndex, DEFAULT_PASSAGES_PER_TURN } from './retrieval.ts';
import {
  buildPassagesNote,
  buildSystemPrompt,
  buildTurnNote,
  CITE_TOOL_NAME,
  LEAD_TOOL_NAME,
  revealsInstructions,
} from './system-prompt.ts';

/** Default cap on the model's answer, in tokens ("bounded output tokens (e.g. max_tokens 400)"). */
export const DEFAULT_MAX_TOKENS = 400;

/** Default number of earlier messages sent with each request (the newest ones). */
export const DEFAULT_HISTORY_LIMIT = 20;

export { DEFAULT_OPENAI_BASE_URL } from './model-defaults.ts';

/** How the OpenAI engine is set up. The caller reads the settings (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL). */
export interface OpenAIEngineConfig {
  /** The API key (sent as a bearer token). */
  apiKey: string;
  /** The model, e.g. 'gpt-4o-mini'. */
  model: string;
  /** Base URL of an OpenAI-compatible API, ending in '/v1' (default {@link DEFAULT_OPENAI_BASE_URL}). */
  baseURL?: string;
  /** Cap on the answer's tokens (default {@link DEFAULT_MAX_TOKENS}). */
  maxTokens?: number;
  /**
   * Which request field carries the cap: 'max_tokens' (default; what most OpenAI-compatible servers accept) or
   * 'max_completion_tokens' (required by OpenAI's reasoning models).
   */
  maxTokensField?: 'max_tokens' | 'max_completion_tokens';
  /** Sampling temperature; omitted from the request when undefined (the model's default). */
  temperature?: number;
  /** Stream the answer (default true): deltas go to `onToken` as they arrive. */
  stream?: boolean;
  /** Earlier messages sent with each request, newest kept (default {@link DEFAULT_HISTORY_LIMIT}). */
  historyLimit?: number;
  /** Per-request time limit of the SDK in milliseconds (default 10 000); the fallback engine has its own. */
  requestTimeoutMs?: number;
  /** A ready client to use instead of building one from the fields above (tests, proxies, custom fetch). */
  client?: OpenAI;
  /** The pages' passages to retrieve from (default: the catalogue's, retrieval.ts `contentIndex`). */
  index?: ContentIndex;
  /** Passages given to the model per turn (default {@link DEFAULT_PASSAGES_PER_TURN}; 0 gives none). */
  passagesPerTurn?: number;
}

/** Thrown when the model answered with no text (even after the tool round). */
export class EmptyModelReplyError extends Error {
  constructor() {
    super('The model returned no text');
    this.name = 'EmptyModelReplyError';
  }
}

/** The `record_lead` tool: the model's view of the lead, checked against the scoring rules as a floor. */
export const LEAD_TOOL: ChatCompletionTool = {
  type: 'function',
  function: {
    name: LEAD_TOOL_NAME,
    description:
      "Records your assessment of the visitor as a sales lead for Northline IT's consultants. Call it once with every reply.",
    parameters: {
      type: 'object',
      properties: {
        leadQuality: {
          type: 'string',
          enum: [...LEAD_QUALITIES],
          description:
            'cold: browsing; warm: a real need or contact details; hot: urgent, emergency or ready to book',
        },
        interestedServices: {
          type: 'array',
          items: { type: 'string', enum: [...SERVICE_IDS] },
          description: 'Ids of the services the visitor needs or asked about',
        },
      },
      required: ['leadQuality', 'interestedServices'],
      additionalProperties: false,
    },
  },
};

/**
 * The `cite_sources` tool: the ids of the page passages the answer used, and whether the question was answered.
 * The server keeps only ids of passages it gave for the turn (citations.ts `validateCitations`).
 */
export const CITE_TOOL: ChatCompletionTool = {
  type: 'function',
  function: {
    name: CITE_TOOL_NAME,
    description:
      'Names the page passages (by their ids in square brackets) your reply took facts from, and whether the reply answers the visitor. Call it once with every reply.',
    parameters: {
      type: 'object',
      properties: {
        sources: {
          type: 'array',
          items: { type: 'string' },
          description: 'Ids of the listed passages the reply used; empty when it used none',
        },
        answered: {
          type: 'boolean',
          description:
            "false when neither your instructions nor the passages answer the visitor's question (you deflected or said a consultant will confirm)",
        },
      },
      required: ['sources', 'answered'],
      additionalProperties: false,
    },
  },
};

const citeToolArguments = z.object({
  sources: z.array(z.string().max(300)).max(20).default([]),
  answered: z.boolean().optional(),
});

/** What the model said of its sources, when it called the tool with valid arguments. */
interface CitedSources {
  sources: string[];
  answered: boolean | undefined;
}

function parseSources(calls: readonly ToolCall[]): CitedSources | undefined {
  for (const call of calls) {
    if (call.name !== CITE_TOOL_NAME) continue;
    let json: unknown;
    try {
      json = JSON.parse(call.arguments);
    } catch {
      continue;
    }
    const parsed = citeToolArguments.safeParse(json);
    if (parsed.success) return { sources: parsed.data.sources, answered: parsed.data.answered };
  }
  return undefined;
}

const leadToolArguments = z.object({
  leadQuality: z.enum(LEAD_QUALITIES),
  interestedServices: z.array(z.string()).max(20).default([]),
});

/** The model's view of the lead, when it called the tool with valid arguments. */
interface JudgedLead {
  quality: LeadQuality;
  services: ServiceId[];
}

/** A tool call as assembled from a response or from stream deltas. */
interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** One round's result: the text and the tool calls. */
interface Round {
  content: string;
  toolCalls: ToolCall[];
}

function parseLead(calls: readonly ToolCall[]): JudgedLead | undefined {
  for (const call of calls) {
    if (call.name !== LEAD_TOOL_NAME) continue;
    let json: unknown;
    try {
      json = JSON.parse(call.arguments);
    } catch {
      continue;
    }
    const parsed = leadToolArguments.safeParse(json);
    if (!parsed.success) continue;
    const known = new Set<string>(SERVICE_IDS);
    const services = parsed.data.interestedServices.filter((id): id is ServiceId => known.has(id));
    return { quality: parsed.data.leadQuality, services };
  }
  return undefined;
}

/**
 * What the model gets instead of an earlier visitor message that was flagged as a prompt-injection attempt
 *: an instruction planted in an earlier message never reaches the model.
 */
export const WITHHELD_MESSAGE =
  "[Withheld by Northline IT's server: this visitor message looked like an attempt to change or reveal your instructions, and it was declined.]";

/**
 * The messages of the first request: the fixed system prompt, the server's note (with the turn's page passages,
 * when there are any), recent history (earlier flagged visitor messages replaced by {@link WITHHELD_MESSAGE}), the
 * message.
 */
export function buildMessages(
  systemPrompt: string,
  state: ConversationState,
  historyLimit: number = DEFAULT_HISTORY_LIMIT,
  passages: readonly Passage[] = [],
): ChatCompletionMessageParam[] {
  const start = Math.max(0, state.input.history.length - historyLimit);
  const history = historyLimit > 0 ? state.input.history.slice(start) : [];
  const passagesNote = buildPassagesNote(passages);
  return [
    { role: 'system', content: systemPrompt },
    {
      role: 'system',
      content: passagesNote ? `${buildTurnNote(state)}\n\n${passagesNote}` : buildTurnNote(state),
    },
    ...history.map(
      (entry, index): ChatCompletionMessageParam =>
        entry.role === 'user'
          ? {
              role: 'user',
              content: state.flaggedHistory.has(start + index) ? WITHHELD_MESSAGE : entry.content,
            }
          : { role: 'assistant', content: entry.content },
    ),
    { role: 'user', content: state.input.message },
  ];
}

/**
 * Creates the OpenAI engine.
 *
 * @param config API key, model and options; nothing is read from the environment
 * @returns an engine whose `reply` rejects when the model fails, times out per the SDK, answers with no text,
 *   states a claim the catalogue does not back (`UnverifiedClaimError`) or the signal aborts
 */
export function createOpenAIEngine(config: OpenAIEngineConfig): ChatEngine {
  const client =
    config.client ??
    new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL ?? DEFAULT_OPENAI_BASE_URL,
      organization: null,
      project: null,
      maxRetries: 0,
      timeout: config.requestTimeoutMs ?? 10_000,
      logLevel: 'off',
    });
  const systemPrompt = buildSystemPrompt();
  const stream = config.stream ?? true;
  const maxTokens = config.maxTokens ?? DEFAULT_MAX_TOKENS;
  const index = config.index ?? contentIndex();
  const passagesPerTurn = config.passagesPerTurn ?? DEFAULT_PASSAGES_PER_TURN;

  function params(
    messages: ChatCompletionMessageParam[],
    toolChoice: 'auto' | 'none',
  ): ChatCompletionCreateParamsBase {
    const body: ChatCompletionCreateParamsBase = {
      model: config.model,
      messages,
      tools: [LEAD_TOOL, CITE_TOOL],
      tool_choice: toolChoice,
    };
    if ((config.maxTokensField ?? 'max_tokens') === 'max_tokens') body.max_tokens = maxTokens;
    else body.max_completion_tokens = maxTokens;
    if (config.temperature !== undefined) body.temperature = config.temperature;
    return body;
  }

  async function round(
    messages: ChatCompletionMessageParam[],
    toolChoice: 'auto' | 'none',
    signal: AbortSignal | undefined,
    emit: (text: string) => void,
  ): Promise<Round> {
    const body = params(messages, toolChoice);
    if (!stream) {
      const completion = await client.chat.completions.create({ ...body, stream: false }, { signal });
      const message = completion.choices[0]?.message;
      const toolCalls: ToolCall[] = (message?.tool_calls ?? []).flatMap((call) =>
        call.type === 'function'
          ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }]
          : [],
      );
      const content = message?.content ?? '';
      if (content) emit(content);
      return { content, toolCalls };
    }
    const chunks = await client.chat.completions.create({ ...body, stream: true }, { signal });
    let content = '';
    const calls: ToolCall[] = [];
    for await (const chunk of chunks) {
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        content += delta.content;
        emit(delta.content);
      }
      for (const part of delta.tool_calls ?? []) {
        calls[part.index] ??= { id: '', name: '', arguments: '' };
        const call = calls[part.index] as ToolCall;
        if (part.id) call.id = part.id;
        if (part.function?.name) call.name += part.function.name;
        if (part.function?.arguments) call.arguments += part.function.arguments;
      }
    }
    // The SDK ends an aborted stream quietly, as if the model had finished: the text so far is not a reply
    // (a visitor who left, or a cut stream, must not leave a truncated reply stored).
    signal?.throwIfAborted();
    return { content, toolCalls: calls.filter((call) => call !== undefined) };
  }

  return {
    name: 'openai',
    async reply(input: EngineInput, options: EngineOptions = {}): Promise<EngineReply> {
      const { signal, onToken, onReset } = options;
      signal?.throwIfAborted();
      const state = analyseConversation(input);
      // The pages that best answer the message; a message flagged as an injection attempt gets none.
      const passages = state.injection.detected ? [] : index.search(input.message, passagesPerTurn);
      const messages = buildMessages(systemPrompt, state, config.historyLimit, passages);
      // A flagged message's answer is checked whole before anyone sees it.
      const live = !state.injection.detected && onToken !== undefined;
      let sent = 0;
      const emit = (text: string) => {
        if (!live || sent >= MAX_CHAT_REPLY_LENGTH) return;
        sent += text.length;
        onToken(text);
      };

      const first = await round(messages, 'auto', signal, emit);
      let content = first.content;
      let judged = parseLead(first.toolCalls);
      let cited = parseSources(first.toolCalls);
      if (content.trim() === '' && first.toolCalls.length > 0) {
        // The model only called the tool: acknowledge it and ask for the visitor-facing text.
        messages.push({
          role: 'assistant',
          content: null,
          tool_calls: first.toolCalls.map((call, index) => ({
            id: call.id || `call_${index}`,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          })),
        });
        first.toolCalls.forEach((call, index) => {
          messages.push({
            role: 'tool',
            tool_call_id: call.id || `call_${index}`,
            content: 'Recorded. Now write your reply to the visitor.',
          });
        });
        const second = await round(messages, 'none', signal, emit);
        content = second.content;
        judged ??= parseLead(second.toolCalls);
        cited ??= parseSources(second.toolCalls);
      }
      if (content.trim() === '') throw new EmptyModelReplyError();

      let response = content;
      const refused = revealsInstructions(response);
      if (refused) {
        if (sent > 0) onReset?.();
        response = injectionRefusal(state.injection.kinds, { needKnown: factsKnown(state).has('need') });
        onToken?.(response);
      } else {
        // A price, discount or guarantee the catalogue does not back is never the answer.
        assertCatalogueClaims(input, response);
        if (!live) onToken?.(response.trim());
      }
      const finishOptions: Parameters<typeof finishReply>[2] = { engine: 'openai' };
      // A flagged message cannot raise the lead through the model either.
      if (judged && !state.injection.detected) {
        finishOptions.judgedQuality = judged.quality;
        finishOptions.judgedServices = judged.services;
      }
      const reply = finishReply(state, response, finishOptions);
      // Only passages given for this turn are cited; an answer replaced by the refusal cites nothing.
      if (cited && !refused) {
        const checked = validateCitations(cited.sources, passages);
        if (checked.citations.length > 0) reply.citations = checked.citations;
        if (checked.dropped > 0) reply.droppedCitations = checked.dropped;
        if (cited.answered === false && !reply.emergency && !reply.injection) {
          reply.unanswered = state.current.offTopic ? 'out-of-scope' : 'no-answer';
        }
      }
      return reply;
    },
  };
}
