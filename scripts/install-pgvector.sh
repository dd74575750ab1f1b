#!/usr/bin/env bash
# PostgreSQL 15 and pgvector, idempotently: what both a development machine (`make db`) and a
# production VM (`make pgvector`, before `make install`) need, and nothing else: no role, no
# database. pgvector is not in bookworm: it is built from Debian's own source package (trixie
# deb-src), fetched through a private apt list so the system's sources are left untouched.
set -euo pipefail

PG_VERSION=15
PG_CONFIG=/usr/lib/postgresql/$PG_VERSION/bin/pg_config

log() { echo "install-pgvector: $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

APT_UPDATED=0
apt_update_once() { if [ $APT_UPDATED = 0 ]; then as_root apt-get update -qq; APT_UPDATED=1; fi; }

if ! dpkg -s postgresql-$PG_VERSION >/dev/null 2>&1; then
  apt_update_once; as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-$PG_VERSION postgresql-contrib >/dev/null
fi

# pgvector: present when its control file is in the server's extension dir.
if [ ! -f /usr/share/postgresql/$PG_VERSION/extension/vector.control ]; then
  log "pgvector not installed; building it from Debian's source package"
  if ! dpkg -s postgresql-server-dev-$PG_VERSION dpkg-dev build-essential >/dev/null 2>&1; then
    apt_update_once
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-server-dev-$PG_VERSION dpkg-dev build-essential >/dev/null
  fi
  priv=$(mktemp -d /tmp/saydo-apt.XXXXXX)
  mkdir -p "$priv/lists/partial" "$priv/archives/partial" "$priv/sourceparts"
  # Same mirror as the machine's own apt sources.
  mirror=$(grep -h -E '^(URIs:|deb )' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null \
           | grep -o "http[s]*://[^ ]*debian" | grep -v security | head -n1 || true)
  mirror=${mirror:-http://deb.debian.org/debian}
  cat > "$priv/sourceparts/trixie-src.sources" <<SRC
Types: deb-src
URIs: $mirror
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  aptopts=(-o Dir::Etc::sourcelist=/dev/null -o Dir::Etc::sourceparts="$priv/sourceparts"
           -o Dir::State::Lists="$priv/lists" -o Dir::Cache::Archives="$priv/archives" -o APT::Get::List-Cleanup=0 -o APT::Sandbox::User=root)
  as_root apt-get "${aptopts[@]}" update -qq
  (cd "$priv" && apt-get "${aptopts[@]}" source -qq --download-only pgvector >/dev/null && dpkg-source -x --no-check pgvector_*.dsc src >/dev/null)
  make -s -C "$priv/src" PG_CONFIG=$PG_CONFIG OPTFLAGS="" >/dev/null
  as_root make -s -C "$priv/src" PG_CONFIG=$PG_CONFIG install >/dev/null
  rm -rf "$priv"
  log "pgvector built and installed"
fi

