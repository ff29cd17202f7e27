import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { EmbedFile, EmbedManifest } from '@northline/schemas';
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

/** The package's version: the `<version>` of `/embed/chat-widget@<version>.js`. */
const VERSION = (
  JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Largest gzip size (level 9) of the loader, `embed/chat-widget.js`, in bytes: 4 KB. */
export const LOADER_GZIP_BUDGET = 4 * 1024;

/**
 * Largest gzip size (level 9) of the script-tag bundle, `chat-widget.iife.js` (served as
 * `embed/chat-widget@<version>.js`), in bytes: 40 KB, its CSS and the renderer included.
 */
export const IIFE_GZIP_BUDGET = 40 * 1024;

/** The gzip size (level 9, as the manifest records it) of a file's bytes. */
export function gzipBytes(code: string | Uint8Array): number {
  return gzipSync(code, { level: 9 }).length;
}

/**
 * Fails the build when its one chunk (after the CSS is inlined) is over `budget` bytes gzip. Placed after
 * {@link inlineCss}, so the CSS string counts.
 *
 * @param what the file's name in the error, e.g. `the script-tag bundle`
 * @param budget bytes of gzip (level 9)
 */
export function gzipBudget(what: string, budget: number): Plugin {
  return {
    name: 'northline-gzip-budget',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const size = gzipBytes(file.code);
        if (size > budget) this.error(`${what} is ${size} B gzip, over its ${budget} B budget`);
      }
    },
  };
}

/**
 * The script-tag bundle renders through preact/compat (React's API on Preact's renderer): these aliases apply to
 * `--mode iife` only, so the ESM build keeps React and ReactDOM as peer dependencies. Each `find` matches one
 * module name exactly; a React entry missing here would bundle React itself and break the iife budget. The
 * targets are resolved from this package (absolute paths), as `@northline/ui`'s modules cannot see preact.
 */
export const PREACT_COMPAT_ALIASES = (
  [
    [/^react$/, 'preact/compat'],
    [/^react-dom$/, 'preact/compat'],
    [/^react-dom\/client$/, 'preact/compat/client'],
    [/^react\/jsx-runtime$/, 'preact/compat/jsx-runtime'],
    [/^react\/jsx-dev-runtime$/, 'preact/compat/jsx-dev-runtime'],
  ] as const
).map(([find, target]) => ({ find, replacement: fileURLToPath(import.meta.resolve(target)) }));

/** The SRI value (`sha384-<base64>`) of a file's bytes (W3C Subresource Integrity). */
export function sriOf(bytes: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The script-tag bundle, built by `--mode iife` before `--mode loader` runs. */
const IIFE_FILE = fileURLToPath(new URL('dist/chat-widget.iife.js', import.meta.url));

function describe(file: string, code: string | Uint8Array): EmbedFile {
  return {
    file,
    integrity: sriOf(code),
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipBytes(code),
  };
}

/**
 * The loader build's last step: writes `embed/chat-widget@<version>.js` (the iife bundle, byte for byte) and
 * `embed/manifest.json` beside the loader.
 */
function embedFiles(bundleCode: string): Plugin {
  return {
    name: 'northline-embed-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const loader = Object.values(bundle).find((file) => file.type === 'chunk');
      if (loader?.type !== 'chunk') return this.error('the loader chunk is missing');
      const loaderFile = describe('chat-widget.js', loader.code);
      const bundleFile = describe(`chat-widget@${VERSION}.js`, bundleCode);
      this.emitFile({ type: 'asset', fileName: `embed/${bundleFile.file}`, source: bundleCode });
      const manifest: EmbedManifest = { version: VERSION, loader: loaderFile, bundle: bundleFile };
      this.emitFile({
        type: 'asset',
        fileName: 'embed/manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

/**
 * Three builds into dist/ (`pnpm build` runs them in this order, then tsc writes the declarations):
 * - default mode: `index.js`, `session.js` and `launcher.js` (ESM; React, ReactDOM and the JSX runtime external) and `style.css`;
 * - `--mode iife`: `chat-widget.iife.js`, rendered by preact/compat ({@link PREACT_COMPAT_ALIASES}) and the CSS
 *   inlined for a Shadow DOM root, at most {@link IIFE_GZIP_BUDGET} gzip;
 * - `--mode loader`: `embed/chat-widget.js` (the loader: the launcher alone, no React, at most
 *   {@link LOADER_GZIP_BUDGET} gzip), with
 *   `embed/chat-widget@<version>.js` (a copy of the iife bundle) and `embed/manifest.json` (sizes and SRI hashes).
 */
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  const loader = mode === 'loader';
  const bundleCode = loader ? readFileSync(IIFE_FILE, 'utf8') : '';
  if (loader && !existsSync(IIFE_FILE))
    throw new Error('build the iife bundle first (vite build --mode iife)');
  const uiSubset = loader ? 'bundle/ui-loader-subset.ts' : 'bundle/ui-subset.ts';
  const uiAlias = {
    find: /^@northline\/ui$/,
    replacement: fileURLToPath(new URL(uiSubset, import.meta.url)),
  };
  return {
    plugins: [
      vanillaExtractPlugin({ identifiers: process.env.VE_DEBUG ? 'debug' : 'short' }),
      ...(iife || loader ? [inlineCss()] : []),
      ...(iife ? [gzipBudget('the script-tag bundle', IIFE_GZIP_BUDGET)] : []),
      ...(loader ? [gzipBudget('the loader', LOADER_GZIP_BUDGET), embedFiles(bundleCode)] : []),
    ],
    // Only the ui components the widget uses (see bundle/ui-subset.ts).
    // Exactly `@northline/ui`: its per-component entries (`@northline/ui/badge`, used by the subset) stay as they are.
    resolve: {
      alias: iife ? [uiAlias, ...PREACT_COMPAT_ALIASES] : [uiAlias],
    },
    define: {
      __NORTHLINE_CHAT_VERSION__: JSON.stringify(VERSION),
      ...(loader
        ? {
            __NORTHLINE_CHAT_BUNDLE__: JSON.stringify({
              version: VERSION,
              file: `chat-widget@${VERSION}.js`,
              integrity: sriOf(bundleCode),
            }),
          }
        : {}),
      ...(iife || loader ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      cssCodeSplit: false,
      lib: loader
        ? {
            entry: 'src/loader.ts',
            formats: ['iife'],
            name: 'NorthlineChatLoader',
            fileName: () => 'embed/chat-widget.js',
            cssFileName: 'loader',
          }
        : iife
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
      rollupOptions:
        iife || loader
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
