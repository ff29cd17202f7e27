import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { siteEnv } from './site-env.ts';

const env = siteEnv();

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  define: {
    // The only public setting the browser and the prerenderer see (STYLE.md "Settings").
    'import.meta.env.SITE_URL': JSON.stringify(env.SITE_URL),
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/trpc': 'http://127.0.0.1:3000' },
  },
});
