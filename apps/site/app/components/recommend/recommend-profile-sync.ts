import type { RecommenderClient, VisitorProfileRequest } from '@northline/recommender-ui';
import type { VisitorProfile } from '@northline/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Quiet time after the last change before the profile is sent (typing in a contact field sends once). */
export const PROFILE_SYNC_DEBOUNCE_MS = 500;

/** Where the last upload stands: nothing sent yet, sending, stored, or failed ('Failed to update profile', §8). */
export type ProfileSyncStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** The upload body: the profile with its session, without empty contact details. */
function requestOf(profile: VisitorProfile, sessionId: string): VisitorProfileRequest {
  const contactInfo = Object.fromEntries(
    Object.entries(profile.contactInfo ?? {}).filter(
      ([, value]) => typeof value === 'string' && value.trim(),
    ),
  );
  const { contactInfo: _contact, ...rest } = profile;
  return {
    ...rest,
    ...(Object.keys(contactInfo).length > 0 ? { contactInfo } : {}),
    sessionId,
  };
}

/**
 * Pushes the test page's visitor profile to `POST /api/visitor-profile` whenever the profile or the session
 * changes (specification §4 "Test page profile", §7): at once for a new session, then
 * {@link PROFILE_SYNC_DEBOUNCE_MS} after the last change. Uploads run one after another, so the server always
 * ends with the newest profile. A failure is logged with `console.warn` and shown only as the status.
 *
 * @returns the status and `flush`, which sends a pending change now and resolves once everything sent so far
 *   is stored (rejects when that upload failed): the recommendations view awaits it before generating, since
 *   `POST /api/recommendations` answers 404 for a session without a profile.
 */
export function useProfileSync(client: RecommenderClient, sessionId: string, profile: VisitorProfile) {
  const [status, setStatus] = useState<ProfileSyncStatus>('idle');
  const latest = useRef({ sessionId, profile });
  latest.current = { sessionId, profile };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const lastSent = useRef('');
  const syncedSession = useRef('');

  const send = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { sessionId: session, profile: current } = latest.current;
    if (!session) return queue.current;
    const body = requestOf(current, session);
    const json = JSON.stringify(body);
    if (json === lastSent.current) return queue.current;
    lastSent.current = json;
    setStatus('saving');
    const upload = queue.current
      .catch(() => undefined)
      .then(() => client.saveProfile(body))
      .then(
        () => {
          if (lastSent.current === json) setStatus('saved');
        },
        (error: unknown) => {
          if (lastSent.current === json) lastSent.current = '';
          setStatus('failed');
          console.warn('Failed to update profile', error);
          throw error;
        },
      );
    queue.current = upload;
    return upload;
  }, [client]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the profile is read through `latest`; its changes only restart the debounce.
  useEffect(() => {
    if (!sessionId) return;
    if (syncedSession.current !== sessionId) {
      syncedSession.current = sessionId;
      send().catch(() => undefined);
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      send().catch(() => undefined);
    }, PROFILE_SYNC_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [sessionId, profile, send]);

  const flush = useCallback(() => send(), [send]);
  return { status, flush };
}
