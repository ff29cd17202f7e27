/**
 * The lead-quality thread's entry (leads/lead-quality.ts `ThreadLeadJudge`): judges each batch it is sent
 * and answers with the judgements in the same order; a request whose judging throws gets null (judged inline by
 * the main thread). It logs nothing: the requests hold visitors' messages.
 */
import { parentPort } from 'node:worker_threads';
import { type JudgeBatch, type JudgedBatch, judgeContactRequest } from './lead-quality.ts';

parentPort?.on('message', ({ seq, requests }: JudgeBatch) => {
  const judgements = requests.map((request) => {
    try {
      return judgeContactRequest(request);
    } catch {
      return null;
    }
  });
  const answer: JudgedBatch = { seq, judgements };
  parentPort?.postMessage(answer);
});
