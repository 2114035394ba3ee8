#!/usr/bin/env bash
# The whole suite: type check, then every test against the embedded store and, when a
# MongoDB-protocol server can be had, against it too (contract suites and the HTTP suite).
set -uo pipefail
cd "$(dirname "$0")/.."
bun run typecheck || exit 1

started_ferret=""
if [ -z "${TEST_MONGODB_URI:-}" ] && [ -x scripts/ferretdb.sh ]; then
  if uri=$(scripts/ferretdb.sh start); then
    export TEST_MONGODB_URI="$uri"
    started_ferret=1
  else
    echo "FerretDB could not be started: MongoDB runs will be skipped"
  fi
fi

bun test "$@"
status=$?
[ -n "$started_ferret" ] && scripts/ferretdb.sh stop
exit $status
