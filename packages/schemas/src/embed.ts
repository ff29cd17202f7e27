/**
 * The manifest of the chat widget's embed build (decision 013): `dist/embed/manifest.json`, written by
 * the chat-widget package's build (vite.config.ts `--mode loader`) and read by the API, which serves the files
 * it names under `/embed/`. One shape for the writer and the reader.
 */
import * as z from 'zod/mini';

/** One served file: its name, its W3C Subresource Integrity (`sha384-<base64>`), and its sizes in bytes. */
export const embedFileSchema = z.object({
  file: z.string().check(z.regex(/^[\w.@-]+\.js$/)),
  integrity: z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]+={0,2}$/)),
  bytes: z.number().check(z.int(), z.nonnegative()),
  gzipBytes: z.number().check(z.int(), z.nonnegative()),
});

/** See {@link embedFileSchema}. */
export type EmbedFile = z.infer<typeof embedFileSchema>;

/**
 * The manifest: the package version, the stable loader (`chat-widget.js`: short cache) and the versioned bundle
 * (`chat-widget@<version>.js`: immutable; its integrity is the README's SRI).
 */
export const embedManifestSchema = z.object({
  version: z.string().check(z.minLength(1)),
  loader: embedFileSchema,
  bundle: embedFileSchema,
});

/** See {@link embedManifestSchema}. */
export type EmbedManifest = z.infer<typeof embedManifestSchema>;
