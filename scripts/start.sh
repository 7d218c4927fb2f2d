#!/usr/bin/env bash
# The README's run command: installs, builds and runs the product on its embedded defaults.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_dependencies
log "Building the packages and the Storybook"
pnpm exec turbo run build storybook:build --output-logs=errors-only

# The platform takes over once it has a server to start (issue 5); its rating engine comes first.
if node -e "process.exit(require('./apps/platform-api/package.json').scripts?.start ? 0 : 1)" 2>/dev/null; then
  log "Starting the platform"
  exec pnpm --filter @brand/platform-api start
fi

# Until the platform app lands (issue 5), what exists is the libraries: show the domain rules
# working, then serve the design system's Storybook.
log "No app to serve yet (the platform arrives with the API issue). @brand/domain at work:"
node tooling/scripts/domain-tour.mjs
exec node tooling/scripts/serve-storybook.mjs
