import type { AiRecommendationTestPage } from '@northline/content';
import {
  createRecommenderClient,
  RecommendationsView,
  type RecommendedService,
  type VisitorSession,
} from '@northline/recommender-ui';
import { createEmptyVisitorProfile, type VisitorProfile } from '@northline/schemas';
import { Card, useToast } from '@northline/ui';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RecommendProfilePanel } from '../recommend/recommend-profile-panel.tsx';
import { useProfileSync } from '../recommend/recommend-profile-sync.ts';
import * as styles from './recommend-test.css.ts';

/** How often the time on site grows (specification §9: every 10 seconds). */
export const TIME_ON_SITE_STEP_S = 10;

/** Props of {@link RecommendTestConsole}. */
export interface RecommendTestConsoleProps {
  /** The page copy (content's `aiRecommendationTestPage`). */
  copy: AiRecommendationTestPage;
}

/**
 * The two panels of /ai-recommendation-test (specification §2, §4 "Test page profile", "Recommendations view"):
 * the visitor profile on the left, pushed to `POST /api/visitor-profile` whenever it or the session changes
 * (debounced, {@link useProfileSync}); the recommendations of the session on the right.
 *
 * - The session ('test-session-<time>-<random>') is issued by the API after hydration (`POST /api/sessions`,
 *   decision 012): a prerendered id would be shared by every visitor. Every call of the session sends its
 *   token. Until it arrives the right panel says the session is being prepared; if it cannot be had, the view's
 *   'Session not initialized. Please refresh the page.'
 * - Time on site grows by 10 s every 10 s (§9); pages visited is this page.
 * - The session is new on every load, so the view is told nothing is stored (`initialRecommendation={null}`)
 *   instead of fetching an answer that is certainly 404 (which the browser would log as a console error).
 * - Before generating, a pending profile upload is sent and awaited (the API answers 404 without a profile).
 * - Get Quote and the follow-up button (after the view logs the contacted action) show a toast: this internal
 *   page has no contact form to scroll to.
 */
export function RecommendTestConsole({ copy }: RecommendTestConsoleProps) {
  const session = useRef<VisitorSession | null>(null);
  const client = useMemo(
    () =>
      createRecommenderClient({
        sessionToken: (id) => (session.current?.sessionId === id ? session.current.sessionToken : undefined),
      }),
    [],
  );
  const [sessionId, setSessionId] = useState('');
  const [sessionFailed, setSessionFailed] = useState(false);
  const [profile, setProfile] = useState<VisitorProfile>(createEmptyVisitorProfile);
  const { status, flush } = useProfileSync(client, sessionId, profile);
  const { toast } = useToast();

  useEffect(() => {
    let current = true;
    client.startSession('test-session').then(
      (issued) => {
        if (!current) return;
        session.current = issued;
        setSessionId(issued.sessionId);
      },
      (error: unknown) => {
        console.warn(error);
        if (current) setSessionFailed(true);
      },
    );
    setProfile((current) => ({
      ...current,
      behaviorData: { ...current.behaviorData, pagesVisited: [window.location.pathname] },
    }));
    return () => {
      current = false;
    };
  }, [client]);

  useEffect(() => {
    const timer = setInterval(() => {
      setProfile((current) => ({
        ...current,
        behaviorData: {
          ...current.behaviorData,
          timeOnSite: current.behaviorData.timeOnSite + TIME_ON_SITE_STEP_S,
        },
      }));
    }, TIME_ON_SITE_STEP_S * 1000);
    return () => clearInterval(timer);
  }, []);

  const quote = (service?: RecommendedService) =>
    toast({
      title: copy.quoteToast.title,
      description: service
        ? copy.quoteToast.description.replace('{service}', service.serviceName)
        : copy.quoteToast.followUpDescription,
    });

  return (
    <div className={styles.layout}>
      <RecommendProfilePanel
        copy={copy.profile}
        profile={profile}
        onChange={setProfile}
        sessionId={sessionId}
        syncStatus={status}
      />
      <Card padding="lg" className={styles.results}>
        {sessionId || sessionFailed ? (
          <RecommendationsView
            client={client}
            sessionId={sessionId || null}
            initialRecommendation={null}
            beforeGenerate={flush}
            texts={copy.recommendations}
            onGetQuote={(_serviceId, service) => quote(service)}
            onFollowUp={() => quote()}
          />
        ) : (
          <div className={styles.preparing} role="status">
            <LoaderCircle className={styles.preparingIcon} aria-hidden="true" />
            {copy.profile.preparingSession}
          </div>
        )}
      </Card>
    </div>
  );
}
