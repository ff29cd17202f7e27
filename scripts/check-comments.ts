/**
 * `pnpm lint:comments` (part of `pnpm lint`, which CI runs): comments and docs say why in the present, and every
 * reference in them resolves inside the repository. The issue tracker is not in the repository, so an issue-number
 * tag (the word "issue" followed by a number, with or without its item) in a source file, a README or the deploy and benchmark docs, or in the
 * heading of a decision record, is an error. The bodies of decision records are history and may name what led to
 * them.
 *
 * Usage: `node scripts/check-comments.ts` from the repository root. Prints each tag as `path:line: text` and exits
 * 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** An issue-number tag: "issue" or "issues", then an optional "#" and a number. */
const ISSUE_TAG = /\bissues? #?\d+/i;
/** Files whose every line is checked. */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sh|ya?ml|template|conf)$/;
/** Documents checked as a whole beside the sources. */
const DOCS = /(^|\/)README\.md$|^docs\/(deploy|benchmarks)\.md$/;

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const found: string[] = [];
for (const file of files) {
  const decision = file.startsWith('docs/decisions/') && file.endsWith('.md');
  if (!SOURCE.test(file) && !DOCS.test(file) && !decision) continue;
  if (file === 'pnpm-lock.yaml' || file === 'scripts/check-comments.ts') continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (decision && !line.startsWith('#')) return;
    if (ISSUE_TAG.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error(
    `Issue-number tags found (${found.length}); state the rule itself, or name the decision record:\n${found.join('\n')}`,
  );
  process.exit(1);
}
console.log(`No issue-number tags in ${files.length} tracked files.`);
