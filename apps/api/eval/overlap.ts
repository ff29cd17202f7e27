/**
 * Whether the suite's visitor messages appear literally in the engine: a conversation measures the engine only
 * while the engine does not hold its words. A message overlaps a source when a run of {@link RUN_WORDS}
 * consecutive words of it appears in the source's words in that order, or, for a message shorter than that, when
 * the whole message is a string literal of the source (quoted, case-insensitive). Words are those of
 * reply-checks.ts `wordsOf`: case, punctuation and accents do not hide a copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { wordsOf } from './reply-checks.ts';

/** The length of the word runs compared. */
export const RUN_WORDS = 6;

/** The repository's root. */
const ROOT = join(import.meta.dirname, '..', '..', '..');

/** Every *.ts file under a folder, recursively, sorted. */
function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The sources a visitor message must not appear in: the engine (apps/api/src/chat/**\/*.ts) and the content's
 * chat texts (packages/content: the assistant's replies, its copy and common questions, the widget's texts).
 *
 * @returns each file's path from the repository root and its text
 */
export function engineSources(): { path: string; text: string }[] {
  const files = [
    ...typescriptFiles(join(ROOT, 'apps/api/src/chat')),
    ...['assistant-replies.ts', 'assistant.ts', 'widget-texts.ts'].map((name) =>
      join(ROOT, 'packages/content/src', name),
    ),
  ];
  return files.map((file) => ({ path: relative(ROOT, file), text: readFileSync(file, 'utf8') }));
}

/** One visitor message found in a source. */
export interface Overlap {
  /** The message. */
  message: string;
  /** The source's path from the repository root. */
  path: string;
  /** The words found: a run of {@link RUN_WORDS}, or the whole short message. */
  words: string;
}

/** The string literals of a source, trimmed and lower case. */
function literalsOf(text: string): Set<string> {
  const literals = new Set<string>();
  for (const match of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)) {
    literals.add((match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase());
  }
  return literals;
}

/**
 * The visitor messages that appear literally in a source (see the module comment).
 *
 * @param messages the visitor messages
 * @param sources the texts to search, each with its path
 * @returns one entry per message and source it appears in
 */
export function literalOverlaps(
  messages: readonly string[],
  sources: readonly { path: string; text: string }[],
): Overlap[] {
  const prepared = sources.map((source) => ({
    path: source.path,
    words: ` ${wordsOf(source.text).join(' ')} `,
    literals: literalsOf(source.text),
  }));
  const overlaps: Overlap[] = [];
  for (const message of new Set(messages)) {
    const words = wordsOf(message);
    if (words.length === 0) continue;
    for (const source of prepared) {
      if (words.length < RUN_WORDS) {
        if (source.literals.has(message.trim().toLowerCase())) {
          overlaps.push({ message, path: source.path, words: words.join(' ') });
        }
        continue;
      }
      for (let start = 0; start + RUN_WORDS <= words.length; start += 1) {
        const run = words.slice(start, start + RUN_WORDS).join(' ');
        if (source.words.includes(` ${run} `)) {
          overlaps.push({ message, path: source.path, words: run });
          break;
        }
      }
    }
  }
  return overlaps;
}
