import type { ChatMessage, LeadQuality, VisitorInfo } from '@northline/schemas';
import type { EngineInput } from '../../src/chat/engine.ts';

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

/** Sentences of a reply, counting 'a.m.'/'p.m.' and '$1.50' as part of their sentence. */
export function sentenceCount(text: string): number {
  return text
    .replace(/\b([ap])\.m\./g, '$1m')
    .split(/(?<=[.!?])\s+/)
    .filter((part) => part.trim() !== '').length;
}
