/**
 * The load generator of `pnpm bench:chat`'s concurrent section, run in a worker thread so the client's own work
 * (building requests, reading answers) never competes with the server for its event loop. Receives
 * {@link ChatLoad} as its worker data, sends each request once through autocannon (`concurrency` keep-alive
 * connections, one request in flight on each), and posts back {@link ChatLoadResult}: the latency of each in
 * milliseconds (in the order of `requests`) and the CPU time of its own thread; or throws on an answer other than
 * 200.
 *
 * autocannon writes each request on a raw socket and parses the answer with Node's HTTP parser: about 0.2 ms of CPU
 * a request on this kind of machine, where `fetch` took about 0.6 ms. The load shares the machine's cores with the
 * server and PostgreSQL, so a lighter client leaves the measured server more of them, for the app and the floor
 * alike.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import autocannon from 'autocannon';

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

/** What the worker posts back. */
export interface ChatLoadResult {
  /** Each request's latency in milliseconds, in the order of `requests`. */
  latencies: number[];
  /** The CPU time (user and system) the worker's thread spent sending the load, in milliseconds. */
  cpuMs: number;
}

/** The per-connection context autocannon hands to a request's hooks: the index of the request it sends. */
interface LoadContext {
  index?: number;
}

/**
 * Sends `requests`, `concurrency` at a time.
 *
 * @returns each request's latency in milliseconds (autocannon's `responseTime`: from the request's write to the
 *   answer's last byte), in the order of `requests`
 * @throws Error naming the first answer other than 200, after the run
 */
async function run({ base, requests, concurrency }: ChatLoad): Promise<number[]> {
  const latencies = new Array<number>(requests.length).fill(Number.NaN);
  let next = 0;
  // autocannon calls `onResponse` with the finished request's context, then emits `response` with its time, in
  // the same tick: the index passes from one to the other.
  let finished: number | undefined;
  let failure: string | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/chat`,
        connections: concurrency,
        amount: requests.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              const index = next++;
              (context as LoadContext).index = index;
              const load = requests[index] as ChatLoadRequest;
              return {
                ...request,
                headers: { 'content-type': 'application/json', [SESSION_TOKEN_HEADER]: load.token },
                body: load.body,
              };
            },
            onResponse: (status, body, context) => {
              finished = (context as LoadContext).index;
              if (status !== 200) failure ??= `POST /api/chat answered ${status}: ${body.slice(0, 200)}`;
            },
          },
        ],
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (finished !== undefined) latencies[finished] = responseTime;
      finished = undefined;
    });
  });
  if (failure) throw new Error(failure);
  if (result.errors > 0 || result.timeouts > 0)
    throw new Error(`${result.errors} connection errors and ${result.timeouts} timeouts`);
  const missing = latencies.findIndex(Number.isNaN);
  if (missing !== -1) throw new Error(`no answer timed for request ${missing}`);
  return latencies;
}

if (parentPort) {
  const before = process.threadCpuUsage();
  const latencies = await run(workerData as ChatLoad);
  const cpu = process.threadCpuUsage(before);
  parentPort.postMessage({ latencies, cpuMs: (cpu.user + cpu.system) / 1000 } satisfies ChatLoadResult);
}
