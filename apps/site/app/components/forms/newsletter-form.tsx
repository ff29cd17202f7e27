import type { BlogPage } from '@northline/content';
import type { NewsletterFormValues, NewsletterSubscription } from '@northline/schemas';
import { NEWSLETTER_EMAIL_MAX } from '@northline/schemas/constants';
import { Button, Field, useToast } from '@northline/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { Honeypot } from './honeypot.tsx';
import * as styles from './newsletter-form.css.ts';
import { useLeadForm } from './use-lead-form.ts';

/** Props of {@link NewsletterForm}. */
export interface NewsletterFormProps {
  /** The newsletter box's copy (`blogPage.newsletter`). */
  copy: BlogPage['newsletter'];
}

const EMPTY: NewsletterFormValues = { email: '', consent: false };

/** The schema's resolver, loaded with zod on the first submit (lib/lazy-resolver.ts). */
const resolver = lazyResolver<NewsletterFormValues, NewsletterSubscription>((validation) =>
  validation.newsletterResolver(),
);

/**
 * The blog's newsletter box (specification §2 "Blog / resources"; decision 003): an email field and an explicit,
 * unticked consent checkbox (CASL). Subscribe stores the email and answers with a toast; an invalid email gets a
 * clear message.
 *
 * - Without JavaScript (and before hydration) a plain HTML form: `POST /api/newsletter` urlencoded, the email
 *   `required` `type=email`, the box `required` with the value `true`, the honeypot and an empty `formToken`;
 *   the API answers with `/thank-you/newsletter`.
 * - Hydrated, it sets `noValidate` and validates with `newsletterSubscriptionSchema` (each message under its
 *   field), fetches a form token on the first focus, then posts JSON `{ email, consent: true }` with the
 *   honeypot's value, the token and the session's attribution, under an `Idempotency-Key` that stays the same
 *   while the email does. 'Subscribing...' with the button disabled while in flight; a success toast and an
 *   emptied form, or a failure toast with the typed email kept.
 */
export function NewsletterForm({ copy }: NewsletterFormProps) {
  const id = useId();
  const { honeypot, formToken, formProps, post } = useLeadForm({ withChatSession: false });
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormValues, unknown, NewsletterSubscription>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (subscription) => {
    try {
      await post<unknown>('/api/newsletter', { email: subscription.email, consent: true });
      toast({ title: copy.success.title, description: copy.success.description });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const issue of error.issues) {
          if (issue.path === 'email' || issue.path === 'consent')
            setError(issue.path, { message: issue.message });
        }
      }
      toast({ title: copy.failure.title, description: copy.failure.description, variant: 'destructive' });
    }
  });

  return (
    // A real HTML form posted natively before hydration or without JavaScript (decision 003); method="post"
    // keeps the email out of URLs (see ContactForm).
    <form
      aria-label={copy.title}
      action="/api/newsletter"
      {...formProps}
      onSubmit={onSubmit}
      className={styles.form}
    >
      <input type="hidden" name="formToken" value={formToken} />
      <Field
        id={`${id}-email`}
        label={copy.emailLabel}
        type="email"
        autoComplete="email"
        placeholder={copy.emailPlaceholder}
        required
        requiredMark={false}
        maxLength={NEWSLETTER_EMAIL_MAX}
        error={errors.email?.message}
        {...register('email')}
      />
      <Honeypot id={`${id}-website`} ref={honeypot} />
      <ConsentCheckbox
        id={`${id}-consent`}
        label={copy.consentLabel}
        error={errors.consent?.message}
        required
        value="true"
        {...register('consent')}
      />
      <div>
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          disabled={isSubmitting}
          className={styles.submit}
        >
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
