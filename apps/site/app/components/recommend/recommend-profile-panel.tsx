import type { AiRecommendationTestPage } from '@northline/content';
import {
  BUDGET_LABELS,
  BUDGETS,
  CHALLENGE_LABELS,
  CHALLENGES,
  COMMUNICATION_STYLES,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  COMPLIANCE_LABELS,
  COMPLIANCE_REQUIREMENTS,
  GOAL_LABELS,
  GOALS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  MEETING_PREFERENCES,
  PROFILE_PRIORITIES,
  SERVICE_IDS,
  SERVICE_LABELS,
  TIMELINE_LABELS,
  TIMELINES,
  toOptions,
  type VisitorProfile,
} from '@northline/schemas';
import { Card, Field, Heading } from '@northline/ui';
import { CircleCheck, Eye } from 'lucide-react';
import { useId } from 'react';
import * as styles from '../test-pages/recommend-test.css.ts';
import type { ProfileSyncStatus } from './recommend-profile-sync.ts';

/** Props of {@link RecommendProfilePanel}. */
export interface RecommendProfilePanelProps {
  /** The left panel's copy (content's `aiRecommendationTestPage.profile`). */
  copy: AiRecommendationTestPage['profile'];
  profile: VisitorProfile;
  /**
   * Receives each change as an update of the current profile (a `setState` updater, such as `useState`'s setter
   * takes), so that two changes before a render, or a change racing the console's own updates (the page visited,
   * the time on site), all count.
   */
  onChange: (update: (current: VisitorProfile) => VisitorProfile) => void;
  /** The test session ('' until the browser made it). */
  sessionId: string;
  syncStatus: ProfileSyncStatus;
}

/** Adds `value` to `list`, or removes it when present (§4: toggling checkboxes adds or removes items). */
export function toggleItem<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Adds `value` once (§4: a service interest is added once to servicesViewed). */
export function addOnce<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? [...list] : [...list, value];
}

interface CheckboxGroupProps<T extends string> {
  legend: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  checked: readonly T[];
  onToggle: (value: T) => void;
}

