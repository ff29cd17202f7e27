import type { ContactFormConfig, ToastCopy } from '@northline/content';
import type { ContactFormValues, ContactSubmitResponse } from '@northline/schemas';
import { CONTACT_FIELD_MAX, PHONE_MIN_LENGTH, SIZE_BANDS } from '@northline/schemas/constants';
import { Button, Field, useToast } from '@northline/ui';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import type { MeetingOfferBooking } from '../meetings/meeting-offer.tsx';
import * as styles from './contact-form.css.ts';
import { Honeypot } from './honeypot.tsx';
import { useChatPrefill } from './use-chat-prefill.ts';
import { useLeadForm } from './use-lead-form.ts';

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

/** The offer to book the assessment, loaded once a form is sent (docs/decisions/035). */
const MeetingOffer = lazy(() =>
  import('../meetings/meeting-offer.tsx').then((module) => ({ default: module.MeetingOffer })),
);

/** The text of a toast description (§8): fixed, the server's message, or the error's message. */
function toastText(copy: ToastCopy, detail: string | undefined): string {
  if (copy.kind === 'text') return copy.text;
  return detail?.trim() ? detail : copy.fallback;
}

/**
 * The site's one contact form, driven by a page's configuration (specification §3, §4, §5, §8; decisions
 * 003 and 019).
 *
 * - Without JavaScript (and before the page hydrates) it is a plain HTML form: `POST /api/contact` as
 *   `application/x-www-form-urlencoded`, with the native constraints (`required`, `type=email`/`tel`,
 *   `minlength` 10 on the phone, `maxlength` from `CONTACT_FIELD_MAX`, a required select), the page's `source`
 *   and an empty `formToken` as hidden inputs and the honeypot; the API answers with the form's thank-you page.
 * - Hydrated, it sets `noValidate` and validates with the page's zod schema (each message under its field; zod
 *   loads when the form is first focused or submitted, see lib/lazy-resolver.ts). The first focus also fetches
 *   a form token. It posts JSON: the values, `source`, the honeypot's value, the token, the session's
 *   attribution and the chat session (lib/lead-capture.ts), with an `Idempotency-Key` that stays the same while
 *   the values do (a retry after a failure is stored once). 'Submitting...'/'Sending...' with the button
 *   disabled while in flight, then the success toast, a reset form and a new token; or the failure toast with
 *   the typed values kept.
 * - After a JS submission, "Book your free assessment now" appears under the form with the next free times
 *   (components/meetings/meeting-offer.tsx): booking from there joins the contact request's lead (its id from the
 *   answer) and starts with the name and e-mail just sent, held in memory only, never in a URL.
 */
export function ContactForm({ config, name }: ContactFormProps) {
  const id = useId();
  const { honeypot, formToken, formProps, post } = useLeadForm({ withChatSession: true });
  const sizeBands = SIZE_BANDS[config.sizeBands];
  const resolver = useMemo(
    () => lazyResolver<ContactFormValues>((validation) => validation.contactResolver(config, sizeBands)),
    [config, sizeBands],
  );
  const { toast } = useToast();
  const [offer, setOffer] = useState<MeetingOfferBooking | undefined>(undefined);
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
      const answer = await post<ContactSubmitResponse>('/api/contact', { ...values, source: config.source });
      toast({
        title: config.success.title,
        description: toastText(config.success.description, answer.message),
      });
      setOffer({
        name: `${values.firstName} ${values.lastName}`.trim(),
        email: values.email,
        company: values.company || undefined,
        phone: values.phone || undefined,
        contactRequestId: answer.id,
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

  // A real HTML form (decision 003): posted natively to the API before hydration or without JavaScript,
  // `method="post"` so the visitor's details never go into a URL, the history or a request log (PIPEDA).
  return (
    <>
      <form
        aria-label={name}
        action="/api/contact"
        {...formProps}
        onSubmit={onSubmit}
        className={styles.form}
      >
        <input type="hidden" name="source" value={config.source} />
        <input type="hidden" name="formToken" value={formToken} />
        <div className={styles.row}>
          <Field
            id={`${id}-firstName`}
            label={config.labels.firstName}
            autoComplete="given-name"
            required
            requiredMark={false}
            maxLength={CONTACT_FIELD_MAX.firstName}
            error={error('firstName')}
            {...register('firstName')}
          />
          <Field
            id={`${id}-lastName`}
            label={config.labels.lastName}
            autoComplete="family-name"
            required
            requiredMark={false}
            maxLength={CONTACT_FIELD_MAX.lastName}
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
            required
            requiredMark={false}
            maxLength={CONTACT_FIELD_MAX.email}
            error={error('email')}
            {...register('email')}
          />
          <Field
            id={`${id}-phone`}
            label={config.labels.phone}
            type="tel"
            autoComplete="tel"
            required
            requiredMark={false}
            minLength={PHONE_MIN_LENGTH}
            maxLength={CONTACT_FIELD_MAX.phone}
            error={error('phone')}
            {...register('phone')}
          />
        </div>
        <Honeypot id={`${id}-website`} ref={honeypot} />
        <div className={styles.row}>
          <Field
            id={`${id}-company`}
            label={config.labels.company}
            autoComplete="organization"
            required
            requiredMark={false}
            maxLength={CONTACT_FIELD_MAX.company}
            error={error('company')}
            {...register('company')}
          />
          <Field
            as="select"
            id={`${id}-employees`}
            label={config.labels.employees}
            placeholder={config.employeesPlaceholder}
            options={options}
            required
            requiredMark={false}
            error={error('employees')}
            {...register('employees')}
          />
        </div>
        <Field
          as="textarea"
          id={`${id}-message`}
          label={config.labels.message}
          maxLength={CONTACT_FIELD_MAX.message}
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
      {offer ? (
        <Suspense fallback={null}>
          <MeetingOffer booking={offer} />
        </Suspense>
      ) : null}
    </>
  );
}
