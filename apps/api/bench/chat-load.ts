/**
 * The load generator of `pnpm bench:chat`'s concurrent section, run in a worker thread so the client's own work
 * (building requests, reading answers) never competes with the server for its event loop. Receives
 * {@link ChatLoad} as its worker data, sends each request once, at most `concurrency` at a time, and posts back the
 * latency of each in milliseconds (in the order sent) or throws on an answer other than 200.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';

/** One `POST /api/chat`: its JSON body and its session's token. */
export interface ChatLoadRequest {
  body: string;
  token: string;
}

/** What the worker is given: the API's origin, the requests and how many run at once. */
export interface ChatLoad {
  base: string;
  requests: ChatLoadRequest[];
  concurrency: number;
}

async function run({ base, requests, concurrency }: ChatLoad): Promise<number[]> {
  const latencies = new Array<number>(requests.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index] as ChatLoadRequest;
      const started = performance.now();
      const response = await fetch(`${base}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SESSION_TOKEN_HEADER]: request.token },
        body: request.body,
      });
      const text = await response.text();
      latencies[index] = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`POST /api/chat answered ${response.status}: ${text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return latencies;
}

if (parentPort) parentPort.postMessage(await run(workerData as ChatLoad));
