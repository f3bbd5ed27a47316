#!/bin/sh
# `npm start` and the container image: prepare (scripts/start.mjs: migrate, seed, build when needed;
# it exits when done), then replace this shell with the server, so the process left running is the
# server itself. The memory settings are docs/decisions/087-server-memory.md and 113-…; an operator's
# own values win, and their Node.js flags come last. tests/unit/server-process-env.test.ts keeps them
# equal to serverProcessEnv() in scripts/lib.mjs and the systemd unit's.
set -e
cd "$(dirname "$0")/.."
node scripts/start.mjs "$@"
export NODE_ENV="${NODE_ENV:-production}"
export NEXT_TELEMETRY_DISABLED="${NEXT_TELEMETRY_DISABLED:-1}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
export NODE_OPTIONS="--max-semi-space-size=4 --max-old-space-size=1024${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec node server/index.mjs
