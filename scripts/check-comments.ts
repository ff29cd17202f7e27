/**
 * `pnpm lint:comments` (part of `pnpm lint`, which CI runs): comments and docs say why in the present, and every
 * reference in them resolves inside the repository. Two kinds of reference cannot be followed from a clone:
 *
 * - An issue-number tag (the word "issue" followed by a number, with or without its item): the issue tracker is
 *   not in the repository. Checked in source files, READMEs, the deploy and benchmark docs, and the headings of
 *   decision records (their bodies are history and may name what led to them).
 * - A citation of the product specification's files, `decisions.md` or `site-specification.md`, of a guide such
 *   as `DESIGN.md` that no tracked file is named (an upper-case name ending in `.md`), or a relative `../shared/`
 *   path that leaves the repository or names no tracked file (the specification and the guides sit beside the
 *   repository, not in it). Checked in the same files, decision records whole. Where a rule comes from them, the
 *   comment states the rule itself, or names the decision record in docs/decisions/ that does. Imports of a
 *   folder named `shared` inside the repository, and a `README.md` or `CHANGELOG.md` of the repository, resolve,
 *   so they pass.
 *
 * Usage: `node scripts/check-comments.ts` from the repository root (the files are those `git ls-files` lists).
 * Prints each finding as `path:line: text` under the rule it breaks, and exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

/** An issue-number tag: "issue" or "issues", then an optional "#" and a number. */
const ISSUE_TAG = /\bissues? #?\d+/i;
/** A line that ends with the word "issue(s)": its tag may go on in the next line of the comment. */
const TAG_START = /\bissues?\s*$/i;
/** What starts a comment's or a paragraph's next line: indentation, `*`, `//`, `#`, `>`. */
const LEADING_MARKS = /^[\s*/#>]*/;
/** A citation of the specification's files, which are not in the repository. */
const SPEC_FILE = /\b(?:decisions|site-specification)\.md\b/;
/** A guide named in capitals, e.g. `DESIGN.md`: it resolves only when a tracked file has that name. */
const GUIDE = /\b[A-Z][A-Z0-9_-]*\.md\b/g;
/** A relative path into a folder named `shared` one or more levels up. */
const SHARED_PATH = /(?:\.\.\/)+shared\/[\w.@/-]*/g;
/** Files whose every line is checked. */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sh|ya?ml|template|conf)$|(^|\/)(Dockerfile|\.env\.example)$/;
/** Documents checked as a whole beside the sources. */
const DOCS = /(^|\/)README\.md$|^docs\/(deploy|benchmarks)\.md$/;
/** Files that name the patterns above in order to find them. */
const SELF = new Set(['pnpm-lock.yaml', 'scripts/check-comments.ts', 'scripts/check-comments.test.ts']);

/**
 * Whether a relative path written in `file` names a tracked file or folder of the repository.
 * @param file the repository path of the file the reference is written in
 * @param reference the relative path as written, e.g. `../shared/icon-lookup.ts`
 * @param tracked every tracked path
 */
function resolvesInside(file: string, reference: string, tracked: ReadonlySet<string>): boolean {
  const target = posix.normalize(posix.join(posix.dirname(file), reference)).replace(/\/$/, '');
  if (target.startsWith('../') || target === '..') return false;
  if (tracked.has(target)) return true;
  for (const path of tracked) if (path.startsWith(`${target}/`) || path.startsWith(`${target}.`)) return true;
  return false;
}

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const tracked = new Set(files);
const trackedNames = new Set(files.map((file) => posix.basename(file)));
const issueTags: string[] = [];
const outsideReferences: string[] = [];
for (const file of files) {
  const decision = file.startsWith('docs/decisions/') && file.endsWith('.md');
  if (!SOURCE.test(file) && !DOCS.test(file) && !decision) continue;
  if (SELF.has(file)) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}: ${line.trim()}`;
    const wrapped = `${line.replace(/\s+$/, '')} ${(lines[index + 1] ?? '').replace(LEADING_MARKS, '')}`;
    const tagged = ISSUE_TAG.test(line) || (TAG_START.test(line) && ISSUE_TAG.test(wrapped));
    if ((!decision || line.startsWith('#')) && tagged) issueTags.push(where);
    const leaves = [...line.matchAll(SHARED_PATH)].some(([path]) => !resolvesInside(file, path, tracked));
    const guide = [...line.matchAll(GUIDE)].some(([name]) => !trackedNames.has(name));
    if (SPEC_FILE.test(line) || leaves || guide) outsideReferences.push(where);
  });
}
if (issueTags.length > 0) {
  console.error(
    `Issue-number tags found (${issueTags.length}); state the rule itself, or name the decision record:\n${issueTags.join('\n')}`,
  );
}
if (outsideReferences.length > 0) {
  console.error(
    `References outside the repository found (${outsideReferences.length}): decisions.md, site-specification.md, ` +
      `the guides beside them (DESIGN.md, STYLE.md, TOOLCHAIN.md) and ../shared/ are not in this repository. State the rule itself in a few words (e.g. "never logged: ` +
      `personal information stays out of logs (PIPEDA)"), or name the decision record in docs/decisions/:\n` +
      outsideReferences.join('\n'),
  );
}
if (issueTags.length > 0 || outsideReferences.length > 0) process.exit(1);
console.log(
  `No issue-number tags and no references outside the repository in ${files.length} tracked files.`,
);
