import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { PREACT_COMPAT_ALIASES } from './vite.config.ts';
import base from './vitest.config.ts';

/** Testing Library's ES module build, so its `react` imports go through the aliases below. */
const testingLibrary = fileURLToPath(import.meta.resolve('@testing-library/react')).replace(
  /dist\/index\.js$/,
  'dist/@testing-library/react.esm.js',
);

/**
 * lucide-react's ES module build: Node's condition picks its CommonJS one, whose `require('react')` no alias sees.
 * Its entry imports every icon (about 1,700 modules), so it is pre-bundled once by the dependency optimizer instead
 * of transformed module by module; the bundle's `react` imports still go through the aliases.
 */
const lucide = fileURLToPath(import.meta.resolve('lucide-react')).replace(
  /dist\/cjs\/lucide-react\.js$/,
  'dist/esm/lucide-react.mjs',
);

/**
 * The widget's own tests (vitest.config.ts), rendered by preact/compat as the script-tag bundle renders
 * (vite.config.ts, `--mode iife`): the same aliases, Testing Library resolved to its ES module build and
 * processed by Vite so they reach it too (lucide-react pre-bundled), `act` from preact's test utilities, and effects
 * after jsdom's animation frame (test/preact-after-paint.ts).
 */
export default mergeConfig(base, {
  resolve: {
    alias: [
      ...PREACT_COMPAT_ALIASES,
      {
        find: /^react-dom\/test-utils$/,
        replacement: fileURLToPath(import.meta.resolve('preact/test-utils')),
      },
      { find: /^@testing-library\/react$/, replacement: testingLibrary },
      { find: /^lucide-react$/, replacement: lucide },
    ],
  },
  test: {
    server: { deps: { inline: [/@testing-library\/react/, /lucide-react/, /preact/] } },
    deps: { optimizer: { client: { enabled: true, include: ['lucide-react'] } } },
    setupFiles: ['test/preact-after-paint.ts'],
  },
});
