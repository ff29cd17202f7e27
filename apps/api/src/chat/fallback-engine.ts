/**
 * The fallback engine: runs a primary engine (the OpenAI one) and, when it fails or takes longer than
 * the time limit (10 s by default), answers with a fallback engine (the built-in one) instead of an error. The
 * reply says which engine answered (`engine`) and why the fallback was used (`fallback`). A
 * primary reply that states a price, discount or guarantee the catalogue does not back (`UnverifiedClaimError`,
 * claim-guard.ts) is replaced the same way, with the reason 'unverified-claim'.
 *
 * The caller's abort is not a failure: when `options.signal` aborts, the call rejects with its reason and no
 * fallback runs. Tokens the primary streamed before failing are voided with `options.onReset`, and tokens it
 * sends after the time limit are dropped.
 */
import { UnverifiedClaimError } from './claim-guard.ts';
import type {
  ChatEngine,
  EngineInput,
  EngineName,
  EngineOptions,
  EngineReply,
  FallbackReason,
} from './engine.ts';
import type { FactKind } from './fact-check.ts';
import { DEFAULT_PRIMARY_TIMEOUT_MS } from './model-defaults.ts';

export { DEFAULT_PRIMARY_TIMEOUT_MS } from './model-defaults.ts';

/** What {@link FallbackEngineConfig.onFallback} receives: no message text, no visitor details. */
export interface FallbackEvent {
  /** The engine that failed. */
  from: EngineName;
  /**
   * 'timeout' when it exceeded the time limit, 'unverified-claim' when its reply stated a price, discount or
   * guarantee the catalogue does not back, 'error' when it failed.
   */
  reason: FallbackReason;
  /** For 'unverified-claim': what was claimed (fixed words such as 'price', never the text). */
  claims?: FactKind[];
  /** The error's class name (e.g. 'InternalServerError', 'APIConnectionError'), safe to log. */
  errorName: string;
  /** The HTTP status when the error carries one (e.g. 500, 429). */
  status?: number;
}

/** How the fallback engine is set up. */
export interface FallbackEngineConfig {
  /** The engine to try first. */
  primary: ChatEngine;
  /** The engine that answers when the primary fails; it should not fail itself (the built-in engine). */
  fallback: ChatEngine;
  /** Time limit of the primary, in milliseconds, for the whole reply (default {@link DEFAULT_PRIMARY_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** Told each time the fallback answers, e.g. to log a warning or count failures. Must not throw. */
  onFallback?: (event: FallbackEvent) => void;
}

/** The error a primary engine is aborted with when it exceeds the time limit. */
export class EngineTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The chat engine did not answer within ${timeoutMs} ms`);
    this.name = 'EngineTimeoutError';
  }
}

function describeError(error: unknown): { errorName: string; status?: number } {
  // SDK errors keep the name 'Error' and carry their class in the constructor ('InternalServerError').
  const errorName =
    error instanceof Error ? (error.name !== 'Error' ? error.name : error.constructor.name) : typeof error;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? { errorName, status } : { errorName };
}

/**
 * Wraps a primary and a fallback engine.
 *
 * @returns an engine named like the primary whose `reply` rejects only when the caller's signal aborts or the
 *   fallback itself fails
 */
export function createFallbackEngine(config: FallbackEngineConfig): ChatEngine {
  const timeoutMs = config.timeoutMs ?? DEFAULT_PRIMARY_TIMEOUT_MS;
  const { primary, fallback } = config;

  return {
    name: primary.name,
    async reply(input: EngineInput, options: EngineOptions = {}): Promise<EngineReply> {
      const { signal, onToken, onReset, visitor } = options;
      signal?.throwIfAborted();
      const controller = new AbortController();
      const forwardAbort = () => controller.abort(signal?.reason);
      signal?.addEventListener('abort', forwardAbort, { once: true });
      let open = true;
      let streamed = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const error = new EngineTimeoutError(timeoutMs);
          controller.abort(error);
          reject(error);
        }, timeoutMs);
      });
      const attempt = primary.reply(input, {
        signal: controller.signal,
        ...(visitor === undefined ? {} : { visitor }),
        onToken: (text) => {
          if (!open) return;
          streamed = true;
          onToken?.(text);
        },
        onReset: () => {
          if (open) onReset?.();
        },
      });
      attempt.catch(() => {}); // a late rejection after the deadline is expected and handled below
      try {
        return await Promise.race([attempt, deadline]);
      } catch (error) {
        open = false;
        if (signal?.aborted) throw signal.reason;
        const timedOut =
          error instanceof EngineTimeoutError || controller.signal.reason instanceof EngineTimeoutError;
        const unverified = !timedOut && error instanceof UnverifiedClaimError;
        const reason: FallbackReason = timedOut ? 'timeout' : unverified ? 'unverified-claim' : 'error';
        config.onFallback?.({
          from: primary.name,
          reason,
          ...describeError(error),
          ...(error instanceof UnverifiedClaimError ? { claims: error.claims } : {}),
        });
        if (streamed) onReset?.();
        const reply = await fallback.reply(input, options);
        return { ...reply, fallback: { from: primary.name, reason } };
      } finally {
        open = false;
        clearTimeout(timer);
        signal?.removeEventListener('abort', forwardAbort);
      }
    },
  };
}
