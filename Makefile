# SayDo: `make run` and `make test` do all set-up on a fresh Debian bookworm machine.
SHELL := /bin/bash
.DEFAULT_GOAL := run

MIRROR      ?= $(abspath ../shared/data/sec-mirror)
DATABASE_URL ?= postgres://saydo:saydo@localhost:5432/saydo
export DATABASE_URL
CARGO       ?= cargo
BIN_RELEASE := target/release/saydo

.PHONY: run test bench build db deps model clean-test-dbs install soak

# Toolchain pieces the build needs beyond Rust itself (idempotent, quick when present).
deps:
	@scripts/deps.sh

db: deps
	@scripts/setup-postgres.sh

model:
	@scripts/install-model.sh

build: deps
	$(CARGO) build --release --bin saydo

# Serve on 127.0.0.1:8080 with the embedded defaults: the local mirror when it exists, else live SEC.
run: db build model
	@$(BIN_RELEASE) migrate
	@if [ -z "$$SAYDO_SEC_MIRROR" ] && [ -d "$(MIRROR)" ]; then export SAYDO_SEC_MIRROR="$(MIRROR)"; fi; \
	 exec $(BIN_RELEASE) serve

clean-test-dbs:
	@psql "$(DATABASE_URL)" -Atc "select datname from pg_database where datname like 'saydo_test_%'" 2>/dev/null \
	  | while read -r d; do psql "$(DATABASE_URL)" -qc "drop database if exists $$d" >/dev/null 2>&1 || true; done

# Every test: unit and integration, on a real Postgres and the real SEC mirror.
test: db clean-test-dbs model
	@scripts/test-deps.sh
	$(CARGO) test --all-targets -- --test-threads=4

bench: db model
	@command -v wrk >/dev/null || (sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo ); $$sudo apt-get install -y -qq wrk >/dev/null)
	@scripts/peer-venv.sh target/peervenv
	$(CARGO) build --release --bin saydo --bin saydo-bench
	target/release/saydo-bench

install: build
	scripts/install.sh
