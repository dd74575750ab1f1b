#!/usr/bin/env bash
# Build dependencies SayDo needs from Debian (idempotent; installs only what is missing).
set -euo pipefail
need=()
for p in build-essential pkg-config postgresql-15 postgresql-contrib; do
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "deps: installing ${need[*]}" >&2
  as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
command -v cargo >/dev/null || { echo "deps: cargo not found; install Rust (rustup) first" >&2; exit 1; }
