import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the chat widget (`pnpm --filter @northline/chat-widget build`) when its embed files, which the e2e servers
 * serve, are missing or older than any of its sources (`src/`, `bundle/`, `vite.config.ts`, `package.json`).
 */
export function buildWidgetIfStale(): void {
  const widgetDir = fileURLToPath(new URL('../../../packages/chat-widget/', import.meta.url));
  const manifest = join(widgetDir, 'dist/embed/manifest.json');
  const newest = Math.max(
    ...['src', 'bundle'].flatMap((dir) =>
      readdirSync(join(widgetDir, dir)).map((file) => statSync(join(widgetDir, dir, file)).mtimeMs),
    ),
    statSync(join(widgetDir, 'vite.config.ts')).mtimeMs,
    statSync(join(widgetDir, 'package.json')).mtimeMs,
  );
  if (!existsSync(manifest) || statSync(manifest).mtimeMs < newest) {
    execFileSync('pnpm', ['--filter', '@northline/chat-widget', 'build'], { stdio: 'inherit' });
  }
}