/** A fieldset of checkboxes, two columns from small tablets up. */
function CheckboxGroup<T extends string>({
  legend,
  values,
  labels,
  checked,
  onToggle,
}: CheckboxGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checkboxes}>
        {values.map((value) => (
          <label key={value} className={styles.checkbox} htmlFor={`${id}-${value}`}>
            <input
              id={`${id}-${value}`}
              type="checkbox"
              className={styles.checkboxInput}
              checked={checked.includes(value)}
              onChange={() => onToggle(value)}
            />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The left panel of /ai-recommendation-test (specification §4 "Test page profile"): industry, company size,
 * budget and timeline selects; checkboxes for the ten challenges, the compliance needs and the goals; the
 * preferences and optional contact details; service-interest buttons (each adds the service once to
 * `behaviorData.servicesViewed`); the time on site and the session id with the upload status. Controlled: every
 * change goes to `onChange` as an update of the current profile.
 */
export function RecommendProfilePanel({
  copy,
  profile,
  onChange,
  sessionId,
  syncStatus,
}: RecommendProfilePanelProps) {
  const { labels } = copy;
  /** Applies a patch, computed from the current profile, to the current profile. */
  const set = (patch: (current: VisitorProfile) => Partial<VisitorProfile>) =>
    onChange((current) => ({ ...current, ...patch(current) }));
  const contact = profile.contactInfo ?? {};
  const setContact = (key: 'name' | 'email' | 'company' | 'phone', value: string) =>
    set((current) => ({ contactInfo: { ...(current.contactInfo ?? {}), [key]: value } }));
  const viewed = profile.behaviorData.servicesViewed;
  const prefs = copy.preferenceOptions;

  return (
    <Card as="section" aria-labelledby="profile-title" padding="lg">
      <div className={styles.panelBody}>
        <div className={styles.panelHead}>
          <Heading level={2} size="lg" id="profile-title" className={styles.panelTitle}>
            {copy.title}
          </Heading>
          <p className={styles.session}>
            <span className={styles.sessionLabel}>{copy.sessionLabel}:</span>{' '}
            <code className={styles.sessionId} title={sessionId || undefined}>
              {sessionId || '…'}
            </code>
            <span className={styles.syncStatus} role="status" data-status={syncStatus}>
              {syncStatus === 'saving' && copy.sync.saving}
              {syncStatus === 'saved' && copy.sync.saved}
              {syncStatus === 'failed' && copy.sync.failed}
            </span>
          </p>
        </div>

        <div className={styles.fieldGrid}>
          {(
            [
              ['industry', toOptions(INDUSTRIES, INDUSTRY_LABELS)],
              ['companySize', toOptions(COMPANY_SIZES, COMPANY_SIZE_LABELS)],
              ['budget', toOptions(BUDGETS, BUDGET_LABELS)],
              ['timeline', toOptions(TIMELINES, TIMELINE_LABELS)],
            ] as const
          ).map(([key, options]) => (
            <Field
              key={key}
              as="select"
              label={labels[key]}
              placeholder={copy.placeholder}
              options={options}
              value={profile[key] ?? ''}
              onChange={(event) => {
                const value = event.target.value || undefined;
                set(() => ({ [key]: value }) as Partial<VisitorProfile>);
              }}
            />
          ))}
        </div>

        <CheckboxGroup
          legend={labels.challenges}
          values={CHALLENGES}
          labels={CHALLENGE_LABELS}
          checked={profile.currentChallenges}
          onToggle={(value) =>
            set((current) => ({ currentChallenges: toggleItem(current.currentChallenges, value) }))
          }
        />
        <CheckboxGroup
          legend={labels.complianceNeeds}
          values={COMPLIANCE_REQUIREMENTS}
          labels={COMPLIANCE_LABELS}
          checked={profile.complianceNeeds}
          onToggle={(value) =>
            set((current) => ({ complianceNeeds: toggleItem(current.complianceNeeds, value) }))
          }
        />
        <CheckboxGroup
          legend={labels.goals}
          values={GOALS}
          labels={GOAL_LABELS}
          checked={profile.goals}
          onToggle={(value) => set((current) => ({ goals: toggleItem(current.goals, value) }))}
        />

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{labels.serviceInterests}</legend>
          <div className={styles.interests}>
            {SERVICE_IDS.map((serviceId) => {
              const seen = viewed.includes(serviceId);
              return (
                <button
                  key={serviceId}
                  type="button"
                  className={styles.interest}
                  data-viewed={seen || undefined}
                  onClick={() =>
                    set((current) => ({
                      behaviorData: {
                        ...current.behaviorData,
                        servicesViewed: addOnce(current.behaviorData.servicesViewed, serviceId),
                      },
                    }))
                  }
                >
                  {seen ? (
                    <CircleCheck className={styles.interestIcon} aria-hidden="true" />
                  ) : (
                    <Eye className={styles.interestIcon} aria-hidden="true" />
                  )}
                  {SERVICE_LABELS[serviceId]}
                </button>
              );
            })}
          </div>
          <p className={styles.behaviour}>
            {copy.servicesViewed}:{' '}
            <span data-testid="services-viewed">
              {viewed.length > 0
                ? viewed.map((id) => SERVICE_LABELS[id as keyof typeof SERVICE_LABELS] ?? id).join(', ')
                : '—'}
            </span>
          </p>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{labels.preferences}</legend>
          <div className={styles.fieldGrid}>
            <Field
              as="select"
              label={labels.communicationStyle}
              options={COMMUNICATION_STYLES.map((value) => ({
                value,
                label: prefs.communicationStyle[value],
              }))}
              value={profile.preferences.communicationStyle}
              onChange={(event) => {
                const value = event.target.value as VisitorProfile['preferences']['communicationStyle'];
                set((current) => ({ preferences: { ...current.preferences, communicationStyle: value } }));
              }}
            />
            <Field
              as="select"
              label={labels.meetingPreference}
              options={MEETING_PREFERENCES.map((value) => ({ value, label: prefs.meetingPreference[value] }))}
              value={profile.preferences.meetingPreference}
              onChange={(event) => {
                const value = event.target.value as VisitorProfile['preferences']['meetingPreference'];
                set((current) => ({ preferences: { ...current.preferences, meetingPreference: value } }));
              }}
            />
            <Field
              as="select"
              label={labels.priority}
              options={PROFILE_PRIORITIES.map((value) => ({ value, label: prefs.priority[value] }))}
              value={profile.preferences.priority}
              onChange={(event) => {
                const value = event.target.value as VisitorProfile['preferences']['priority'];
                set((current) => ({ preferences: { ...current.preferences, priority: value } }));
              }}
            />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{labels.contactInfo}</legend>
          <div className={styles.fieldGrid}>
            <Field
              label={labels.name}
              autoComplete="name"
              value={contact.name ?? ''}
              onChange={(event) => setContact('name', event.target.value)}
            />
            <Field
              label={labels.email}
              type="email"
              autoComplete="email"
              value={contact.email ?? ''}
              onChange={(event) => setContact('email', event.target.value)}
            />
            <Field
              label={labels.company}
              autoComplete="organization"
              value={contact.company ?? ''}
              onChange={(event) => setContact('company', event.target.value)}
            />
            <Field
              label={labels.phone}
              type="tel"
              autoComplete="tel"
              value={contact.phone ?? ''}
              onChange={(event) => setContact('phone', event.target.value)}
            />
          </div>
        </fieldset>

        <dl className={styles.behaviourList}>
          <div>
            <dt>{labels.timeOnSite}</dt>
            <dd data-testid="time-on-site">
              {copy.timeOnSiteValue.replace('{seconds}', String(profile.behaviorData.timeOnSite))}
            </dd>
          </div>
          <div>
            <dt>{labels.pagesVisited}</dt>
            <dd>{profile.behaviorData.pagesVisited.join(', ') || '—'}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
