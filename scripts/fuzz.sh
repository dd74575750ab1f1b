#!/usr/bin/env bash
# Runs each cargo-fuzz target (fuzz/fuzz_targets) for FUZZ_SECONDS, three at once, from the kept
# corpus (fuzz/corpus/<target>: hand-written seeds plus what earlier runs found) with a
# dictionary of release and HTML words (fuzz/dict.txt), then minimises the kept corpus. SEC
# filings are not used as seeds: what libFuzzer keeps is committed, and SEC data stays out of git.
# Inputs are capped at 8 KB (4 KB for numbers) so the kept corpus stays small enough for git.
# Needs a nightly toolchain (libFuzzer's instrumentation); make test replays the corpus on stable.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${FUZZ_SECONDS:-600}
if ! cargo +nightly --version >/dev/null 2>&1; then
  echo "fuzz: needs a nightly toolchain (rustup toolchain install nightly)" >&2
  exit 2
fi
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
(cd fuzz && cargo +nightly fuzz build -O)
pids=()
for t in numbers guidance html companyfacts; do
  # Inputs stay small so the kept corpus can live in git (a few MB in all).
  max=8192; [ "$t" = numbers ] && max=4096
  (cd fuzz && cargo +nightly fuzz run -O "$t" "corpus/$t" -- \
     -dict=dict.txt -max_total_time="$SECONDS_EACH" -max_len="$max" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
     > "../target/fuzz-$t.log" 2>&1) &
  pids+=($!)
done
status=0
for p in "${pids[@]}"; do wait "$p" || status=1; done
for t in numbers guidance html companyfacts; do
  echo "== $t: $(grep -E '^(Done|stat::number_of_executed_units)' "target/fuzz-$t.log" | tr '\n' ' ')"
  grep -E 'panicked|ERROR: libFuzzer|SUMMARY' "target/fuzz-$t.log" || true
done
[ $status = 0 ] || { echo "fuzz: a target failed; its input is under fuzz/artifacts" >&2; exit 1; }
for t in numbers guidance html companyfacts; do
  (cd fuzz && cargo +nightly fuzz cmin -O "$t" "corpus/$t" >/dev/null 2>&1) || true
  find "fuzz/corpus/$t" -type f -size +8k -delete
  echo "kept corpus: $t $(ls fuzz/corpus/$t | wc -l) inputs"
done
