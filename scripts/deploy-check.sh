#!/usr/bin/env bash
# `make deploy-check`: the README's "Deploy on one VM" steps, followed as written on a bare
# Debian bookworm (debootstrap --variant=minbase) in a chroot, as far as a chroot allows; the
# README says what this covers and what it cannot (no running systemd, no public name for TLS,
# no Rust toolchain in the VM: the binary `make build` made here is copied into the clone).
#
# Needs root (debootstrap, chroot, mounts, namespaces), so it is not part of `make test`. The bare
# system is kept in target/deploy-check/base and downloaded .debs in target/deploy-check/apt;
# each run starts from a fresh copy of the base (target/deploy-check/vm, left for inspection).
# Postgres in the chroot takes the next free port (5432 is the host's); everything started
# inside ends with the check (a PID namespace), and its mounts with it (a mount namespace).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
WORK=$REPO/target/deploy-check
BASE=$WORK/base
VM=$WORK/vm
MIRROR=$(realpath "${SAYDO_SEC_MIRROR:-../shared/data/sec-mirror}")
PORT=${DEPLOY_CHECK_PORT:-18080}
log() { echo "deploy-check: $*" >&2; }

if [ "${1:-}" != --inside ]; then
  [ "$(id -u)" = 0 ] || { log "needs root (debootstrap, chroot, mounts): sudo make deploy-check"; exit 1; }
  [ -x target/release/saydo ] || { log "no target/release/saydo: run make build first"; exit 1; }
  newer=$(find src migrations assets Cargo.toml Cargo.lock -newer target/release/saydo -print -quit 2>/dev/null)
  [ -z "$newer" ] || log "warning: $newer is newer than target/release/saydo; the check runs the older binary (make build)"
  [ -d "$MIRROR" ] || { log "no SEC mirror at $MIRROR (set SAYDO_SEC_MIRROR)"; exit 1; }
  for t in debootstrap unshare chroot; do
    command -v $t >/dev/null || { apt-get install -y -qq debootstrap util-linux coreutils >/dev/null; break; }
  done
  free_gb=$(df -BG --output=avail "$REPO/target" | tail -1 | tr -dc 0-9)
  [ "$free_gb" -ge 17 ] || { log "only ${free_gb} GB free under target/; the check needs about 2 GB and this machine keeps 15 GB free"; exit 1; }
  started=$(date +%s)
  mkdir -p "$WORK/apt"
  if [ ! -d "$BASE" ]; then
    deb_mirror=$(grep -h -E '^(URIs:|deb )' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null \
                 | grep -o "http[s]*://[^ ]*debian" | grep -v security | head -n1 || true)
    log "debootstrap bookworm (minbase) from ${deb_mirror:=http://deb.debian.org/debian} into $BASE"
    rm -rf "$BASE.tmp"
    debootstrap --variant=minbase bookworm "$BASE.tmp" "$deb_mirror" > "$WORK/debootstrap.log" 2>&1 \
      || { tail -20 "$WORK/debootstrap.log" >&2; exit 1; }
    mv "$BASE.tmp" "$BASE"
  fi
  rm -rf "$VM"
  cp -a "$BASE" "$VM"
  # The clone: the repo's files as git knows them (committed or not), and the binary `make build` made.
  mkdir -p "$VM/home/admin/saydo/target/release"
  git ls-files -z --cached --others --exclude-standard | tar --null -T - -c | tar -x -C "$VM/home/admin/saydo"
  cp target/release/saydo "$VM/home/admin/saydo/target/release/saydo"
  mkdir -p "$VM/srv/sec-mirror"
  set +e
  unshare --mount --pid --fork --kill-child --propagation private "$0" --inside
  rc=$?
  set -e
  if [ $rc = 0 ]; then log "PASSED in $(( $(date +%s) - started )) s"; else log "FAILED (exit $rc) after $(( $(date +%s) - started )) s"; fi
  exit $rc
fi

# --- Inside the namespaces: the VM's mounts, then the README's steps in the chroot. ---
mount -t proc proc "$VM/proc"
mount -t sysfs sys "$VM/sys"
mount --rbind /dev "$VM/dev"
mount --bind "$WORK/apt" "$VM/var/cache/apt/archives"
mount --bind -o ro "$MIRROR" "$VM/srv/sec-mirror"
mount -o remount,bind,ro "$VM/srv/sec-mirror"
cp /etc/resolv.conf "$VM/etc/resolv.conf"

