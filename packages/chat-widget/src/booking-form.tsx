/**
 * The booking panel's form (booking-panel.tsx): the chosen time, the name and e-mail fields, 'Book' and
 * 'Change time'. Its state and the booking itself are `useBookingForm`'s.
 */
import { CONTACT_FIELD_MAX, MEETING_FIELD_MAX } from '@northline/schemas/constants';
import { Button, Field } from '@northline/ui';
import type { MeetingSlot } from './booking-client.ts';
import * as bookingStyles from './booking-panel.css.ts';
import type { BookingFormats } from './booking-slots.ts';
import * as styles from './chat-widget.css.ts';
import type { ChatWidgetTexts } from './types.ts';
import type { BookingFormState } from './use-booking-form.ts';

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  /** The panel's id: the fields are `{id}-name` and `{id}-email`. */
  id: string;
  /** The id of the panel's title, which names the form. */
  titleId: string;
  texts: ChatWidgetTexts['booking'];
  formats: BookingFormats;
  /** The time being booked. */
  chosen: MeetingSlot;
  /** The fields, their errors and refs, and the submit (`useBookingForm`). */
  form: BookingFormState;
  /** 'Change time': back to the times. */
  onChangeTime: () => void;
}

/**
 * The form of a chosen time: the line naming the time with its zone, the name and e-mail fields (labelled,
 * required, checked by the submit rather than the browser), 'Book' (busy while the booking is in flight) and
 * 'Change time'.
 */
export function BookingForm({ id, titleId, texts, formats, chosen, form, onChangeTime }: BookingFormProps) {
  return (
    <form className={bookingStyles.day} aria-labelledby={titleId} noValidate onSubmit={form.submit}>
      <p className={bookingStyles.chosen}>
        {texts.chosen.replaceAll('{when}', `${formats.when(chosen.start)} (${texts.timeZone})`)}
      </p>
      <div className={styles.panelFields}>
        <Field
          ref={form.nameRef}
          id={`${id}-name`}
          label={texts.labels.name}
          name="name"
          autoComplete="name"
          required
          maxLength={MEETING_FIELD_MAX.name}
          value={form.name}
          error={form.errors.name}
          onChange={(event) => form.setName(event.target.value)}
        />
        <Field
          ref={form.emailRef}
          id={`${id}-email`}
          label={texts.labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_FIELD_MAX.email}
          value={form.email}
          error={form.errors.email}
          onChange={(event) => form.setEmail(event.target.value)}
        />
      </div>
      <div className={styles.panelActions}>
        <Button ref={form.submitRef} type="submit" size="sm" loading={form.busy}>
          {texts.submit}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onChangeTime}>
          {texts.changeTime}
        </Button>
      </div>
    </form>
  );
}
