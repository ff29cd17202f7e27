import type { ComponentType } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: each island's props are JSON read back from its data-props
export type AnyComponent = ComponentType<any>;

/**
 * The code of each island, by name, loaded on demand in the browser (islands/islands-boot.ts). The prerender renders
 * the same components, imported statically by the pages ({@link Island}'s `component`).
 */
export const islandLoaders = {
  'site-header': () => import('../components/shared/shell-header.tsx').then((m) => m.ShellHeader),
  'back-to-top': () => import('@northline/ui/back-to-top').then((m) => m.BackToTop),
  'chat-launcher': () =>
    import('../components/shared/chat-widget-loader.tsx').then((m) => m.ChatWidgetLoader),
  'contact-form': () => import('../components/forms/contact-form.tsx').then((m) => m.ContactForm),
  faq: () => import('@northline/ui/faq').then((m) => m.Faq),
  'blog-articles': () => import('../components/blog/blog-articles.tsx').then((m) => m.BlogArticles),
  'newsletter-form': () => import('../components/forms/newsletter-form.tsx').then((m) => m.NewsletterForm),
  'chat-resume': () => import('../components/chat/chat-resume.tsx').then((m) => m.ChatResume),
  'chat-demo-console': () =>
    import('../components/test-pages/chat-demo-console.tsx').then((m) => m.ChatDemoConsole),
  'ai-test-checks': () => import('../components/test-pages/ai-test-checks.tsx').then((m) => m.AiTestChecks),
  'recommend-test-console': () =>
    import('../components/test-pages/recommend-test-console.tsx').then((m) => m.RecommendTestConsole),
  'meeting-offer': () => import('../components/meetings/meeting-offer.tsx').then((m) => m.MeetingOffer),
  'quick-recommendation': () =>
    import('../components/recommend/quick-recommendation-slot.tsx').then((m) => m.QuickRecommendationSlot),
} satisfies Record<string, () => Promise<AnyComponent>>;

/** Whether a conversation from an earlier page of this session is in sessionStorage (a small module). */
const chatConversation = () =>
  import('@northline/chat-widget/session').then((session) => session.hasChatConversation());

/**
 * Islands that wake at once, whatever their `data-hydrate`, when a check says so: the chat launcher and the
 * contact form when this session has a chat conversation (it comes back open on every page, and the form is
 * prefilled from it, as on a fully hydrated page).
 */
export const islandWakeChecks: Partial<Record<IslandName, () => Promise<boolean>>> = {
  'chat-launcher': chatConversation,
  'contact-form': chatConversation,
};

/** The name of an island: a key of {@link islandLoaders}. */
export type IslandName = keyof typeof islandLoaders;

/**
 * When an island's code loads and hydrates it: `visible` when it comes within 200 px of the viewport,
 * `interaction` on the first pointer, touch or focus on it (a click that comes first is recorded and replayed),
 * `scroll` once the page has scrolled past 300 px (the back-to-top button).
 */
export type HydrateWhen = 'visible' | 'interaction' | 'scroll';
