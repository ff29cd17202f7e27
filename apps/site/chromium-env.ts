/**
 * Debian's Chromium, as the browser tests (playwright.config.ts) and `pnpm bench` (bench/lighthouse.ts)
 * launch it: never a downloaded browser. `CHROMIUM_PATH` points elsewhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launch flags that work on this machine (root, no GPU, no network beyond loopback): without the
 * background-networking flags Chromium keeps trying to reach Google's hosts.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
