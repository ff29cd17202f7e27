import type { ComponentType } from 'react';
import type { pageIslandLoaders } from './page-islands.ts';

// biome-ignore lint/suspicious/noExplicitAny: each island's props are JSON read back from its data-props
export type AnyComponent = ComponentType<any>;

/**
 * The code of each island found on many pages, by name, loaded on demand in the browser (islands/islands-boot.ts).
 * The prerender renders the same components, imported statically by the pages ({@link Island}'s `component`).
 * Islands of a single page are in islands/page-islands.ts, whose list the boot loads only on such a page: the
 * first script of every page carries the names and files of the common islands only.
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

/** The name of an island: a key of {@link islandLoaders} or of islands/page-islands.ts `pageIslandLoaders`. */
export type IslandName = keyof typeof islandLoaders | keyof typeof pageIslandLoaders;

/**
 * When an island's code loads and hydrates it: `visible` when it comes within 200 px of the viewport,
 * `interaction` on the first pointer, touch or focus on it (a click that comes first is recorded and replayed),
 * `scroll` once the page has scrolled past 300 px (the back-to-top button).
 */
export type HydrateWhen = 'visible' | 'interaction' | 'scroll';
