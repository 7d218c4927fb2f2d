# Shared by start.sh and test.sh: make a fresh machine (Node 20 + npm only) able to run the project.
# Every install step lives here, so the README's two commands and CI need nothing done by hand.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1
# Corepack's signature check fails on these machines unless told to skip it (see TOOLCHAIN.md).
export COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

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
