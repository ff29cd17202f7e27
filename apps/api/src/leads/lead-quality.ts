/**
 * The quality of a form lead (specification §4's badge), and where it is judged (decision 030).
 *
 * The rules are the chat's (chat/scoring.ts): some hundred regular expressions over the message and the forms an
 * attacker hides words in. They cost a lead about 23 µs of their own CPU, but three to four times that in the
 * server: run between Fastify, `pg` and the socket, they push the request's code and data out of the core's
 * caches, and the rest of the request runs slower. On their own thread ({@link ThreadLeadJudge}) they keep their
 * own caches warm and the event loop keeps its own; the lead waits for its judgement as before (its quality and
 * its urgent notification are stored with it), and a thread that fails is never a lost lead: its requests are
 * judged inline.
 */
import { Worker } from 'node:worker_threads';
import type { LeadQuality } from '@northline/schemas';
import { placeholderFields } from '../chat/placeholders.ts';
import { type FiredRule, scoreLead } from '../chat/scoring.ts';
import type { ServiceLogger } from '../logging.ts';

/**
 * The rule recorded for every contact request without placeholder details: asking to be contacted is at least a
 * warm lead.
 */
export const CONTACT_FORM_RULE: FiredRule = {
  id: 'contact-form',
  description: 'Sent a contact form asking to be contacted (at least warm)',
  points: 0,
};

/**
 * What a contact request is judged on: its message, its company-size band (e.g. '11-50') and, when given, the
 * contact details (read only to tell placeholders, chat/placeholders.ts).
 */
export interface JudgedRequest {
  message?: string | null | undefined;
  employees: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  company?: string | null | undefined;
}

/** A lead's judged quality and the rules that fired (stored on the lead: the explanation staff see). */
export interface LeadJudgement {
  quality: LeadQuality;
  rules: FiredRule[];
}

/**
 * The quality of a contact request: the chat's scoring rules (chat/scoring.ts) applied to the message and the
 * company size, and at least warm ({@link CONTACT_FORM_RULE}). The contact details earn no points: every form
 * requires them, so they tell nothing (in a chat, giving them is a buying signal). Placeholder details (a test
 * name, e-mail, phone number, company or message) make the lead possibly junk: the rule 'placeholder-details'
 * names them, and the request is not taken as asking to be contacted, so it is judged on its message alone.
 *
 * @returns the quality and the rules that fired
 */
export function judgeContactRequest(request: JudgedRequest): LeadJudgement {
  const placeholders = placeholderFields({
    name: [request.firstName, request.lastName].filter(Boolean).join(' '),
    email: request.email,
    phone: request.phone,
    company: request.company,
    messages: [request.message],
  });
  const score = scoreLead({
    history: [],
    message: `${request.message ?? ''}\nWe have ${request.employees} employees.`,
    visitorInfo: {},
    placeholders,
  });
  if (placeholders.length > 0) return { quality: score.leadQuality, rules: score.firedRules };
  const quality = score.leadQuality === 'cold' ? 'warm' : score.leadQuality;
  return { quality, rules: [...score.firedRules, CONTACT_FORM_RULE] };
}

/** Judges contact requests ({@link judgeContactRequest}): inline or on a thread of its own. */
export interface LeadJudge {
  /**
   * The judgement of one request; never rejects (a failing thread falls back to judging inline).
   * @returns what {@link judgeContactRequest} returns for it
   */
  judge(request: JudgedRequest): Promise<LeadJudgement>;
  /** Stops the thread, if any; requests still waiting are judged inline. */
  close(): Promise<void>;
}

/** Judges on the calling thread (tests, tools, and the server when LEAD_JUDGE_THREAD is off). */
export const inlineLeadJudge: LeadJudge = {
  judge: async (request) => judgeContactRequest(request),
  close: async () => undefined,
};

/** A batch sent to the thread: its sequence number and its requests. */
export interface JudgeBatch {
  seq: number;
  requests: JudgedRequest[];
}

/** The thread's answer to a batch: a judgement per request, in order, or null where judging threw. */
export interface JudgedBatch {
  seq: number;
  judgements: (LeadJudgement | null)[];
}

