#!/usr/bin/env bash
# Runs every fuzz target in turn for SECONDS each (default 600), starting from the seed
# corpora in seeds/ (taken from our tests) and the corpus earlier runs grew in corpus/.
# Needs the nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`). Prints each
# target's executions and findings; a crash is saved in artifacts/<target>/ and the run
# goes on to the next target. Safe Rust needs no address sanitizer: the targets build
# without one (-s none), which runs several times faster.
set -uo pipefail
cd "$(dirname "$0")"
seconds="${1:-600}"
mkdir -p logs
status=0
for target in commands moves records telegram discord; do
    mkdir -p "corpus/$target" "artifacts/$target"
    cargo +nightly fuzz run -s none "$target" "corpus/$target" "seeds/$target" -- \
        -max_total_time="$seconds" -timeout=2 -max_len=4096 -print_final_stats=1 \
        -artifact_prefix="artifacts/$target/" >"logs/$target.log" 2>&1 || status=1
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "logs/$target.log" | grep -o '[0-9]*$')
    crashes=$(find "artifacts/$target" -type f | wc -l)
    echo "$target: ${runs:-?} executions in ${seconds} s, ${crashes} findings (log: fuzz/logs/$target.log)"
done
exit "$status"
