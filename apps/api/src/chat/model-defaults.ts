/**
 * The model's default settings, in a module of their own so that the settings schema (env.ts) reads them without
 * loading the engines and the OpenAI SDK: a command-line tool that parses the settings loads neither.
 */

/** Default time limit of the primary engine, in milliseconds ("takes over 10 s"). */
export const DEFAULT_PRIMARY_TIMEOUT_MS = 10_000;

/** Default base URL: OpenAI's own API. */
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
