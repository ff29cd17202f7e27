import { sessionsStart } from '../../conversations/sessions-start.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';

/** Visitor sessions (decision 012). */
export const sessionsRouter = router({
  /** {@link sessionsStart}: issues a visitor session and its token. */
  start: procedureOf(sessionsStart),
});
