#!/usr/bin/env bash
# The production database layout, on a local PostgreSQL (run as root; `make install` runs it):
#   saydo_owner        LOGIN, owns the schema, runs migrations; CREATEROLE only for the first
#                      migration, dropped right after (the runtime login needs none)
#   saydo_app_ingest   LOGIN, member of saydo_ingest only (appends; never rewrites facts)
#   saydo_app_query    LOGIN, member of saydo_query only (SELECT): nothing on its connections
#                      can RESET ROLE to more, unlike SET ROLE on the owner's connection
# Writes the three URLs with generated passwords into /etc/saydo/saydo.env when it still holds
# the example's CHANGE-ME. Idempotent: existing roles keep their passwords.
set -euo pipefail
DB=${SAYDO_DB_NAME:-saydo}
ENV_FILE=${SAYDO_ENV_FILE:-/etc/saydo/saydo.env}
BIN=${SAYDO_BIN:-/usr/local/bin/saydo}
# The local cluster's port (Debian gives a new cluster the next free one when 5432 is taken).
PORT=${SAYDO_DB_PORT:-$(pg_lsclusters -h 2>/dev/null | awk '$2=="main" {print $3; exit}')}
PORT=${PORT:-5432}
psql_su() { runuser -u postgres -- psql -v ON_ERROR_STOP=1 -qAt "$@"; }
pw() { head -c 24 /dev/urandom | base64 | tr -d '/+=' ; }

if ! grep -q 'CHANGE-ME' "$ENV_FILE" 2>/dev/null; then
  echo "setup-roles: $ENV_FILE already configured; roles left as they are" >&2
  exit 0
fi
if [ "$(psql_su -c "SELECT count(*) FROM pg_available_extensions WHERE name = 'vector'")" != 1 ]; then
  echo "setup-roles: PostgreSQL has no pgvector; run make pgvector first" >&2
  exit 1
fi
# A database of that name owned by another role (`make db` makes one for development, owned by
# its `saydo` login) would leave saydo_owner unable to create the schema: say so rather than fail
# half-way through the migration.
db_owner=$(psql_su -c "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = '$DB'")
if [ -n "$db_owner" ] && [ "$db_owner" != saydo_owner ]; then
  echo "setup-roles: database $DB exists, owned by $db_owner; production needs it owned by saydo_owner." >&2
  echo "  Drop it (runuser -u postgres -- dropdb $DB) if it holds nothing you need, or set SAYDO_DB_NAME." >&2
  exit 1
fi
owner_pw=$(pw); ingest_pw=$(pw); query_pw=$(pw)
psql_su <<SQL
DO \$\$ BEGIN
  BEGIN CREATE ROLE saydo_ingest NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END;
  BEGIN CREATE ROLE saydo_query NOLOGIN;  EXCEPTION WHEN duplicate_object THEN NULL; END;
  BEGIN CREATE ROLE saydo_owner LOGIN CREATEROLE PASSWORD '$owner_pw'; EXCEPTION WHEN duplicate_object THEN ALTER ROLE saydo_owner CREATEROLE PASSWORD '$owner_pw'; END;
  BEGIN CREATE ROLE saydo_app_ingest LOGIN PASSWORD '$ingest_pw' IN ROLE saydo_ingest; EXCEPTION WHEN duplicate_object THEN ALTER ROLE saydo_app_ingest PASSWORD '$ingest_pw'; END;
  BEGIN CREATE ROLE saydo_app_query LOGIN PASSWORD '$query_pw' IN ROLE saydo_query; EXCEPTION WHEN duplicate_object THEN ALTER ROLE saydo_app_query PASSWORD '$query_pw'; END;
END \$\$;
SQL
psql_su -tc "SELECT 1 FROM pg_database WHERE datname = '$DB'" | grep -q 1 || psql_su -c "CREATE DATABASE $DB OWNER saydo_owner"
psql_su -d "$DB" -c "CREATE EXTENSION IF NOT EXISTS vector"
owner_url="postgres://saydo_owner:$owner_pw@localhost:$PORT/$DB"
DATABASE_URL="$owner_url" "$BIN" migrate
psql_su -c "ALTER ROLE saydo_owner NOCREATEROLE"
tmp=$(mktemp)
grep -v -E '^(DATABASE_URL|SAYDO_INGEST_DATABASE_URL|SAYDO_QUERY_DATABASE_URL)=' "$ENV_FILE" > "$tmp"
{
  echo "DATABASE_URL=$owner_url"
  echo "SAYDO_INGEST_DATABASE_URL=postgres://saydo_app_ingest:$ingest_pw@localhost:$PORT/$DB"
  echo "SAYDO_QUERY_DATABASE_URL=postgres://saydo_app_query:$query_pw@localhost:$PORT/$DB"
  cat "$tmp"
} > "$ENV_FILE"
rm -f "$tmp"
echo "setup-roles: saydo_owner (no CREATEROLE now), saydo_app_ingest, saydo_app_query; URLs in $ENV_FILE" >&2
