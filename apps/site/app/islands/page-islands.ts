import type { AnyComponent } from './registry.ts';

/**
 * The code of each island that only one page has (the chat's resume page, the meeting offer of the thank-you page,
 * the test consoles), by name. islands/islands-boot.ts loads this list only when a page has an island that is not
 * in islands/registry.ts `islandLoaders`, so these islands cost the other pages' first script nothing.
 */
export const pageIslandLoaders = {
  'chat-resume': () => import('../components/chat/chat-resume.tsx').then((m) => m.ChatResume),
  'chat-demo-console': () =>
    import('../components/test-pages/chat-demo-console.tsx').then((m) => m.ChatDemoConsole),
  'ai-test-checks': () => import('../components/test-pages/ai-test-checks.tsx').then((m) => m.AiTestChecks),
  'recommend-test-console': () =>
    import('../components/test-pages/recommend-test-console.tsx').then((m) => m.RecommendTestConsole),
  'meeting-offer': () => import('../components/meetings/meeting-offer.tsx').then((m) => m.MeetingOffer),
} satisfies Record<string, () => Promise<AnyComponent>>;
