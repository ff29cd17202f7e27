import type { DayOfWeek } from '@northline/content';
import { company, DAYS_OF_WEEK, staffApp, staffMeetings } from '@northline/content';
import { Button, Field, useToast } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../staff/confirm-dialog.tsx';
import { staffMeta } from '../../staff/format.ts';
import { dayLabel, isDateKey } from '../../staff/meeting-dates.ts';
import * as mcss from '../../staff/meetings.css.ts';
import * as css from '../../staff/staff.css.ts';
import { useTRPC } from '../../staff/trpc.ts';

/** noindex. */
export const meta = () => staffMeta(staffMeetings.settings.metaTitle);

const copy = staffMeetings.settings;

/** The field issues of a refused call (`{ path: 'weeklyHours.0.opens', message }`), empty for any other failure. */
function issuesOf(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as { path: string; message: string }[]) : [];
}

/** One weekday's row of the hours form. */
interface DayHours {
  works: boolean;
  opens: string;
  closes: string;
}

type WeeklyHours = readonly { days: readonly DayOfWeek[]; opens: string; closes: string }[];

/** The form's rows from weekly hours: a day works when a rule names it (its first rule's times). */
function rowsOf(hours: WeeklyHours): Record<DayOfWeek, DayHours> {
  const rows = {} as Record<DayOfWeek, DayHours>;
  for (const day of DAYS_OF_WEEK) {
    const rule = hours.find((candidate) => candidate.days.includes(day));
    rows[day] = rule
      ? { works: true, opens: rule.opens, closes: rule.closes }
      : { works: false, opens: '09:00', closes: '17:00' };
  }
  return rows;
}

/**
 * /staff/meetings/settings: the signed-in member's booking settings. Whether visitors can book them; their weekly
 * hours (per weekday, start and end, Toronto time; the company's business hours by default); their days off; and
 * their private calendar feed, whose secret URL is shown once after it is generated, with a copy button and how to
 * subscribe from Outlook or Google Calendar, and which can be regenerated or revoked after a confirmation. Each
 * form shows the API's field errors (400 `issues`) beside its fields and confirms a save with a toast.
 */
export default function StaffMeetingSettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.staff.meetings.settings.queryOptions());

  return (
    <main id="main" className={css.main} tabIndex={-1}>
      <p>
        <Link to="/staff/meetings" className={css.leadLink}>
          ← {copy.back}
        </Link>
      </p>
      <div className={css.pageHead}>
        <h1 className={css.h1}>{copy.title}</h1>
      </div>
      <p className={css.summary}>{copy.intro}</p>
      {settings.data?.bookableMembers === 0 ? (
        <p className={css.alert} role="alert">
          {staffMeetings.list.nobodyBookable}
        </p>
      ) : null}
      {settings.data ? (
        <div className={`${mcss.settingsGrid} ${css.spaced}`}>
          <div className={css.stack}>
            <BookableForm bookable={settings.data.bookable} />
            <DaysOffForm days={settings.data.daysOff} />
            <FeedPanel active={settings.data.feed} />
          </div>
          <HoursForm weeklyHours={settings.data.weeklyHours} />
        </div>
      ) : (
        <p role="status">{settings.isError ? staffApp.loadFailed : staffApp.loading}</p>
      )}
    </main>
  );
}

/**
 * What a settings form does after its call: `refresh` reads the settings again; `saved` confirms with a toast
 * (and an optional description), then refreshes; `failed` says the change was not saved.
 */
function useSettingsSaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.staff.meetings.settings.queryKey() });
  return {
    refresh,
    saved: async (description?: string) => {
      toast({ title: copy.saved, ...(description ? { description } : {}) });
      await refresh();
    },
    failed: () => toast({ title: copy.saveFailed, variant: 'destructive' }),
  };
}

/** One section of the settings: a panel named by its `h2` (`<id>-heading`). */
function SettingsPanel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={css.panel} aria-labelledby={`${id}-heading`}>
      <h2 className={css.h2} id={`${id}-heading`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A form's save button, busy (and disabled) while its call runs. */
function SaveButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" size="sm" loading={pending} disabled={pending}>
        {children}
      </Button>
    </div>
  );
}

/**
 * One time of a weekday's hours: a visible short label ("Start"), the full name for assistive technology ("Monday
 * starts"), a 15-minute step, and the day's error described when there is one.
 */
