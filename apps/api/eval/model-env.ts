/**
 * The model settings of `pnpm eval:assistant`: the same OPENAI_* variables the API reads (src/env.ts), so the
 * suite runs against the model a deployment would use. Absent key: no model run.
 */
import { DEFAULT_OPENAI_BASE_URL, DEFAULT_PRIMARY_TIMEOUT_MS } from '../src/chat/index.ts';

/** The model to evaluate, when OPENAI_API_KEY is set. */
export interface ModelSettings {
  apiKey: string;
  baseURL: string;
  model: string;
  /** OPENAI_TIMEOUT_MS: how long the model may take before the built-in engine answers. */
  timeoutMs: number;
}

/**
 * Reads OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL and OPENAI_TIMEOUT_MS.
 *
 * @param env the environment (process.env by default)
 * @returns the settings, or undefined when no key is set
 */
export function modelSettingsFrom(env: NodeJS.ProcessEnv = process.env): ModelSettings | undefined {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return undefined;
  const timeout = Number(env.OPENAI_TIMEOUT_MS);
  return {
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim() || DEFAULT_OPENAI_BASE_URL,
    model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_PRIMARY_TIMEOUT_MS,
  };
}
