/**
 * @northline/schemas: the shared zod contracts of the specification (§3, §5, §7).
 * The API and the UI import these and never redeclare them.
 */
export * from './contact.ts';
export * from './errors.ts';