/** How long a batch may wait for the thread before its requests are judged inline. */
const BATCH_TIMEOUT_MS = 2_000;

/** One waiting request: what to judge, and where its judgement goes. */
interface Waiting {
  request: JudgedRequest;
  resolve: (judgement: LeadJudgement) => void;
}

/**
 * Judges on one worker thread (`node:worker_threads`, leads/lead-quality-worker.ts). The requests that arrive
 * in one turn of the event loop go as one message, and come back as one (a message per request cost more than
 * the judging: piscina's pool, which posts each task, ran the lead path at 0.42× of its baseline against 0.6×).
 *
 * Failures lose nothing: a request the thread could not judge, a batch it does not answer within 2 s, and every
 * request waiting when the thread exits or errs are judged inline; after an exit or an error all further
 * requests are judged inline (logged once, without personal data).
 */
export class ThreadLeadJudge implements LeadJudge {
  readonly #log: ServiceLogger;
  #worker: Worker | undefined;
  #seq = 0;
  /** Requests of the current turn, not yet sent. */
  #queue: Waiting[] = [];
  /** Sent batches by sequence number, with their timers. */
  readonly #sent = new Map<number, { waiting: Waiting[]; timer: NodeJS.Timeout }>();

  readonly #timeoutMs: number;

  /**
   * Starts the thread (it loads the rules once, in the background).
   * @param log where a failing thread is reported
   * @param options the thread's script (tests start failing ones) and how long a batch may wait, in ms
   */
  constructor(log: ServiceLogger, options: { script?: URL; timeoutMs?: number } = {}) {
    this.#log = log;
    this.#timeoutMs = options.timeoutMs ?? BATCH_TIMEOUT_MS;
    const worker = new Worker(options.script ?? new URL('./lead-quality-worker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (answer: JudgedBatch) => this.#answered(answer));
    worker.on('error', (error: Error) => this.#stopped(`failed: ${error.name}`));
    worker.on('exit', (code: number) => this.#stopped(`exited with code ${code}`));
    this.#worker = worker;
  }

  judge(request: JudgedRequest): Promise<LeadJudgement> {
    if (!this.#worker) return Promise.resolve(judgeContactRequest(request));
    return new Promise((resolve) => {
      if (this.#queue.length === 0) setImmediate(() => this.#send());
      this.#queue.push({ request, resolve });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#stop();
    await worker?.terminate();
  }

  /** Sends the turn's requests as one batch (inline when the thread has stopped meanwhile). */
  #send(): void {
    const waiting = this.#queue;
    this.#queue = [];
    if (waiting.length === 0) return;
    if (!this.#worker) {
      judgeInline(waiting);
      return;
    }
    const seq = ++this.#seq;
    const timer = setTimeout(() => {
      this.#sent.delete(seq);
      judgeInline(waiting);
    }, this.#timeoutMs);
    timer.unref();
    this.#sent.set(seq, { waiting, timer });
    const batch: JudgeBatch = { seq, requests: waiting.map(({ request }) => request) };
    this.#worker.postMessage(batch);
  }

  #answered({ seq, judgements }: JudgedBatch): void {
    const batch = this.#sent.get(seq);
    if (!batch) return; // timed out: already judged inline
    this.#sent.delete(seq);
    clearTimeout(batch.timer);
    batch.waiting.forEach((waiting, index) => {
      waiting.resolve(judgements[index] ?? judgeContactRequest(waiting.request));
    });
  }

  #stopped(reason: string): void {
    if (!this.#worker) return;
    this.#log.error({ reason }, 'lead-quality thread stopped; judging inline');
    this.#stop();
  }

  /** Marks the thread gone and judges inline everything still waiting for it. */
  #stop(): void {
    this.#worker = undefined;
    for (const { waiting, timer } of this.#sent.values()) {
      clearTimeout(timer);
      judgeInline(waiting);
    }
    this.#sent.clear();
    judgeInline(this.#queue);
    this.#queue = [];
  }
}

/** Judges waiting requests on this thread. */
function judgeInline(waiting: readonly Waiting[]): void {
  for (const { request, resolve } of waiting) resolve(judgeContactRequest(request));
}
