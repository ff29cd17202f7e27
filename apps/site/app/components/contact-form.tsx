import type { ContactFormConfig, ToastCopy } from '@northline/content';
import { type ContactFormValues, type ContactSubmitResponse, SIZE_BANDS } from '@northline/schemas';
import { Button, Field, useToast } from '@northline/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError, postJson } from '../lib/api.ts';
import { lazyResolver, preloadFormCode } from '../lib/lazy-resolver.ts';
import * as styles from './contact-form.css.ts';
import { useChatPrefill } from './use-chat-prefill.ts';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The page's form configuration from @northline/content (schema, labels, source, toasts). */
  config: ContactFormConfig;
  /** The form's accessible name, usually the section's heading (e.g. 'Get your free IT assessment'). */
  name: string;
}

const EMPTY: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  employees: '',
  message: '',
};

/** The text of a toast description (§8): fixed, the server's message, or the error's message. */
function toastText(copy: ToastCopy, detail: string | undefined): string {
  if (copy.kind === 'text') return copy.text;
  return detail?.trim() ? detail : copy.fallback;
}

/**
 * The site's one contact form, driven by a page's configuration (specification §3, §4, §5, §8).
 * Validates with the page's zod schema (each message under its field; zod loads when the form is first
 * focused or submitted, see lib/lazy-resolver.ts), sends `POST /api/contact` with
 * the page's `source`, shows 'Submitting...'/'Sending...' with the button disabled while in flight, then
 * the success toast and a reset form, or the failure toast with the typed values kept.
 */
export function ContactForm({ config, name }: ContactFormProps) {
  const id = useId();
  const sizeBands = SIZE_BANDS[config.sizeBands];
  const resolver = useMemo(
    () => lazyResolver<ContactFormValues>((validation) => validation.contactResolver(config, sizeBands)),
    [config, sizeBands],
  );
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver, defaultValues: EMPTY, mode: 'onSubmit' });
  // What the visitor told the chat in this session fills the empty fields.
  useChatPrefill(getValues, setValue);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await postJson<ContactSubmitResponse>('/api/contact', {
        ...values,
        source: config.source,
      });
      toast({
        title: config.success.title,
        description: toastText(config.success.description, answer.message),
      });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const issue of error.issues) {
          if (issue.path in EMPTY)
            setError(issue.path as keyof ContactFormValues, { message: issue.message });
        }
      }
      toast({
        title: config.failure.title,
        description: toastText(
          config.failure.description,
          error instanceof Error ? error.message : undefined,
        ),
        variant: 'destructive',
      });
      if (!config.keepValuesOnFailure) reset(EMPTY);
    }
  });

  const error = (name: keyof ContactFormValues) => errors[name]?.message;
  const textareaSize =
    'rows' in config.textarea ? { rows: config.textarea.rows } : { minHeight: config.textarea.minHeightPx };
  const options = sizeBands.map((band) => ({ value: band, label: band }));

  return (
    // method="post": a submit before the page hydrates (its scripts start after the first paint) must not put
    // the visitor's details in the URL, the history or the server's request log (PIPEDA).
    <form
      aria-label={name}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadFormCode}
      className={styles.form}
    >
      <div className={styles.row}>
        <Field
          id={`${id}-firstName`}
          label={config.labels.firstName}
          autoComplete="given-name"
          error={error('firstName')}
          {...register('firstName')}
        />
        <Field
          id={`${id}-lastName`}
          label={config.labels.lastName}
          autoComplete="family-name"
          error={error('lastName')}
          {...register('lastName')}
        />
      </div>
      <div className={styles.row}>
        <Field
          id={`${id}-email`}
          label={config.labels.email}
          type="email"
          autoComplete="email"
          error={error('email')}
          {...register('email')}
        />
        <Field
          id={`${id}-phone`}
          label={config.labels.phone}
          type="tel"
          autoComplete="tel"
          error={error('phone')}
          {...register('phone')}
        />
      </div>
      <div className={styles.row}>
        <Field
          id={`${id}-company`}
          label={config.labels.company}
          autoComplete="organization"
          error={error('company')}
          {...register('company')}
        />
        <Field
          as="select"
          id={`${id}-employees`}
          label={config.labels.employees}
          placeholder={config.employeesPlaceholder}
          options={options}
          error={error('employees')}
          {...register('employees')}
        />
      </div>
      <Field
        as="textarea"
        id={`${id}-message`}
        label={config.labels.message}
        {...textareaSize}
        {...register('message')}
      />
      <p className={styles.privacy}>
        {config.privacyNotice.text} <a href="/privacy-policy">{config.privacyNotice.linkLabel}</a>
      </p>
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting} size="lg" fullWidth>
        {isSubmitting ? config.submittingLabel : config.submitLabel}
      </Button>
    </form>
  );
}
