#!/usr/bin/env bash
# Our level against hnefatafl.org's engine (issue 68; docs/ai-arena.md): the
# `hnefatafl-copenhagen` crate's `hnefatafl-text-protocol` is built outside the
# workspace (its licence is the AGPL: never a dependency of ours), in a directory of
# its own, and played by the arena in its text protocol, Copenhagen rules.
#
#   scripts/arena-vs-hnefatafl.sh [LEVEL] [GAMES] [FROM]
set -euo pipefail
cd "$(dirname "$0")/.."
level="${1:-5}"
games="${2:-4}"
from="${3:-0}"
harness="${HNEFATAFL_HARNESS:-${TMPDIR:-/tmp}/hnefatafl-harness}"
if [ ! -x "$harness/bin/hnefatafl-text-protocol" ]; then
    cargo install hnefatafl-copenhagen --version 6.4.1 --no-default-features \
        --root "$harness" --bin hnefatafl-text-protocol
fi
cargo build --release --locked -p engines --bin arena >/dev/null
# Its search is a fixed depth of 4, 15 to 40 s a move on one core: the budget is wide.
target/release/arena hnefatafl "$level" "engine:gtp:$harness/bin/hnefatafl-text-protocol" "$games" \
    "from=$from" movetime=150000 rules=copenhagen
