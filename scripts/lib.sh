# Shared by start.sh and test.sh: make a fresh machine (Node 20 + npm only) able to run the project.
# Every install step lives here, so the README's two commands and CI need nothing done by hand.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1
# Corepack's signature check fails on these machines unless told to skip it (see TOOLCHAIN.md).
export COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0

# Each step's heading says when it started and how long the step before it took, so a CI log
# shows where the time goes (CI is cut off at 90 minutes).
log() {
  local now elapsed=''
  now=$(date +%s)
  [ -n "${LOG_STEP_STARTED:-}" ] && elapsed=" (the step before took $(( (now - LOG_STEP_STARTED) / 60 )) min $(( (now - LOG_STEP_STARTED) % 60 )) s)"
  LOG_STEP_STARTED=$now
  printf '\n\033[1m== %s\033[0m  [%s%s]\n' "$*" "$(date -u +%H:%M:%S)" "$elapsed"
}

# pnpm at exactly the version package.json pins, through corepack; npm as the fallback where
# corepack is missing (Node 25 no longer ships it).
ensure_pnpm() {
  local want
  want="$(node -p "require('$ROOT/package.json').packageManager.split('@')[1]")"
  if [ "$(pnpm --version 2>/dev/null || true)" = "$want" ]; then return; fi
  log "Installing pnpm $want"
  if command -v corepack >/dev/null 2>&1; then
    corepack enable pnpm && corepack prepare "pnpm@$want" --activate >/dev/null
  fi
  if [ "$(pnpm --version 2>/dev/null || true)" != "$want" ]; then
    npm install --global --no-fund --no-audit "pnpm@$want"
  fi
}

ensure_dependencies() {
  ensure_pnpm
  log "Installing dependencies from the lockfile"
  (cd "$ROOT" && pnpm install --frozen-lockfile --prefer-offline)
}

# Debian packages some tests need (Chromium, PostgreSQL), installed only when missing.
# The list is tooling/system-packages.txt: one "command package" pair a line.
ensure_system_packages() {
  local missing=() cmd pkg
  while read -r cmd pkg; do
    case "$cmd" in ''|'#'*) continue ;; esac
    if ! command -v "$cmd" >/dev/null 2>&1 && [ ! -x "$cmd" ]; then missing+=("$pkg"); fi
  done < "$ROOT/tooling/system-packages.txt"
  [ "${#missing[@]}" -eq 0 ] && return
  log "Installing Debian packages: ${missing[*]}"
  local sudo=''
  [ "$(id -u)" -ne 0 ] && sudo='sudo'
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# A throwaway PostgreSQL cluster for the API tests and the benchmark: made in a temporary folder,
# on its own port, stopped and removed when the calling script exits. Sets PGTEST_URL.
start_throwaway_postgres() {
  local bin dir port
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$bin" ]; then echo "PostgreSQL is not installed (Debian package postgresql)" >&2; return 1; fi
  dir="$(mktemp -d /tmp/brand-pg.XXXXXX)"
  port="${PGTEST_PORT:-55433}"
  chown postgres "$dir" 2>/dev/null || true
  # initdb refuses to run as root: the cluster belongs to the postgres user Debian creates.
  local as=()
  [ "$(id -u)" -eq 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  PGTEST_DIR="$dir" PGTEST_BIN="$bin"
  export PGTEST_URL="postgres://postgres@127.0.0.1:$port/postgres"
  trap stop_throwaway_postgres EXIT
}

stop_throwaway_postgres() {
  [ -n "${PGTEST_DIR:-}" ] || return 0
  local as=()
  [ "$(id -u)" -eq 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PGTEST_BIN/pg_ctl" -D "$PGTEST_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PGTEST_DIR"
  PGTEST_DIR=''
}
