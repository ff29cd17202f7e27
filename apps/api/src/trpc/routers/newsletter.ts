import { newsletterConfirm, newsletterUnsubscribe } from '../../newsletter/newsletter-link.ts';
import { newsletterSubscribe } from '../../newsletter/newsletter-subscribe.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';

/** The newsletter with double opt-in (CASL; decision 006). */
export const newsletterRouter = router({
  /** {@link newsletterSubscribe}: signs up, pending until the emailed link confirms it. */
  subscribe: procedureOf(newsletterSubscribe),
  /** {@link newsletterConfirm}: confirms a signup from its emailed link. */
  confirm: procedureOf(newsletterConfirm),
  /** {@link newsletterUnsubscribe}: unsubscribes from a newsletter's link. */
  unsubscribe: procedureOf(newsletterUnsubscribe),
});
