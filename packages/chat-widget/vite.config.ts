import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

/** The placeholder in src/embed.ts that the script-tag bundle's CSS replaces. */
const CSS_PLACEHOLDER = '__NORTHLINE_CHAT_WIDGET_CSS__';

/**
 * Makes the widget's CSS fit a Shadow DOM root and any host page: `:root` (where the theme's CSS variables live)
 * becomes `:host`, and `rem` becomes `px` (16 px = 1 rem) so a host page's root font size cannot resize the
 * widget. `:host` also resets every inherited property the host page might set.
 */
export function shadowCss(css: string): string {
  const scoped = css
    .replace(/:root\b/g, ':host')
    .replace(/(-?\d*\.?\d+)rem\b/g, (_match, value: string) => `${Number(value) * 16}px`);
  return `:host{all:initial;}${scoped}`;
}

/** Escapes every non-ASCII UTF-16 unit as `\\uXXXX` (valid in strings, templates, regexes and identifiers). */
export function asciiOnly(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Inlines the bundle's CSS into the script (one self-contained, ASCII-only file) and drops the CSS file. */
function inlineCss(): Plugin {
  return {
    name: 'northline-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const cssFiles = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const css = cssFiles.map((file) => (file.type === 'asset' ? String(file.source) : '')).join('\n');
      for (const file of cssFiles) delete bundle[file.fileName];
      let replaced = 0;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = file.code.replace(new RegExp(`(["'\`])${CSS_PLACEHOLDER}\\1`, 'g'), () => {
          replaced += 1;
          return JSON.stringify(shadowCss(css));
        });
      }
      if (replaced === 0) this.error(`the CSS placeholder ${CSS_PLACEHOLDER} is missing from the bundle`);
      // ASCII only: a host page may serve the file without a charset ('·' would read as 'Â·').
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = asciiOnly(file.code);
      }
    },
  };
}

/**
 * Two library builds into dist/ (`pnpm build` runs both, then tsc writes the declarations):
 * - default mode: `index.js`, `session.js` and `launcher.js` (ESM; React, ReactDOM and the JSX runtime external) and `style.css`;
 * - `--mode iife`: `chat-widget.iife.js`, React bundled and the CSS inlined for a Shadow DOM root.
 */
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  return {
    plugins: [
      vanillaExtractPlugin({ identifiers: process.env.VE_DEBUG ? 'debug' : 'short' }),
      ...(iife ? [inlineCss()] : []),
    ],
    // Only the ui components the widget uses (see bundle/ui-subset.ts).
    resolve: { alias: { '@northline/ui': fileURLToPath(new URL('bundle/ui-subset.ts', import.meta.url)) } },
    define: iife ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      cssCodeSplit: false,
      lib: iife
        ? {
            entry: 'src/embed.ts',
            formats: ['iife'],
            name: 'NorthlineChatWidget',
            fileName: () => 'chat-widget.iife.js',
            cssFileName: 'chat-widget',
          }
        : {
            entry: { index: 'src/index.ts', session: 'src/session.ts', launcher: 'src/launcher.tsx' },
            formats: ['es'],
            fileName: (_format, name) => `${name}.js`,
            cssFileName: 'style',
          },
      rollupOptions: iife
        ? {}
        : {
            external: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
            ],
          },
    },
  };
});
