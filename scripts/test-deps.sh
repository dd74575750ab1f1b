#!/usr/bin/env bash
# What the tests need beyond Postgres: Debian's chromium and playwright-core (no browser download)
# for the browser test, caddy and systemd-analyze for the deployment files, and the official
# MCP Python SDK for the MCP test.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v chromium >/dev/null; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if ! command -v caddy >/dev/null; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
fi
if ! command -v systemd-analyze >/dev/null; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq systemd >/dev/null
fi
if ! command -v node >/dev/null; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
fi
# The MCP test's client: the official Python SDK (`mcp` on PyPI), pinned, in a private venv.
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/mcpvenv"
reqs="$root/tests/mcp-requirements.txt"
if ! cmp -s "$reqs" "$venv/.installed" 2>/dev/null; then
  if ! python3 -c "import venv, ensurepip" 2>/dev/null; then
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
  fi
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$reqs"
  cp "$reqs" "$venv/.installed"
fi
cd "$root/tests/browser"
if [ ! -d node_modules/playwright-core ]; then
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --silent
fi
