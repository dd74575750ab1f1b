#!/usr/bin/env bash
# Brings up PostgreSQL 15 with pgvector and the SayDo database, idempotently.
# A second run is quick and changes nothing.
#   - With DATABASE_URL set by the user, the server is theirs: we only check it answers.
#   - Otherwise the Debian cluster 15/main is started and a `saydo` owner role + database created.
# pgvector is not in bookworm: it is built from Debian's own source package (trixie deb-src),
# fetched through a private apt list so the system's sources are left untouched.
set -euo pipefail

PG_VERSION=15
PG_CONFIG=/usr/lib/postgresql/$PG_VERSION/bin/pg_config
DB_NAME=${SAYDO_DB_NAME:-saydo}
DB_USER=${SAYDO_DB_USER:-saydo}
DB_PASS=${SAYDO_DB_PASS:-saydo}

log() { echo "setup-postgres: $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if [ -n "${DATABASE_URL:-}" ] && [ -z "${SAYDO_MANAGE_LOCAL_PG:-}" ]; then
  log "DATABASE_URL is set; using that server as given"
  psql "$DATABASE_URL" -Atc 'select 1' >/dev/null
  exit 0
fi

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

# Start the Debian cluster (create it if the machine has none).
if ! pg_lsclusters -h | awk '{print $1"/"$2}' | grep -qx "$PG_VERSION/main"; then
  as_root pg_createcluster $PG_VERSION main >/dev/null
fi
if ! pg_lsclusters -h | awk '$1=='$PG_VERSION' && $2=="main" {print $4}' | grep -q online; then
  as_root pg_ctlcluster $PG_VERSION main start
fi
for _ in $(seq 1 50); do pg_isready -q -h localhost -p 5432 && break; sleep 0.2; done

psql_admin() { as_root su postgres -c "psql -v ON_ERROR_STOP=1 -qAt $*"; }
if [ "$(psql_admin "-c \"select 1 from pg_roles where rolname='$DB_USER'\"")" != 1 ]; then
  # The owner may create roles: SayDo's migrate creates saydo_ingest and saydo_query itself,
  # as it would for any user who gives one DATABASE_URL with that right.
  psql_admin "-c \"create role $DB_USER login createrole password '$DB_PASS'\""
fi
if [ "$(psql_admin "-c \"select 1 from pg_database where datname='$DB_NAME'\"")" != 1 ]; then
  psql_admin "-c \"create database $DB_NAME owner $DB_USER\""
fi
# Extensions need superuser; create once here in the template and the app DB, so tests' fresh DBs have it.
psql_admin "-d $DB_NAME -c 'create extension if not exists vector'"
psql_admin "-d template1 -c 'create extension if not exists vector'"
# Tests create a fresh database each; the owner needs CREATEDB for that.
psql_admin "-c \"alter role $DB_USER createdb\""
log "PostgreSQL $PG_VERSION ready: postgres://$DB_USER:***@localhost:5432/$DB_NAME"
