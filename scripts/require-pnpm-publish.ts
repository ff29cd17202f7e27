/**
 * `prepublishOnly` of the publishable packages (decision 014): refuses `npm publish`. The packages keep the
 * monorepo's source exports (`src/index.ts`) in package.json and the published ones in `publishConfig`; only
 * pnpm (`pnpm publish`, and `changeset publish`, which calls it) puts `publishConfig.exports` into the tarball.
 * npm would publish a package whose exports point at files it does not contain.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by the package manager for a lifecycle script, never run by turbo
const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  console.error(
    'Publish with pnpm (`pnpm release` at the root, or `pnpm publish`): npm ignores publishConfig.exports and ' +
      'would ship a manifest pointing at src/.',
  );
  process.exit(1);
}
