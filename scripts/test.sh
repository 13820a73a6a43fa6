#!/usr/bin/env bash
# npm test: the whole suite, tier by tier (unit, integration on PostgreSQL, end-to-end in
# Chromium against the production build), stopping at the first that fails. Each tier's wall and
# CPU time is printed at the end (scripts/lib/tiers.sh); inside .ci/run, CI prints them with its
# own tiers instead.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/lib/tiers.sh
source scripts/lib/tiers.sh
if [ "${TIERS_NESTED:-0}" != 1 ]; then trap tier_table EXIT; fi

timed unit npm run test:unit
# The integration tier's app servers and the end-to-end tier serve the production build, and an
# existing build is served as it is (npm start never rebuilds): so build it from these sources
# first. CI has just built it, beside lint (.ci/run).
if [ "${CI:-}" != true ]; then timed build npm run build; fi
timed integration npm run test:integration
timed e2e npm run test:e2e
