/**
 * The global (`window[...]`) through which the island pages' boot script (build-tools/finish-build.ts) wakes the
 * island a click was recorded in, once app/islands/islands-boot.ts has set it. Shared by both.
 */
export const ISLAND_WAKE_GLOBAL = '__northlineIsland';
