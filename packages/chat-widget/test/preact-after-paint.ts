/**
 * A setup file of the embed tests (vitest.embed.config.ts). Preact runs effects after the next animation frame, or
 * after 35 ms by a Node timer when no frame comes first; that timer outlives the test file's jsdom window and then
 * calls `cancelAnimationFrame`, which went with the window, and the run fails on an uncaught error. Here effects
 * wait for jsdom's animation frame alone, as in a browser: jsdom cancels its frames when the window closes.
 * preact's `act` (preact/test-utils) replaces this scheduler inside `act` and puts it back after.
 */
import { options } from 'preact';

options.requestAnimationFrame = (callback) => {
  requestAnimationFrame(callback);
};
