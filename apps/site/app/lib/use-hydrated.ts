import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true from the first effect on. The forms use it to set
 * `noValidate` only once their script runs (decision 003): without JavaScript the browser's own
 * constraint checks (`required`, `type=email`, `minlength`...) guard the native post; with it the
 * specification's messages (§5) show under the fields instead.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
