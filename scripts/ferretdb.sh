#!/usr/bin/env bash
# A real MongoDB-protocol server for tests, without Docker: FerretDB v1.24.2 on its SQLite backend,
# on 127.0.0.1 with a free port and a temporary data folder.
#
#   scripts/ferretdb.sh start   builds the binary once (cached), starts the server, waits until it
#                               answers, prints its URI on stdout
#   scripts/ferretdb.sh stop    kills the server by PID and removes its data folder
#   scripts/ferretdb.sh build   only builds (or finds) the binary and prints its path
#
# FERRETDB_STATE   folder of this instance's pid/port/data (default .tmp/ferretdb); several
#                  instances run side by side with different folders.
# FERRETDB_KEEP=1  on stop: keep the port and the data, so the next start of the same
#                  FERRETDB_STATE comes back on the same URI with the same data (restart tests);
#                  on start: fail rather than move to another port when the kept one is taken.
# FERRETDB_BIN     use this binary instead of building one.
set -uo pipefail
VERSION=v1.24.2
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CACHE_DIR="${FERRETDB_CACHE:-$HOME/.cache/ferretdb-$VERSION}"
STATE="${FERRETDB_STATE:-$ROOT/.tmp/ferretdb}"
log() { echo "ferretdb.sh: $*" >&2; }

build() {
  if [ -n "${FERRETDB_BIN:-}" ]; then echo "$FERRETDB_BIN"; return 0; fi
  local bin="$CACHE_DIR/ferretdb"
  if [ -x "$bin" ]; then echo "$bin"; return 0; fi
  command -v go >/dev/null 2>&1 || { log "go is not installed and $bin does not exist"; return 1; }
  log "building FerretDB $VERSION into $bin (once; takes a few minutes)"
  local work
  work=$(mktemp -d) || return 1
  mkdir -p "$CACHE_DIR"
  # `go install pkg@version` asks the proxy for the version list (refused here); a throwaway
  # module with `go get` of the package path records every go.sum entry the build needs.
  # ferretdb_no_postgresql drops the PostgreSQL handler: tests only use the SQLite one.
  # Built this way, Go takes FerretDB as the main module, and FerretDB then insists on the
  # build/version/version.txt that its own release task generates: build from a writable copy of
  # the module with that file added (a `replace` directive).
  if (cd "$work" && go mod init ferretdb-build >/dev/null 2>&1 \
      && go get "github.com/FerretDB/FerretDB/cmd/ferretdb@$VERSION" \
      && src=$(go list -m -f '{{.Dir}}' github.com/FerretDB/FerretDB) \
      && cp -R "$src" "$work/src" && chmod -R u+w "$work/src" \
      && echo "$VERSION" >"$work/src/build/version/version.txt" \
      && go mod edit -replace "github.com/FerretDB/FerretDB=./src" \
      && GOFLAGS=-mod=mod go build -trimpath -tags ferretdb_no_postgresql -o "$bin.tmp" github.com/FerretDB/FerretDB/cmd/ferretdb) >"$work.log" 2>&1; then
    mv "$bin.tmp" "$bin"
    chmod -R u+w "$work" 2>/dev/null; rm -rf "$work" "$work.log"
    echo "$bin"
  else
    tail -20 "$work.log" >&2
    chmod -R u+w "$work" 2>/dev/null; rm -rf "$work" "$work.log" "$bin.tmp"
    log "build failed"
    return 1
  fi
}

# A free port below the kernel's ephemeral range: while a restart test has its server stopped, no
# listener on port 0 and no outgoing connection of the suites running beside it can take the port.
free_port() {
  python3 - 2>/dev/null <<'PY' || bun -e 'const s = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } }); console.log(s.port); s.stop(true)'
import random, socket
low = int(open("/proc/sys/net/ipv4/ip_local_port_range").read().split()[0])
for _ in range(200):
    port = random.randint(10000, max(10001, low - 1))
    s = socket.socket()
    try:
        s.bind(("127.0.0.1", port)); print(port); break
    except OSError:
        pass
    finally:
        s.close()
else:
    raise SystemExit(1)
PY
}

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

start() {
  local bin port data pid
  bin=$(build) || return 1
  mkdir -p "$STATE"
  if [ -f "$STATE/pid" ] && kill -0 "$(cat "$STATE/pid")" 2>/dev/null; then
    echo "mongodb://127.0.0.1:$(cat "$STATE/port")/"; return 0
  fi
  data=$(cat "$STATE/data" 2>/dev/null || true)
  if [ -z "$data" ] || [ ! -d "$data" ]; then data=$(mktemp -d "${TMPDIR:-/tmp}/ferretdb-data.XXXXXX") || return 1; fi
  echo "$data" >"$STATE/data"
  for attempt in 1 2 3; do
    port=$(cat "$STATE/port" 2>/dev/null || true)
    [ -n "$port" ] || port=$(free_port) || return 1
    echo "$port" >"$STATE/port"
    # Something else answering on the port would pass the readiness check below for FerretDB.
    if answers "$port"; then
      log "port $port is taken by another process"
      [ "${FERRETDB_KEEP:-}" = 1 ] && return 1
      rm -f "$STATE/port"; continue
    fi
    "$bin" --handler=sqlite --sqlite-url="file:$data/" --listen-addr="127.0.0.1:$port" \
      --state-dir="$data" --debug-addr=- --telemetry=disable --log-level=error \
      >>"$STATE/log" 2>&1 </dev/null &
    pid=$!
    echo "$pid" >"$STATE/pid"
    for _ in $(seq 1 200); do
      if answers "$port"; then echo "mongodb://127.0.0.1:$port/"; return 0; fi
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.05
    done
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    rm -f "$STATE/pid"
    # The port was taken between choosing and binding: choose another, unless it must be kept.
    [ "${FERRETDB_KEEP:-}" = 1 ] && break
    rm -f "$STATE/port"
    log "attempt $attempt failed, see $STATE/log"
  done
  log "FerretDB did not start"
  return 1
}

stop() {
  local pid
  if [ -f "$STATE/pid" ]; then
    pid=$(cat "$STATE/pid")
    if kill "$pid" 2>/dev/null; then
      # FerretDB waits for its clients to hang up; a test server gets two seconds, then SIGKILL.
      for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
      kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$STATE/pid"
  fi
  if [ "${FERRETDB_KEEP:-}" != 1 ]; then
    local data
    data=$(cat "$STATE/data" 2>/dev/null || true)
    case "$data" in "${TMPDIR:-/tmp}"/ferretdb-data.*) rm -rf "$data" ;; esac
    rm -rf "$STATE"
  fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  build) build ;;
  *) echo "usage: $0 start|stop|build" >&2; exit 2 ;;
esac