# What a cloud image has and minbase lacks: /etc/hosts, systemd, sudo and curl, a login user who may use sudo.
chroot "$VM" /bin/bash -euo pipefail <<'IMAGE'
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq systemd sudo curl >/dev/null
printf '127.0.0.1 localhost\n::1 localhost ip6-localhost ip6-loopback\n127.0.1.1 %s\n' "$(cat /etc/hostname)" > /etc/hosts
useradd --create-home --shell /bin/bash admin 2>/dev/null || true
echo 'admin ALL=(ALL) NOPASSWD:ALL' > /etc/sudoers.d/admin
chown -R admin:admin /home/admin
IMAGE

# The README's steps, as the admin user. Each README line is echoed before it runs.
chroot "$VM" /usr/bin/env -i HOME=/home/admin USER=admin PATH=/usr/local/bin:/usr/bin:/bin TERM=dumb PORT="$PORT" \
  /usr/sbin/runuser -u admin -- /bin/bash -euo pipefail <<'README'
cd ~/saydo
step() { echo "+ $*" >&2; }
export DEBIAN_FRONTEND=noninteractive
t0=$(date +%s)

step "sudo apt-get update && sudo apt-get install -y git make postgresql caddy"
sudo apt-get update -qq
sudo -E apt-get install -y -qq git make postgresql caddy >/dev/null
step "git clone … saydo && cd saydo (the tree is copied in)"
step "(systemd's part on a VM: the package's cluster started)"
if pg_lsclusters -h | grep -q online; then echo "(the package started it)" >&2; else sudo pg_ctlcluster 15 main start && echo "(started by hand: the package left it down, with no systemd running)" >&2; fi
step "make pgvector"
make pgvector
step "make build (the binary is copied in: no Rust toolchain reachable in this chroot)"
test -x target/release/saydo
step "sudo make install"
sudo make install
step "sudoedit /etc/saydo/saydo.env (the SEC mirror instead of live SEC; a free loopback port)"
sudo sed -i -e "s|^SAYDO_BIND=.*|SAYDO_BIND=127.0.0.1:$PORT|" /etc/saydo/saydo.env
echo "SAYDO_SEC_MIRROR=/srv/sec-mirror" | sudo tee -a /etc/saydo/saydo.env >/dev/null
step "sudo cp /etc/caddy/Caddyfile.saydo /etc/caddy/Caddyfile && echo 'SAYDO_SITE_ADDRESS=saydo.example.com' | sudo tee -a /etc/default/caddy"
sudo cp /etc/caddy/Caddyfile.saydo /etc/caddy/Caddyfile && echo 'SAYDO_SITE_ADDRESS=saydo.example.com' | sudo tee -a /etc/default/caddy
echo "deploy-check: README steps took $(( $(date +%s) - t0 )) s" >&2
README

# systemd cannot run here: its own analyser checks the units as the VM's systemd would load
# them (caddy.service with the drop-in `make install` gave it), and the sandboxing they declare.
log "systemd-analyze verify, in the VM"
verify=$(chroot "$VM" env SYSTEMD_LOG_LEVEL=warning systemd-analyze verify \
           saydo.service saydo-refresh.service saydo-refresh.timer caddy.service 2>&1 || true)
# Only a running systemd is missing.
real=$(printf '%s\n' "$verify" | grep -v -e '^$' -e 'systemd is not running' || true)
[ -z "$real" ] || { log "systemd-analyze verify: $real"; exit 1; }
for u in saydo.service saydo-refresh.service; do
  exposure=$(chroot "$VM" systemd-analyze security --offline=true "$u" 2>/dev/null | grep -o 'Overall exposure level for [^:]*: [0-9.]*' | grep -o '[0-9.]*$')
  log "systemd-analyze security $u: $exposure"
  awk -v e="$exposure" 'BEGIN { exit !(e != "" && e <= 2.0) }' || { log "$u exposure ${exposure:-unknown} is above 2.0"; exit 1; }
done

chroot "$VM" /bin/bash -euo pipefail <<'CADDY'
dropin=/etc/systemd/system/caddy.service.d/saydo.conf
grep -q '^EnvironmentFile=-/etc/default/caddy' "$dropin"
set -a; . /etc/default/caddy; set +a
HOME=/tmp XDG_DATA_HOME=/tmp XDG_CONFIG_HOME=/tmp caddy validate --adapter caddyfile --config /etc/caddy/Caddyfile >/dev/null 2>/tmp/caddy.err \
  || { cat /tmp/caddy.err >&2; exit 1; }
HOME=/tmp caddy adapt --adapter caddyfile --config /etc/caddy/Caddyfile 2>/dev/null | grep -q '"saydo.example.com"' \
  || { echo "deploy-check: Caddy does not serve SAYDO_SITE_ADDRESS from /etc/default/caddy" >&2; exit 1; }
