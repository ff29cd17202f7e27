/**
 * @northline/content: the typed content catalogue, the one source of every fact shown
 * (pages, chat assistant, structured data). Imports nothing of ours.
 */
export * from './forms.ts';
export * from './api-messages.ts';
