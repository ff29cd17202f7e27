/**
 * Writes the README's pinned-version snippet (between the `embed-sri` markers) from `dist/embed/manifest.json`:
 * the versioned file's name and its SRI hash. Run after `pnpm build` whenever the widget changed
 * (`pnpm readme:sri`); `src/readme-sri.test.ts` fails until the README matches the build.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const manifestUrl = new URL('../dist/embed/manifest.json', import.meta.url);
const readmeUrl = new URL('../README.md', import.meta.url);
const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as {
  bundle: { file: string; integrity: string };
};
const readme = readFileSync(readmeUrl, 'utf8');
const block = /(<!-- embed-sri:start[^\n]*-->\n)[\s\S]*?(<!-- embed-sri:end -->)/;
if (!block.test(readme)) throw new Error('README.md has no embed-sri block');
const snippet = `\`\`\`html
<script
  src="https://www.northline-it.example/embed/${manifest.bundle.file}"
  integrity="${manifest.bundle.integrity}"
  crossorigin="anonymous"
  data-phone="(416) 555-0142"
  async
></script>
\`\`\`
`;
writeFileSync(
  readmeUrl,
  readme.replace(block, (_match, start: string, end: string) => `${start}${snippet}${end}`),
);
process.stdout.write(`README.md: ${manifest.bundle.file} ${manifest.bundle.integrity}\n`);
