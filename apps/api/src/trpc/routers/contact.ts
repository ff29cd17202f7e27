import { contactSubmit } from '../../leads/contact-submit.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';

/** Leads: the contact request every page's form sends (`POST /api/contact`, specification §3, §7). */
export const contactRouter = router({
  /** {@link contactSubmit}: stores a contact request, once per `Idempotency-Key`. */
  submit: procedureOf(contactSubmit),
});
