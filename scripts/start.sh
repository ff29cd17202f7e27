#!/usr/bin/env bash
# README command 1: installs what is missing, builds, and starts the site with its API on
# http://localhost:3000. Without DATABASE_URL the leads go to the embedded PGlite database in .data/
# (kept across restarts). Usage: bash scripts/start.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/bootstrap.sh
export PATH="/usr/local/bin:$PATH"
# No telemetry notice from turbo on a fresh machine.
export TURBO_TELEMETRY_DISABLED=1

# Everything the server serves: the site and the chat widget's embed files (/embed, EMBED_DIR). CI checks that
# this build makes them (scripts/check-serve-build.ts).
printf '\033[1;34m==>\033[0m %s\n' "Building the site and the chat widget (pnpm run build:serve)"
pnpm run build:serve --output-logs=errors-only

# The embedded PGlite database is for local use: the API refuses NODE_ENV=production without DATABASE_URL
#, so this script runs in development mode with PGlite and in production mode with DATABASE_URL. The
# site is the same production build either way; an explicit NODE_ENV is kept.
# Production also needs SITE_URL set to the site's public URL: the API refuses the example default.
if [ -z "${DATABASE_URL:-}" ]; then
  export NODE_ENV="${NODE_ENV:-development}"
  printf '\033[1;34m==>\033[0m %s\n' "Database: embedded PGlite in ${PGLITE_DIR:-.data/pglite}, local use (set DATABASE_URL for PostgreSQL, required in production)"
else
  export NODE_ENV="${NODE_ENV:-production}"
  printf '\033[1;34m==>\033[0m %s\n' "Database: DATABASE_URL"
fi
printf '\033[1;34m==>\033[0m %s\n' "Starting on http://localhost:${PORT:-3000} (NODE_ENV=${NODE_ENV}; Ctrl+C stops)"
exec node apps/api/src/server.ts
