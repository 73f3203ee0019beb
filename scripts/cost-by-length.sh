#!/usr/bin/env bash
# A move's cost against the game's length: for every game, the load generator's median
# move latency from ply 10 and from ply 500 (one sender, the same channels), and their
# ratio. Random games that end before ply 500 start again, so the mean ply reached is
# printed too. Usage: scripts/cost-by-length.sh [CHANNELS] [SECONDS] [GAMES...]
set -euo pipefail
cd "$(dirname "$0")/.."
channels=${1:-100}
seconds=${2:-10}
shift $(( $# > 2 ? 2 : $# ))
games=("${@:-hnefatafl landover gype skirmish quest}")
cargo build --release -q -p bot --bin load
median() { sed -n 's/^latency: median \([0-9.]*\) ms.*/\1/p'; }
reached() { sed -n 's/^plies into their matches at the end: \([0-9]*\).*/\1/p'; }
printf '%-10s %14s %14s %6s\n' game "ply 10" "ply 500" ratio
for game in ${games[@]}; do
    short=$(./target/release/load --channels "$channels" --senders 1 --seconds "$seconds" --game "$game" --plies 10)
    long=$(./target/release/load --channels "$channels" --senders 1 --seconds "$seconds" --game "$game" --plies 500)
    a=$(median <<<"$short") b=$(median <<<"$long")
    printf '%-10s %8s ms (%s) %8s ms (%s) %6.2f\n' "$game" "$a" "$(reached <<<"$short")" "$b" "$(reached <<<"$long")" \
        "$(echo "$b / $a" | bc -l)"
done