echo "deploy-check: Caddy's config validates and serves saydo.example.com" >&2
CADDY

# What the units run, as systemd would: their user, their env file (systemd's syntax: one
# NAME=value a line, the value as written), the ExecStartPre, then ExecStart.
chroot "$VM" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin PORT="$PORT" /bin/bash -euo pipefail <<'RUN'
log() { echo "deploy-check: $*" >&2; }
mapfile -t envs < <(grep -Ev '^[[:space:]]*(#|$)' /etc/saydo/saydo.env)
unit() { runuser -u saydo -- env -i "${envs[@]}" "$@"; }
getenv() { printf '%s\n' "${envs[@]}" | sed -n "s/^$1=//p" | tail -1; }
mkdir -p /var/lib/saydo && chown saydo:saydo /var/lib/saydo  # StateDirectory=saydo

log "ExecStartPre: saydo --check-embeddings"
unit /usr/local/bin/saydo --check-embeddings
log "ExecStart: saydo serve on 127.0.0.1:$PORT"
unit /usr/local/bin/saydo serve 2>/tmp/serve.log &
for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break; sleep 0.2; done
curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null || { tail -20 /tmp/serve.log >&2; exit 1; }
t=$(date +%s%N)
answer=$(curl -fsS -N --max-time 120 -H 'content-type: application/json' \
  -d '{"question": "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?"}' "http://127.0.0.1:$PORT/api/ask")
log "the first question (onboarding NVIDIA, its releases) answered in $(( ($(date +%s%N) - t) / 1000000 )) ms"
printf '%s\n' "$answer" | grep -q '^event: answer' || { printf '%s\n' "$answer" | tail -5 >&2; tail -20 /tmp/serve.log >&2; exit 1; }
printf '%s\n' "$answer" | grep '^data:' | tail -1 | grep -q '\$18.12 billion' \
  || { log "the answer lacks NVIDIA's reported \$18.12 billion: $(printf '%s\n' "$answer" | tail -2)"; exit 1; }
log "answered: $(printf '%s\n' "$answer" | grep '^data:' | tail -1 | grep -o '"answer":"[^"]*' | cut -c11-200)…"

log "saydo-refresh.service's ExecStart: saydo refresh"
unit /usr/local/bin/saydo refresh 2>/tmp/refresh.log || { tail -20 /tmp/refresh.log >&2; exit 1; }

# The roles hold: SELECT only on the query login, no way to more; the owner kept no CREATEROLE.
query=$(getenv SAYDO_QUERY_DATABASE_URL); ingest=$(getenv SAYDO_INGEST_DATABASE_URL); owner=$(getenv DATABASE_URL)
n=$(psql "$query" -Atc "SELECT count(*) FROM answers")
[ "$n" -ge 1 ] || { log "the query login sees no answer"; exit 1; }
denied() { # what, url, sql
  if out=$(psql "$2" -v ON_ERROR_STOP=1 -Atc "$3" 2>&1); then log "$1 was allowed: $out"; exit 1; fi
  echo "$out" | grep -q 'permission denied' || { log "$1 failed otherwise: $out"; exit 1; }
  log "refused as it should be: $1"
}
denied "INSERT through the query login" "$query" "INSERT INTO answers (id, question, route, refused, result) VALUES (gen_random_uuid(), 'x', 'say_do', false, '{}')"
denied "SET ROLE saydo_ingest on the query login" "$query" "SET ROLE saydo_ingest"
denied "UPDATE of facts through the ingest login" "$ingest" "UPDATE facts SET value = value WHERE false"
[ "$(psql "$owner" -Atc "SELECT rolcreaterole FROM pg_roles WHERE rolname = current_user")" = f ] || { log "saydo_owner still has CREATEROLE"; exit 1; }
[ "$(psql "$query" -Atc "SELECT rolsuper OR rolcreaterole OR rolcreatedb FROM pg_roles WHERE rolname = current_user")" = f ]
log "roles: query SELECT-only, ingest no UPDATE, owner without CREATEROLE"
kill %1; wait %1 || true
RUN

# Running `make install` again is quick and changes nothing (roles and env file kept).
sum_before=$(chroot "$VM" sha256sum /etc/saydo/saydo.env)
chroot "$VM" /usr/bin/env -i HOME=/home/admin PATH=/usr/local/bin:/usr/bin:/bin /usr/sbin/runuser -u admin -- bash -c 'cd ~/saydo && sudo make install' >/dev/null
[ "$(chroot "$VM" sha256sum /etc/saydo/saydo.env)" = "$sum_before" ] || { log "a second make install changed /etc/saydo/saydo.env"; exit 1; }
log "a second make install kept the env file and roles"
