/*
 * The contact forms' size bands, in a module without zod: a page imports them without loading the schemas
 * (zod loads when a form is first validated).
 */

/**
 * Size-band options of the contact forms, by page family (specification §3, "Size-band options by page").
 * - `standard`: home, managed IT, services, Toronto, Mississauga, Markham, Vaughan (employees).
 * - `legal`: the legal page (attorneys).
 * - `providers`: healthcare (providers) and real estate (agents).
 * - `manufacturing`: the manufacturing page (employees).
 */
export const SIZE_BANDS = {
  standard: ['1-10', '11-50', '51-100', '100+'],
  legal: ['1-5', '6-10', '11-25', '26-50', '51+'],
  providers: ['1-5', '6-15', '16-50', '51-100', '100+'],
  manufacturing: ['1-25', '26-100', '101-500', '501-1000', '1000+'],
} as const;

/** The key of a size-band list in {@link SIZE_BANDS}. */
export type SizeBandSet = keyof typeof SIZE_BANDS;

/** Every size-band value any form offers; the API accepts any of them. */
export const ALL_SIZE_BANDS: readonly string[] = [...new Set(Object.values(SIZE_BANDS).flat())];
