#!/usr/bin/env bash
# The whole suite: type check, then every test against the embedded store and, when a
# MongoDB-protocol server can be had, against it too (contract suites and the HTTP suite).
set -uo pipefail
cd "$(dirname "$0")/.."
bun run typecheck || exit 1
# Formatting and lint (Biome): a tree that is not formatted fails the suite.
bun run lint || exit 1

# The pinned Python tools of tests/openapi, installed here (once; later runs find them at once) so
# that no test spends its 30 s installing them. Without Python 3.12+ those tests fail saying so.
scripts/openapi-tools.sh >/dev/null || echo "the OpenAPI tools could not be installed (see above): tests/openapi will fail"

started_ferret=""
# A state folder per run: several runs in one tree each get their own server.
export FERRETDB_STATE="${FERRETDB_STATE:-$PWD/.tmp/ferretdb-$$}"
stop_ferret() { [ -n "$started_ferret" ] && scripts/ferretdb.sh stop; started_ferret=""; }
trap stop_ferret EXIT
if [ -z "${TEST_MONGODB_URI:-}" ] && [ -x scripts/ferretdb.sh ]; then
  if uri=$(scripts/ferretdb.sh start); then
    export TEST_MONGODB_URI="$uri"
    started_ferret=1
  else
    echo "FerretDB could not be started (see above)"
  fi
fi

bun test --timeout 30000 "$@"
status=$?
# The HTTP suite a second time on a MongoDB-backed app (each test app on a fresh database).
# Each run prints its own "N pass" / "M fail" summary; CI adds them up.
if [ -n "${TEST_MONGODB_URI:-}" ] && [ $# -eq 0 ]; then
  echo "HTTP suite against MongoDB ($TEST_MONGODB_URI)"
  TEST_STORE=mongo bun test --timeout 30000 tests/http
  mongo_status=$?
  [ "$status" -eq 0 ] && status=$mongo_status
fi
stop_ferret
exit $status
