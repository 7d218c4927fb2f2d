#!/usr/bin/env bash
# The README's run command: installs, builds and runs the product on its embedded defaults.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_dependencies
log "Building the packages and the Storybook"
pnpm exec turbo run build storybook:build --output-logs=errors-only

log "Starting the platform (the customer portal at /, the admin console at /admin/, the Storybook at /storybook/)"
exec pnpm --filter @brand/platform-api start
