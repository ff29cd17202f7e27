import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { CHAT_OPEN_CHUNKS_FILE } from './build-tools/finish-build.ts';
import { prerenderedPaths } from './prerendered-paths.ts';
import { siteEnv } from './site-env.ts';

const env = siteEnv();
/** The island pages' one starting script (app/islands/islands-boot.ts), an entry of the client build beside React Router's. */
export const ISLANDS_BOOT_ENTRY = fileURLToPath(new URL('app/islands/islands-boot.ts', import.meta.url));

/** Adds app/islands/islands-boot.ts to the inputs React Router gives the client build (decision 018). */
function islandsEntry(): Plugin {
  return {
    name: 'northline:islands-entry',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      // React Router lists the route modules as an array (build only; its config-loading server has none).
      for (const options of [config.build?.rolldownOptions, config.build?.rollupOptions]) {
        if (options && Array.isArray(options.input) && !options.input.includes(ISLANDS_BOOT_ENTRY))
          options.input.push(ISLANDS_BOOT_ENTRY);
      }
    },
  };
}

/**
 * The modules a tap on the chat launcher runs, beside the islands' boot script: the island hydration, the
 * launcher's island (components/shared/chat-widget-loader.tsx) and the widget (`@northline/chat-widget`).
 */
const CHAT_OPEN_MODULES = [
  'app/islands/hydrate-island.tsx',
  'app/components/shared/chat-widget-loader.tsx',
  '../../packages/chat-widget/src/index.ts',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/**
 * Writes {@link CHAT_OPEN_CHUNKS_FILE} beside the client build: the chunks holding {@link CHAT_OPEN_MODULES} with
 * everything they import statically, and their CSS, less what the islands' boot script loads itself. Their
 * dynamic imports (the live hand-off's code, which loads when a chat turns live) are not in it.
 * build-tools/finish-build.ts has island pages prefetch these files when idle.
 */
function chatOpenPrefetch(): Plugin {
  return {
    name: 'northline:chat-open-prefetch',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // The bundle as written: Vite drops the chunks of pure CSS modules (vanilla-extract's) before writing.
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: typeof chunks) => {
        const seen = new Set<string>();
        const stack = roots.map((chunk) => chunk.fileName);
        for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
          if (seen.has(file) || !byFile.has(file)) continue;
          seen.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const boot = closure(chunks.filter((chunk) => chunk.facadeModuleId === ISLANDS_BOOT_ENTRY));
      const roots = CHAT_OPEN_MODULES.map((id) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) this.error(`chat-open-prefetch: no chunk of ${id}`);
        return chunk;
      });
      const scripts = [...closure(roots)].filter((file) => !boot.has(file));
      const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const files = [...scripts, ...new Set(styles)].filter((file) => file in bundle);
      if (!options.dir) return;
      await writeFile(
        join(options.dir, '..', CHAT_OPEN_CHUNKS_FILE),
        JSON.stringify(files.map((file) => file.replace(/^assets\//, ''))),
      );
    },
  };
}

/** Modules of packages/ui. */
const UI_SOURCE = /[\\/]packages[\\/]ui[\\/]src[\\/]/;
/**
 * Modules of packages/ui that pages load on demand or only some pages use (the contrast arithmetic, which no
 * page's first JavaScript needs).
 */
const UI_ON_DEMAND = /[\\/](toast-region\.tsx|faq[\\/]|styles[\\/]contrast\.ts)/;
/**
 * The modules the islands' boot script (app/islands/islands-boot.ts) imports statically: Vite's preload helper,
 * first-touch attribution, early clicks, the forms' first-use tokens and the zod-free schema constants they read.
 * Other pages' chunks import them from the same chunk; none of them runs anything when imported.
 */
const BOOT_IMPORTS =
  /(vite[\\/]preload-helper|[\\/]app[\\/]lib[\\/](attribution|early-clicks|form-token)\.ts$|[\\/]packages[\\/]schemas[\\/]src[\\/]constants\.ts$)/;
/** Runtime shared by every page: vanilla-extract's helpers and lucide's icon factory (not the icons). */
const SHARED_RUNTIME =
  /[\\/]node_modules[\\/].*[\\/](@vanilla-extract[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/;

export default defineConfig(({ command }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter(), islandsEntry(), chatOpenPrefetch()],
  define: {
    // The only public setting the browser and the prerenderer see: only whitelisted values reach the browser.
    'import.meta.env.SITE_URL': JSON.stringify(env.SITE_URL),
    // The island pages (decision 018): every prerendered path, from the prerender's own list. None under the
    // dev server, which has no islands' boot entry: there every page hydrates as a whole, as the staff app does.
    'import.meta.env.SITE_ISLAND_PAGES': JSON.stringify(command === 'build' ? prerenderedPaths() : []),
  },
  build: {
    // Fewer, larger shared chunks: the page's scripts used to arrive as about 30 small files,
    // each a request on a phone's six HTTP/1.1 connections. React and React DOM form one long-cached chunk
    // (island pages load it with their first island, decision 018), React Router another (the staff app only),
    // the design system a third. Page code and lazily loaded widgets split as before.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the islands' boot script imports statically, in one chunk beside it (decision 049): its
            // first JavaScript is two files, one round trip, not a chain of small ones.
            { name: 'boot', test: (id: string) => BOOT_IMPORTS.test(id), priority: 40 },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/].*[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/].*[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            {
              // The design system's components and styles, without what loads on demand (the toast
              // viewport's Radix code, the FAQ accordion) and without the icons, which go with their pages.
              name: 'ui',
              test: (id: string) => (UI_SOURCE.test(id) && !UI_ON_DEMAND.test(id)) || SHARED_RUNTIME.test(id),
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/trpc': 'http://127.0.0.1:3000' },
  },
}));
