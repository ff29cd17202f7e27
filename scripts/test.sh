#!/usr/bin/env bash
# README command 2 (and CI): installs what is missing (also Chromium, and starts PostgreSQL), then runs
# everything CI runs: format and lint, typecheck, build (site and Storybook), unit and integration tests
# against the real PostgreSQL, and the end-to-end tests in Chromium. Usage: bash scripts/test.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/bootstrap.sh --test
export PATH="/usr/local/bin:$PATH"
# No telemetry notice from turbo on a fresh machine.
export TURBO_TELEMETRY_DISABLED=1
# Node keeps the compiled code of every module it loads here and reuses it in the next process: the run starts
# some hundred Node processes (Vitest workers, servers, command-line tools) over the same files (decision 109).
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$ROOT/node_modules/.cache/node-compile-cache}"

printf '\033[1;34m==>\033[0m %s\n' "Running every check: pnpm validate"
pnpm run validate
printf '\033[1;32m==>\033[0m %s\n' "All checks passed"
