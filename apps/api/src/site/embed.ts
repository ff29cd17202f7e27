/**
 * The chat widget for other sites (docs/decisions/013-embeddable-widget.md): the API serves the
 * widget's script-tag files from the package's build (`packages/chat-widget/dist/embed`, EMBED_DIR), as its
 * `manifest.json` lists them:
 *
 * - `GET /embed/chat-widget.js`: the loader (the launcher alone; it loads the bundle on the first click), cached
 *   5 minutes, so a release reaches partner pages within minutes while their tags never change;
 * - `GET /embed/chat-widget@<version>.js`: the bundle of that version, cached for a year as immutable (its SRI
 *   hash is published in the package README);
 * - `GET /embed/manifest.json`: the version, file names, sizes and SRI hashes, cached 5 minutes.
 *
 * Every answer may be read by any origin: `Cross-Origin-Resource-Policy: cross-origin` (helmet's `same-origin`
 * would stop a partner page from running it) and `Access-Control-Allow-Origin: *` without credentials (needed for
 * `integrity` with `crossorigin="anonymous"`). They are public files; calls to `/api` stay limited to CORS_ORIGINS.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EmbedFile, type EmbedManifest, embedManifestSchema } from '@northline/schemas';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE_CACHE } from './static-site.ts';

/** Cache header of the loader and the manifest: short, so a release reaches partner pages within minutes. */
export const LOADER_CACHE = 'public, max-age=300';

/** The URL prefix of the embed files. */
export const EMBED_PREFIX = '/embed/';

/** The manifest's shape is `embedManifestSchema` of @northline/schemas, shared with the build that writes it. */
export type { EmbedFile, EmbedManifest };

/** Options of {@link embedPlugin}. */
export interface EmbedOptions {
  /** Folder of the widget's embed build (`manifest.json` and the files it names). */
  dir: string;
}

/**
 * Reads the embed build's manifest.
 *
 * @returns the manifest, or undefined when the folder holds none (the widget was not built)
 * @throws Error when the manifest is malformed (a name that is not a plain file name included) or names a missing
 *   file
 */
export function readEmbedManifest(dir: string): EmbedManifest | undefined {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) return undefined;
  const read = embedManifestSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!read.success)
    throw new Error(`the embed manifest is malformed: ${read.error.issues[0]?.message ?? ''}`);
  const manifest = read.data;
  for (const entry of [manifest.loader, manifest.bundle]) {
    if (!existsSync(join(dir, entry.file))) {
      throw new Error(`the embed manifest names a missing file: ${entry.file}`);
    }
  }
  return manifest;
}

/** Serves the files of {@link readEmbedManifest}; without a build, logs a warning and serves nothing. */
export const embedPlugin = fp<EmbedOptions>(
  async (app, options) => {
    const manifest = readEmbedManifest(options.dir);
    if (!manifest) {
      app.log.warn('chat widget embed build not found; /embed is not served (build @northline/chat-widget)');
      return;
    }
    // Read once at start: a few hundred KB, sent from memory (the compress plugin compresses per request).
    const loader = readFileSync(join(options.dir, manifest.loader.file));
    const bundle = readFileSync(join(options.dir, manifest.bundle.file));
    const manifestJson = `${JSON.stringify(manifest, null, 2)}\n`;

    const send = (reply: FastifyReply, body: Buffer | string, type: string, cache: string) =>
      reply
        .header('content-type', type)
        .header('cache-control', cache)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('access-control-allow-origin', '*')
        .removeHeader('access-control-allow-credentials')
        .header('x-content-type-options', 'nosniff')
        .send(body);

    const script = 'text/javascript; charset=utf-8';
    app.get(`${EMBED_PREFIX}${manifest.loader.file}`, async (_request, reply) =>
      send(reply, loader, script, LOADER_CACHE),
    );
    app.get(`${EMBED_PREFIX}${manifest.bundle.file}`, async (_request, reply) =>
      send(reply, bundle, script, IMMUTABLE_CACHE),
    );
    app.get(`${EMBED_PREFIX}manifest.json`, async (_request, reply) =>
      send(reply, manifestJson, 'application/json; charset=utf-8', LOADER_CACHE),
    );
  },
  { name: 'embed' },
);
