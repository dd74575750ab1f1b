#!/usr/bin/env bash
# `make install`: the binary, the units, the Caddyfile and an example env file, in place.
set -euo pipefail
cd "$(dirname "$0")/.."
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
PREFIX=${PREFIX:-/usr/local}
[ -x target/release/saydo ] || { echo "install: no target/release/saydo; run make build first (as yourself: root has no cargo)" >&2; exit 1; }
as_root install -D -m 0755 target/release/saydo "$PREFIX/bin/saydo"
id saydo >/dev/null 2>&1 || as_root useradd --system --home-dir /var/lib/saydo --shell /usr/sbin/nologin saydo
as_root install -d -m 0750 -o root -g saydo /etc/saydo
as_root install -m 0640 -o root -g saydo systemd/saydo.env.example /etc/saydo/saydo.env.example
[ -f /etc/saydo/saydo.env ] || as_root install -m 0640 -o root -g saydo systemd/saydo.env.example /etc/saydo/saydo.env
for u in saydo.service saydo-refresh.service saydo-refresh.timer; do
  as_root install -D -m 0644 "systemd/$u" "/etc/systemd/system/$u"
done
as_root install -D -m 0644 Caddyfile /etc/caddy/Caddyfile.saydo
as_root install -D -m 0644 systemd/caddy-saydo.conf /etc/systemd/system/caddy.service.d/saydo.conf
# The production database layout (separate login roles) on a local PostgreSQL.
if command -v psql >/dev/null && id postgres >/dev/null 2>&1; then
  as_root env SAYDO_BIN="$PREFIX/bin/saydo" scripts/setup-roles.sh
else
  echo "install: no local PostgreSQL; fill in the three database URLs of /etc/saydo/saydo.env yourself" >&2
fi
if [ -d models/active ]; then as_root mkdir -p /var/lib/saydo/model && as_root cp -r models/active/. /var/lib/saydo/model/; fi
echo "installed: $PREFIX/bin/saydo, units in /etc/systemd/system (and caddy.service.d/saydo.conf), /etc/caddy/Caddyfile.saydo, /etc/saydo/saydo.env"
echo "next: edit /etc/saydo/saydo.env; systemctl daemon-reload; systemctl enable --now saydo saydo-refresh.timer"
