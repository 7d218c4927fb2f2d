#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every check CI runs.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_dependencies
ensure_system_packages

log "Lint and format (Biome)"
pnpm exec turbo run lint

log "Import rules (dependency-cruiser, ADR 0023), and a test that they fail on a wrong import"
pnpm exec depcruise apps packages --config .dependency-cruiser.cjs --validate
node --test tooling/scripts/dependency-rules.test.mjs

log "Build, typecheck, unit tests, package checks (the platform's API suites run on their own next)"
pnpm exec turbo run build storybook:build typecheck test check:package --filter='!@brand/platform-api' --output-logs=errors-only --continue=never
pnpm exec turbo run build typecheck check:package --filter=@brand/platform-api --output-logs=errors-only --continue=never

# The platform's 150 API suites are most of CI's time. Beside turbo's other tasks on two cores they
# took 32 minutes and a spawned platform missed its start; alone, on two jest workers, about half.
log "API tests on PGlite (two jest workers; nothing else runs in this step)"
pnpm --filter @brand/platform-api test

log "API tests again on a PostgreSQL server (a throwaway cluster; two jest workers, each suite in a database of its own, since nothing else runs in this step)"
start_throwaway_postgres
TEST_DATABASE_URL="$PGTEST_URL" pnpm --filter @brand/platform-api test:postgres
stop_throwaway_postgres

# Turbo prints only failing logs above; the summary of every test run follows.
node tooling/scripts/test-summary.mjs

log "Accessibility: axe over every story in Chromium"
pnpm exec turbo run test:stories --output-logs=full

log "Packed tarballs install into a scratch project"
node tooling/scripts/check-tarball.mjs

log "End to end: the apps on the platform in Chromium, signing in through the Auth0 SDK, axe on every page"
E2E_SKIP_BUILD=1 pnpm --filter @brand/e2e test:e2e

log "Mobile Lighthouse: the entry routes, a visitor's quote and the policy page signed in, medians of 3 runs against issue 20's targets (printed, never failed on a figure)"
node --test tooling/lighthouse/src/lighthouse-targets.test.mjs tooling/lighthouse/src/landed-on.test.mjs
pnpm --filter @brand/lighthouse lighthouse

log "Every check passed"
