/**
 * `scripts/check-comments.ts` run as `pnpm lint:comments` runs it, on a throwaway git repository per case: which
 * comments it fails, which it lets through, and what it prints. Run with `node --test scripts/check-comments.test.ts`
 * (part of `pnpm lint:comments`).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';

/** A tracker tag the check must refuse, assembled so this file itself cites no tracker number. */
const TRACKER_TAG = ['Issue', '12'].join(' ');

const SCRIPT = join(import.meta.dirname, 'check-comments.ts');
const roots: string[] = [];

after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * Runs the check in a new git repository holding `files` (path to content), all tracked.
 * @returns the exit status and what the check printed
 */
function check(files: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const root = mkdtempSync(join(tmpdir(), 'check-comments-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  execFileSync('git', ['init', '--quiet'], { cwd: root });
  execFileSync('git', ['add', '--all'], { cwd: root });
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: root, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('check-comments', () => {
  it('passes comments that state their rule', () => {
    const result = check({
      'src/log.ts': '/** Logs ids only: personal information stays out of logs (PIPEDA). */\nexport {};\n',
      'README.md': '# App\n\nDecision records live in docs/decisions.\n',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /No issue-number tags and no references outside the repository/);
  });

  it('fails a comment that cites decisions.md, naming the file and line and what to write instead', () => {
    const result = check({
      'src/log.ts': 'export {};\n/** Logs ids only (decisions.md "Privacy"). */\nexport const a = 1;\n',
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /References outside the repository found \(1\)/);
    assert.match(result.stderr, /State the rule itself in a few words/);
    assert.match(result.stderr, /^src\/log\.ts:2: \/\*\* Logs ids only \(decisions\.md "Privacy"\)\. \*\/$/m);
  });

  it('fails site-specification.md and a ../shared/ path that leaves the repository, in a README too', () => {
    const result = check({
      'README.md': '# App\n\nThe specification is `../shared/spec/site-specification.md`.\n',
      'apps/web/README.md': '# Web\n\nSee ../../../shared/DESIGN.md for colours.\n',
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /References outside the repository found \(2\)/);
    assert.match(result.stderr, /^README\.md:3: /m);
    assert.match(result.stderr, /^apps\/web\/README\.md:3: /m);
  });

  it('passes an import of a shared folder inside the repository, but not of a file that is not there', () => {
    const passing = check({
      'app/shared/icons.ts': 'export const icons = {};\n',
      'app/blog/cards.ts': "import { icons } from '../shared/icons.ts';\nexport { icons };\n",
    });
    assert.equal(passing.status, 0, passing.stderr);

    const failing = check({
      'app/blog/cards.ts': '/** Colours as ../shared/palette.md sets them. */\nexport {};\n',
    });
    assert.equal(failing.status, 1);
    assert.match(failing.stderr, /^app\/blog\/cards\.ts:1: /m);
  });

  it('fails a guide named in capitals that the repository does not hold, and passes README.md', () => {
    const result = check({
      'README.md': '# App\n\nPackages have a README.md; see CHANGELOG.md for releases.\n',
      'CHANGELOG.md': '# Changes\n',
      'src/card.css.ts': '/** Red only for urgent (DESIGN.md). */\nexport {};\n',
      'src/theme.ts': '/** Radii: `vars.radius.md` is 8 px. */\nexport {};\n',
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /References outside the repository found \(1\)/);
    assert.match(result.stderr, /^src\/card\.css\.ts:1: /m);
  });

  it('checks the whole of a decision record for the specification, but only its headings for issue tags', () => {
    const history = check({
      'docs/decisions/001-x.md': `# 001: Sessions\n\n${TRACKER_TAG} asked for server-issued session ids.\n`,
    });
    assert.equal(history.status, 0, history.stderr);

    const citation = check({
      'docs/decisions/001-x.md':
        '# 001: Sessions\n\ndecisions.md settles that ids are issued by the server.\n',
    });
    assert.equal(citation.status, 1);
    assert.match(citation.stderr, /^docs\/decisions\/001-x\.md:3: /m);
  });

  it('finds a tag that a comment wraps across two lines', () => {
    const [word = '', number = ''] = TRACKER_TAG.split(' ');
    const result = check({
      'src/a.ts': `/**\n * Judged on its own thread (${word.toLowerCase()}\n * ${number}, decision 030).\n */\nexport {};\n`,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /^src\/a\.ts:2: /m);
  });

  it('checks the settings template .env.example and a Dockerfile as sources', () => {
    const result = check({
      '.env.example': `# Request limits (${TRACKER_TAG.toLowerCase()}).\nRATE_LIMIT_MAX=100\n`,
      'deploy/Dockerfile': `# Node 24 (${TRACKER_TAG.toLowerCase()}).\nFROM node:24\n`,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Issue-number tags found \(2\)/);
    assert.match(result.stderr, /^\.env\.example:1: /m);
    assert.match(result.stderr, /^deploy\/Dockerfile:1: /m);
  });

  it('still fails an issue-number tag, and reports both kinds in one run', () => {
    const result = check({
      'src/a.ts': `// Fixed for ${TRACKER_TAG.toLowerCase()} (decisions.md).\nexport {};\n`,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Issue-number tags found \(1\)/);
    assert.match(result.stderr, /References outside the repository found \(1\)/);
  });
});
