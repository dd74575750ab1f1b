#!/usr/bin/env bash
# Brings up PostgreSQL 15 with pgvector and the SayDo database, idempotently.
# A second run is quick and changes nothing.
#   - With DATABASE_URL set by the user, the server is theirs: we only check it answers.
#   - Otherwise the Debian cluster 15/main is started and a `saydo` owner role + database created.
# PostgreSQL and pgvector come from scripts/install-pgvector.sh. This script is for development
# and tests: its `saydo` login (CREATEROLE, CREATEDB, a known password) has no place on a
# production VM, where `make install` creates separate logins instead.
set -euo pipefail

PG_VERSION=15
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

# PostgreSQL 15 and pgvector (the part a production VM needs too: `make pgvector`).
"$(dirname "$0")/install-pgvector.sh"

# Start the Debian cluster (create it if the machine has none).
if ! pg_lsclusters -h | awk '{print $1"/"$2}' | grep -qx "$PG_VERSION/main"; then
  as_root pg_createcluster $PG_VERSION main >/dev/null
fi
if ! pg_lsclusters -h | awk '$1=='$PG_VERSION' && $2=="main" {print $4}' | grep -q online; then
  as_root pg_ctlcluster $PG_VERSION main start
fi
# The cluster's own port: Debian gives a new cluster the next free one when 5432 is taken.
PG_PORT=$(pg_lsclusters -h | awk '$1=='$PG_VERSION' && $2=="main" {print $3}')
for _ in $(seq 1 50); do pg_isready -q -h localhost -p "$PG_PORT" && break; sleep 0.2; done

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
log "PostgreSQL $PG_VERSION ready: postgres://$DB_USER:***@localhost:$PG_PORT/$DB_NAME"
