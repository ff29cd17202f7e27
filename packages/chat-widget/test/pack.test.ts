/**
 * The packed package, as a stranger gets it (`pnpm test:pack`, after nothing else): `pnpm pack --ignore-scripts` of the
 * build turbo's `test:pack` depends on (the package's `build`, which `prepack` would run again: the same dist/), the
 * tarball installed into a temporary folder outside the monorepo together with react and
 * react-dom (pnpm, offline, from the local store), then:
 * - the tarball holds only dist/, the manifest, README, LICENSE (MIT) and CHANGELOG; the manifest's exports point
 *   at dist with types first;
 * - Node imports `@northline/chat-widget` and `/session` and server-renders the launcher with the installed React;
 * - TypeScript (strict, skipLibCheck off, bundler and node16 resolution) type-checks a consumer file against the
 *   shipped declarations alone;
 * - the script-tag bundle runs in a jsdom page with no other script and mounts the launcher in a Shadow DOM root.
 * What it does not prove: layout and real browsers (the Playwright spec apps/site/e2e/chat.spec.ts loads the
 * built bundle in Chromium), nor an install from a registry (the store is local).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
let root: string;
let app: string;
let tarball: string;

/** Runs a command; a failure names its output. NODE_ENV is dropped (vitest sets it to 'test'). */
function run(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}): string {
  const { NODE_ENV: _nodeEnv, ...rest } = process.env;
  const env = { ...rest, ...extraEnv };
  try {
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'chat-widget-pack-'));
  run('pnpm', ['pack', '--ignore-scripts', '--pack-destination', root], packageDir);
  const name = readdirSync(root).find((file) => file.endsWith('.tgz'));
  if (!name) throw new Error('pnpm pack wrote no tarball');
  tarball = join(root, name);
  app = join(root, 'app');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  run(
    'pnpm',
    [
      'add',
      '--offline',
      '--ignore-workspace',
      tarball,
      'react@19.3.1',
      'react-dom@19.3.1',
      '@types/react@19.3.0',
    ],
    app,
  );
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the packed @northline/chat-widget', () => {
  it('holds dist/ and a manifest whose exports point at dist, types first, React as a peer', () => {
    const files = run('tar', ['-tzf', tarball], root).trim().split('\n').sort();
    const besideDist = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].map(
      (file) => `package/${file}`,
    );
    expect(files.filter((file) => !file.startsWith('package/dist/')).sort()).toEqual(besideDist.sort());
    for (const file of [
      'index.js',
      'index.d.ts',
      'session.js',
      'session.d.ts',
      'style.css',
      'chat-widget.iife.js',
    ]) {
      expect(files).toContain(`package/dist/${file}`);
    }
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules/@northline/chat-widget/package.json'), 'utf8'),
    ) as Record<string, unknown> & { exports: Record<string, unknown> };
    expect(Object.keys(manifest.exports['.'] as object)[0]).toBe('types');
    expect(manifest.exports['.']).toMatchObject({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(manifest.exports['./style.css']).toBe('./dist/style.css');
    expect(manifest.main).toBe('./dist/index.js');
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest).toMatchObject({ license: 'MIT', publishConfig: { access: 'public' } });
    expect(Object.keys(manifest.peerDependencies as object).sort()).toEqual(['react', 'react-dom']);
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
  });

  it('imports in Node and server-renders the launcher with the installed React', () => {
    writeFileSync(
      join(app, 'render.mjs'),
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as widget from '@northline/chat-widget';
import { CHAT_SESSION_ID_KEY, getChatSessionId } from '@northline/chat-widget/session';
import { createRequire } from 'node:module';
const html = renderToString(createElement(widget.ChatWidget, { phone: '(416) 555-0142' }));
const css = createRequire(import.meta.url).resolve('@northline/chat-widget/style.css');
console.log(JSON.stringify({ html, css, exports: Object.keys(widget).sort(), factory: typeof widget.createChatWidget,
  session: getChatSessionId(), key: CHAT_SESSION_ID_KEY }));
`,
    );
    // React's production build, as a production app would run it (no development-only JSX calls shipped).
    const out = JSON.parse(run(process.execPath, ['render.mjs'], app, { NODE_ENV: 'production' })) as Record<
      string,
      unknown
    >;
    expect(
      readFileSync(join(app, 'node_modules/@northline/chat-widget/dist/index.js'), 'utf8'),
    ).not.toContain('jsxDEV');
    expect(out.html).toContain('Chat with IT Expert');
    expect(out.html).toContain('data-northline-chat');
    expect(String(out.css)).toMatch(/dist\/style\.css$/);
    expect(out).toMatchObject({
      // The root entry is the factory and the component; everything else is a type or another entry.
      exports: ['ChatWidget', 'createChatWidget'],
      factory: 'function',
      session: null,
      key: 'northline-chat:session-id',
    });
  });

  it('type-checks a consumer against the shipped declarations (strict, skipLibCheck off)', () => {
    writeFileSync(
      join(app, 'consumer.tsx'),
      `import {
  ChatWidget, type ChatWidgetProps, type ChatWidgetError, type ChatThemeProperty, type CreateChatWidgetOptions,
  createChatWidget, type LeadQuality, type NorthlineChatApi,
} from '@northline/chat-widget';
import { type ChatSessionCredentials, getChatSession, getChatSessionId } from '@northline/chat-widget/session';
import { ChatLauncher } from '@northline/chat-widget/launcher';
const props: ChatWidgetProps = { phone: '(416) 555-0142', apiBase: 'https://x.example', onError: (e: ChatWidgetError) => e.description };
export const element = <ChatWidget {...props} texts={{ title: 'Help' }} />;
export const launcher = <ChatLauncher label="Chat" />;
export const quality: LeadQuality = 'warm';
export const id: string | null = getChatSessionId();
export const session: ChatSessionCredentials | null = getChatSession();
export const brand: ChatThemeProperty = '--northline-chat-brand';
const options: CreateChatWidgetOptions = { ...props, target: document.body };
export const mount = () => createChatWidget(options).destroy();
export const onLead = (api: NorthlineChatApi) => api.on('lead', (event) => event.shared.length);
`,
    );
    for (const [module, moduleResolution] of [
      ['esnext', 'bundler'],
      ['node16', 'node16'],
    ]) {
      const compilerOptions = {
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        jsx: 'react-jsx',
        lib: ['es2022', 'dom'],
        target: 'es2022',
        types: [],
        module,
        moduleResolution,
      };
      writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.tsx'] }));
      run(process.execPath, [tsc, '-p', 'tsconfig.json'], app);
    }
  });

  it('runs the script-tag bundle on a page with nothing else and mounts the launcher in a Shadow DOM root', async () => {
    const code = readFileSync(
      join(app, 'node_modules/@northline/chat-widget/dist/chat-widget.iife.js'),
      'utf8',
    );
    expect(code).not.toMatch(/\brequire\(|^import\s|\bimport\s*\(/m);
    expect(code).not.toContain('jsxDEV');
    // ASCII only, so a page serving it without a charset reads it right.
    expect(code).not.toMatch(/[\u0080-\uffff]/);
    const dom = new JSDOM(
      `<!doctype html><html><body><script data-api-base="https://x.example" data-phone="(905) 555-0100"></script></body></html>`,
      { runScripts: 'outside-only', pretendToBeVisual: true },
    );
    const { window } = dom;
    const script = window.document.querySelector('script');
    // Run as that script element, as a browser would (document.currentScript).
    Object.defineProperty(window.document, 'currentScript', { value: script, configurable: true });
    window.eval(code);
    // React renders the launcher asynchronously: wait until it is there.
    const host = await vi.waitFor(
      () => {
        const mounted = window.document.querySelector('northline-chat-widget');
        expect(mounted?.shadowRoot?.querySelector('button')?.textContent).toContain('Chat with IT Expert');
        return mounted;
      },
      { timeout: 60_000 },
    );
    // A constructable stylesheet (no <style> element a host's CSP would block).
    expect(host?.shadowRoot?.querySelector('style')).toBeNull();
    const rules = [...(host?.shadowRoot?.adoptedStyleSheets[0]?.cssRules ?? [])].map((rule) => rule.cssText);
    expect(rules.join('\n')).toContain(':host');
    expect(
      typeof (window as unknown as { NorthlineChatWidget: { createChatWidget: unknown } }).NorthlineChatWidget
        .createChatWidget,
    ).toBe('function');
    window.close();
  });
});
