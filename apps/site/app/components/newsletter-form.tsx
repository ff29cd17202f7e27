import type { BlogPage } from '@northline/content';
import type { NewsletterFormValues, NewsletterSubscription } from '@northline/schemas';
import { Button, Field, useToast } from '@northline/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError, postJson } from '../lib/api.ts';
import { lazyResolver, preloadFormCode } from '../lib/lazy-resolver.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import * as styles from './newsletter-form.css.ts';

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
 * The blog's newsletter box (specification §2 "Blog / resources"; decisions.md "Newsletter"): an email field
 * and an explicit, unticked consent checkbox (CASL), validated with `newsletterSubscriptionSchema` (each
 * message under its field), then `POST /api/newsletter` with `{ email, consent: true }`. 'Subscribing...'
 * with the button disabled while in flight; a success toast and an emptied form, or a failure toast with
 * the typed email kept.
 */
export function NewsletterForm({ copy }: NewsletterFormProps) {
  const id = useId();
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
      await postJson<unknown>('/api/newsletter', { email: subscription.email, consent: true });
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
    // method="post": a submit before hydration must not put the email in the URL (see ContactForm).
    <form
      aria-label={copy.title}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadFormCode}
      className={styles.form}
    >
      <Field
        id={`${id}-email`}
        label={copy.emailLabel}
        type="email"
        autoComplete="email"
        placeholder={copy.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <ConsentCheckbox
        id={`${id}-consent`}
        label={copy.consentLabel}
        error={errors.consent?.message}
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
