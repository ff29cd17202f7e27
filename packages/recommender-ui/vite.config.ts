import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * The publishable build (library mode, `pnpm build`): `dist/index.js` (ESM; React, ReactDOM and the JSX runtime
 * external; @northline/ui, @northline/schemas and the icons bundled in, tree-shaken) and `dist/style.css` (the
 * components' classes and the theme's CSS variables). Then `tsc -p tsconfig.build.json` writes the declarations
 * (`dist/index.d.ts` and one per module).
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Only the ui components the package uses (see config/ui-subset.ts).
  // Exactly `@northline/ui`: its per-component entries (`@northline/ui/badge`, used by the subset) stay as they are.
  resolve: {
    alias: [
      {
        find: /^@northline\/ui$/,
        replacement: fileURLToPath(new URL('config/ui-subset.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'style',
    },
    rollupOptions: {
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
    },
  },
});
