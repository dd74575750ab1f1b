# SayDo: `make run` and `make test` do all set-up on a fresh Debian bookworm machine.
SHELL := /bin/bash
.DEFAULT_GOAL := run

MIRROR      ?= $(abspath ../shared/data/sec-mirror)
# A DATABASE_URL you set is used as given; otherwise the local cluster is started and this one used.
LOCAL_DB    := postgres://saydo:saydo@localhost:5432/saydo
DB_URL      = $${DATABASE_URL:-$(LOCAL_DB)}
CARGO       ?= cargo
BIN_RELEASE := target/release/saydo

.PHONY: run test bench build db pgvector deps model clean-test-dbs install soak fuzz deploy-check

# Toolchain pieces the build needs beyond Rust itself (idempotent, quick when present).
deps:
	@scripts/deps.sh

# PostgreSQL installs itself and the tools pgvector's build needs: no Rust toolchain required.
db:
	@scripts/setup-postgres.sh

# PostgreSQL 15 and pgvector only, no role or database: a production VM's step before `make install`.
pgvector:
	@scripts/install-pgvector.sh

# MODEL=bge-small-en-v1.5 installs the model Workers AI serves (needs Hugging Face).
model:
	@MODEL=$(MODEL) scripts/install-model.sh

build: deps
	$(CARGO) build --release --bin saydo

# Serve on 127.0.0.1:8080 with the embedded defaults: the local mirror when it exists, else live SEC.
run: db build model
	@DATABASE_URL=$(DB_URL) $(BIN_RELEASE) migrate
	@if [ -z "$$SAYDO_SEC_MIRROR" ] && [ -d "$(MIRROR)" ]; then export SAYDO_SEC_MIRROR="$(MIRROR)"; fi; \
	 DATABASE_URL=$(DB_URL) exec $(BIN_RELEASE) serve

clean-test-dbs:
	@psql "$(DB_URL)" -Atc "select datname from pg_database where datname like 'saydo_test_%'" 2>/dev/null \
	  | while read -r d; do psql "$(DB_URL)" -qc "drop database if exists $$d" >/dev/null 2>&1 || true; done

# Every test: unit and integration, on a real Postgres and the real SEC mirror.
test: db clean-test-dbs model
	@scripts/test-deps.sh
	SAYDO_TEST_DATABASE_URL=$(DB_URL) $(CARGO) test --all-targets -- --test-threads=4

bench: db clean-test-dbs model
	@command -v wrk >/dev/null || (sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo ); $$sudo apt-get install -y -qq wrk >/dev/null)
	@scripts/peer-venv.sh target/peervenv
	$(CARGO) build --release --bin saydo
	SAYDO_TEST_DATABASE_URL=$(DB_URL) $(CARGO) bench --bench saydo-bench

# Run as root (sudo make install) after `make build` as yourself: root's PATH has no cargo.
install:
	scripts/install.sh

# Minutes-long reliability runs (issue 6): SEC limit under contention, load, Postgres restart.
soak: db
	@command -v wrk >/dev/null || (sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo ); $$sudo apt-get install -y -qq wrk >/dev/null)
	$(CARGO) build --release --bin saydo
	SAYDO_TEST_DATABASE_URL=$(DB_URL) $(CARGO) bench --bench saydo-bench -- soak

# libFuzzer on the number parser, the guidance extractor and HTML-to-text, FUZZ_SECONDS each
# (default 600), keeping what it finds in fuzz/corpus; make test replays that corpus. Nightly.
fuzz:
	scripts/fuzz.sh

# The README's "Deploy on one VM" steps on a bare Debian bookworm (debootstrap) in a chroot:
# needs root, takes minutes, so it is not part of `make test` (see README). After `make build`
# as yourself, like `make install`: root's PATH has no cargo.
deploy-check:
	scripts/deploy-check.sh
