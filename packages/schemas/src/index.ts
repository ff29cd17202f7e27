/**
 * @northline/schemas: the shared zod contracts of the specification (§3, §5, §7).
 * The API and the UI import these and never redeclare them. This package imports nothing of ours.
 */

export * from './analytics.ts';
export * from './chat.ts';
export * from './citations.ts';
export * from './contact.ts';
export * from './embed.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './lead-activity.ts';
export * from './lead-capture.ts';
export * from './live-chat.ts';
export * from './meetings.ts';
export * from './metadata.ts';
export * from './newsletter.ts';
export * from './options.ts';
export * from './profile.ts';
export * from './recommendations.ts';
export * from './reports.ts';
export * from './responses.ts';
export * from './saved-replies.ts';
export * from './session.ts';
export * from './single-line.ts';
export * from './staff.ts';
export * from './suggestions.ts';
export * from './unanswered.ts';
export * from './users.ts';
export * from './webhooks.ts';
