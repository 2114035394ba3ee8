#!/usr/bin/env sh
# Installs the pinned Python tools of the OpenAPI tests (openapi-spec-validator, schemathesis) into
# a virtual environment: .tmp/venv, or OPENAPI_TOOLS_VENV. Run by scripts/test-all.sh (bun run
# test:all) before the suite; safe to run again: once the pinned list is installed it returns at
# once (a stamp holds the list it installed).
# Python 3.12 or later: 3.11.7's parser fails hypothesis under deep recursion ("AST constructor
# recursion depth mismatch"), which schemathesis reports as a runtime error.
set -eu
cd "$(dirname "$0")/.."
venv="${OPENAPI_TOOLS_VENV:-.tmp/venv}"
recent='import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)'
if [ -x "$venv/bin/python" ] && ! "$venv/bin/python" -c "$recent"; then
  rm -rf "$venv"
fi
if [ ! -x "$venv/bin/python" ]; then
  python=""
  # pyenv installs a version without putting it on PATH: look there too.
  pyenv_pythons=""
  if command -v pyenv >/dev/null 2>&1; then
    pyenv_pythons=$(ls -d "$(pyenv root)"/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -r -V || true)
  fi
  for candidate in python3.13 python3.12 $pyenv_pythons python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c "$recent" 2>/dev/null; then
      python="$candidate"
      break
    fi
  done
  if [ -z "$python" ]; then
    echo "openapi-tools: Python 3.12 or later is needed" >&2
    exit 1
  fi
  "$python" -m venv "$venv"
fi
stamp="$venv/.installed-openapi-tools.txt"
if [ -f "$stamp" ] && cmp -s scripts/openapi-tools.txt "$stamp" && [ -x "$venv/bin/schemathesis" ] && [ -x "$venv/bin/openapi-spec-validator" ]; then
  echo "openapi-tools: already installed in $venv"
  exit 0
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r scripts/openapi-tools.txt
cp scripts/openapi-tools.txt "$stamp"
"$venv/bin/python" --version
"$venv/bin/openapi-spec-validator" --version
"$venv/bin/schemathesis" --version
