import { preloadToastRegion } from '@northline/ui';
import type { FieldValues, Resolver } from 'react-hook-form';

/** Loads the validation module (zod, the schemas, the resolvers); cached by the module system. */
export const loadFormValidation = () => import('./form-validation.ts');

/**
 * Loads what a submit needs, the validation and the toast viewport, once a visitor starts on a form (the
 * forms call it on focus), so the failure toast shows even if the network fails later.
 */
export function preloadFormCode(): void {
  void loadFormValidation();
  void preloadToastRegion();
}

/** What {@link lazyResolver} builds the real resolver from, once the validation module is loaded. */
export type ResolverFactory<TValues extends FieldValues, TOutput> = (
  validation: Awaited<ReturnType<typeof loadFormValidation>>,
) => Resolver<TValues, unknown, TOutput>;

/**
 * A react-hook-form resolver that loads zod and the form's schema on the first validation (a submit, as
 * the forms validate on submit), then validates exactly as the real resolver does. Forms call
 * {@link loadFormValidation} when first focused, so the module is usually there before the submit.
 *
 * @param factory builds the real resolver from the loaded module
 * @returns a resolver for `useForm({ resolver })`; it rejects only when the module cannot be loaded
 */
export function lazyResolver<TValues extends FieldValues, TOutput = TValues>(
  factory: ResolverFactory<TValues, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  let resolver: Resolver<TValues, unknown, TOutput> | undefined;
  return async (values, context, options) => {
    resolver ??= factory(await loadFormValidation());
    return resolver(values, context, options);
  };
}