function TimeField(props: {
  label: string;
  name: string;
  value: string;
  disabled: boolean;
  error: string | undefined;
  errorId: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={mcss.fieldLabel}>
      <span aria-hidden="true">{props.label}</span>
      <input
        type="time"
        className={mcss.timeInput}
        value={props.value}
        step={900}
        disabled={props.disabled}
        aria-label={props.name}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? props.errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

function BookableForm({ bookable }: { bookable: boolean }) {
  const trpc = useTRPC();
  const { saved, failed } = useSettingsSaved();
  const [checked, setChecked] = useState(bookable);
  useEffect(() => setChecked(bookable), [bookable]);
  const save = useMutation(
    trpc.staff.meetings.setBookable.mutationOptions({
      onSuccess: (result) => saved(result.bookable ? copy.bookable.on : copy.bookable.off),
      onError: failed,
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ bookable: checked });
  };
  return (
    <SettingsPanel id="bookable" heading={copy.bookable.heading}>
      <form className={mcss.form} onSubmit={submit}>
        <label className={css.checkbox}>
          <input
            type="checkbox"
            name="bookable"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            aria-describedby="bookable-hint"
          />
          {copy.bookable.label}
        </label>
        <p id="bookable-hint" className={css.small}>
          {copy.bookable.hint}
        </p>
        <SaveButton pending={save.isPending}>{copy.bookable.save}</SaveButton>
      </form>
    </SettingsPanel>
  );
}

function HoursForm({ weeklyHours }: { weeklyHours: WeeklyHours | null }) {
  const trpc = useTRPC();
  const { saved, failed } = useSettingsSaved();
  const [useCompany, setUseCompany] = useState(weeklyHours === null);
  const [rows, setRows] = useState(() => rowsOf(weeklyHours ?? company.hours.rules));
  const [errors, setErrors] = useState<Partial<Record<DayOfWeek | 'form', string>>>({});
  const formId = useId();
  const save = useMutation(
    trpc.staff.meetings.setHours.mutationOptions({
      onSuccess: () => {
        setErrors({});
        return saved();
      },
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (useCompany) {
      save.mutate({ weeklyHours: null }, { onError: failed });
      return;
    }
    const working = DAYS_OF_WEEK.filter((day) => rows[day].works);
    const found: Partial<Record<DayOfWeek | 'form', string>> = {};
    if (working.length === 0) found.form = copy.hours.noDay;
    for (const day of working) if (rows[day].closes <= rows[day].opens) found[day] = copy.hours.order;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const rules = working.map((day) => ({ days: [day], opens: rows[day].opens, closes: rows[day].closes }));
    save.mutate(
      { weeklyHours: rules },
      {
        onError: (error) => {
          const issues = issuesOf(error);
          if (issues.length === 0) return failed();
          const mapped: Partial<Record<DayOfWeek | 'form', string>> = {};
          for (const issue of issues) {
            const index = Number(issue.path.split('.')[1]);
            const day = Number.isInteger(index) ? working[index] : undefined;
            mapped[day ?? 'form'] = issue.message;
          }
          setErrors(mapped);
        },
      },
    );
  };
  const change = (day: DayOfWeek, patch: Partial<DayHours>) =>
    setRows((current) => ({ ...current, [day]: { ...current[day], ...patch } }));

  return (
    <SettingsPanel id="hours" heading={copy.hours.heading}>
      <form className={mcss.form} onSubmit={submit} noValidate>
        <p className={css.small} id={`${formId}-hint`}>
          {copy.hours.hint}
        </p>
        <label className={css.checkbox}>
          <input
            type="checkbox"
            name="useCompany"
            checked={useCompany}
            onChange={(event) => setUseCompany(event.target.checked)}
          />
          {copy.hours.useCompany}
        </label>
        <fieldset className={mcss.hoursTable} disabled={useCompany} aria-describedby={`${formId}-hint`}>
          <legend className={css.visuallyHidden}>{copy.hours.heading}</legend>
          {DAYS_OF_WEEK.map((day) => {
            const row = rows[day];
            const dayName = copy.days[day];
            const error = errors[day];
            const errorId = `${formId}-${day}-error`;
            return (
              <div key={day}>
                <div className={mcss.hoursRow}>
                  <label className={`${css.checkbox} ${mcss.hoursDay}`}>
                    <input
                      type="checkbox"
                      checked={row.works}
                      onChange={(event) => change(day, { works: event.target.checked })}
                      aria-label={copy.hours.works(dayName)}
                    />
                    <span aria-hidden="true">{dayName}</span>
                  </label>
                  <TimeField
                    label={copy.hours.start}
                    name={copy.hours.starts(dayName)}
                    value={row.opens}
                    disabled={!row.works}
                    error={error}
                    errorId={errorId}
                    onChange={(opens) => change(day, { opens })}
                  />
                  <TimeField
                    label={copy.hours.end}
                    name={copy.hours.ends(dayName)}
                    value={row.closes}
                    disabled={!row.works}
                    error={error}
                    errorId={errorId}
                    onChange={(closes) => change(day, { closes })}
                  />
                </div>
                {error ? (
                  <p className={mcss.error} id={errorId}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        {errors.form ? (
          <p className={mcss.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        {Object.keys(errors).length > 0 && !errors.form ? (
          <p className={mcss.error} role="alert">
            {copy.fixErrors}
          </p>
        ) : null}
        <SaveButton pending={save.isPending}>{copy.hours.save}</SaveButton>
      </form>
    </SettingsPanel>
  );
}

function DaysOffForm({ days }: { days: readonly string[] }) {
  const trpc = useTRPC();
  const { saved, failed } = useSettingsSaved();
  const [date, setDate] = useState('');
  const [error, setError] = useState('');
  const save = useMutation(trpc.staff.meetings.setDaysOff.mutationOptions());
  const refused = (error: unknown) => {
    const issue = issuesOf(error)[0];
    if (issue) setError(issue.message);
    else failed();
  };
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDateKey(date)) return setError(copy.daysOff.required);
    if (days.includes(date)) return setError(copy.daysOff.duplicate);
    setError('');
    save.mutate(
      { days: [...days, date].sort() },
      {
        onSuccess: async () => {
          setDate('');
          await saved(dayLabel(date));
        },
        onError: refused,
      },
    );
  };
  const remove = (day: string) =>
    save.mutate(
      { days: days.filter((candidate) => candidate !== day) },
      { onSuccess: () => saved(), onError: refused },
    );
  return (
    <SettingsPanel id="days-off" heading={copy.daysOff.heading}>
      <p className={css.small}>{copy.daysOff.hint}</p>
      {days.length === 0 ? (
        <p className={css.muted}>{copy.daysOff.none}</p>
      ) : (
        <ul className={mcss.dayOffList} aria-labelledby="days-off-heading">
          {days.map((day) => (
            <li key={day} className={mcss.dayOff}>
              <time dateTime={day}>{dayLabel(day)}</time>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(day)}
                disabled={save.isPending}
                aria-label={copy.daysOff.remove(dayLabel(day))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={`${mcss.addRow} ${css.spaced}`} onSubmit={add} noValidate>
        <Field
          label={copy.daysOff.date}
          name="day"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          {...(error ? { error } : {})}
        />
        <Button type="submit" size="sm" variant="outline" loading={save.isPending} disabled={save.isPending}>
          {copy.daysOff.add}
        </Button>
      </form>
    </SettingsPanel>
  );
}

function FeedPanel({ active }: { active: boolean }) {
  const trpc = useTRPC();
  const { toast } = useToast();
  const { refresh, failed } = useSettingsSaved();
  const [feedUrl, setFeedUrl] = useState('');
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  const [copied, setCopied] = useState('');
  const urlRef = useRef<HTMLInputElement>(null);
  const regenerate = useMutation(
    trpc.staff.meetings.regenerateFeed.mutationOptions({
      onSuccess: async (result) => {
        setConfirming(null);
        setFeedUrl(result.feedUrl);
        setCopied('');
        toast({ title: copy.feed.created, description: copy.feed.shownOnce });
        await refresh();
        urlRef.current?.focus();
        urlRef.current?.select();
      },
      onError: failed,
    }),
  );
  const revoke = useMutation(
    trpc.staff.meetings.revokeFeed.mutationOptions({
      onSuccess: async () => {
        setConfirming(null);
        setFeedUrl('');
        toast({ title: copy.feed.revoked });
        await refresh();
      },
      onError: failed,
    }),
  );
  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied(copy.feed.copied);
    } catch {
      urlRef.current?.select();
      setCopied(copy.feed.copyFailed);
    }
  };
  const busy = regenerate.isPending || revoke.isPending;

  return (
    <SettingsPanel id="feed" heading={copy.feed.heading}>
      <p className={css.small}>{copy.feed.hint}</p>
      <p>{active ? copy.feed.active : copy.feed.inactive}</p>
      {feedUrl ? (
        <div className={mcss.form}>
          <label className={mcss.fieldLabel}>
            {copy.feed.urlLabel}
            <input
              ref={urlRef}
              className={mcss.feedUrl}
              readOnly
              value={feedUrl}
              aria-describedby="feed-once"
              onFocus={(event) => event.target.select()}
            />
          </label>
          <p id="feed-once" className={css.notice}>
            {copy.feed.shownOnce}
          </p>
          <div className={css.row}>
            <Button size="sm" onClick={() => void copyUrl()}>
              {copy.feed.copy}
            </Button>
            <span role="status" aria-live="polite" className={css.small}>
              {copied}
            </span>
          </div>
          <h3 className={mcss.dayHeading}>{copy.feed.how}</h3>
          <ul className={mcss.steps}>
            <li>{copy.feed.outlook}</li>
            <li>{copy.feed.google}</li>
          </ul>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          id="feed-confirm"
          question={confirming === 'regenerate' ? copy.feed.confirmRegenerate : copy.feed.confirmRevoke}
          confirmLabel={confirming === 'regenerate' ? copy.feed.yesRegenerate : copy.feed.yesRevoke}
          cancelLabel={copy.feed.cancel}
          onConfirm={() => (confirming === 'regenerate' ? regenerate.mutate() : revoke.mutate())}
          onCancel={() => setConfirming(null)}
          disabled={busy}
          loading={busy}
        />
      ) : (
        <div className={`${css.row} ${css.spaced}`}>
          {active ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setConfirming('regenerate')} disabled={busy}>
                {copy.feed.regenerate}
              </Button>
              <Button size="sm" variant="destructive" onClick={() => setConfirming('revoke')} disabled={busy}>
                {copy.feed.revoke}
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => regenerate.mutate()} loading={busy} disabled={busy}>
              {copy.feed.create}
            </Button>
          )}
        </div>
      )}
    </SettingsPanel>
  );
}
