/**
 * What the Lighthouse benches share (bench/lighthouse.ts, bench/compare.ts): the median and worst of their runs,
 * and waiting for the API that serves the build.
 */

/** The median of some numbers (the lower middle one for an even count); NaN for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/**
 * `median (worst)`, or the one value when there is one run; `worst` is the highest value, or the lowest when
 * `higherIsBetter` (one lucky run cannot hide a regression).
 */
export function medianAndWorst(
  values: number[],
  format: (value: number) => string,
  higherIsBetter = false,
): string {
  const worst = higherIsBetter ? Math.min(...values) : Math.max(...values);
  return values.length > 1 ? `${format(median(values))} (${format(worst)})` : format(values[0] ?? Number.NaN);
}

/**
 * Polls `url` every 250 ms until it answers 2xx.
 * @throws Error when it has not within `timeoutMs`
 */
export async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url}`);
}
