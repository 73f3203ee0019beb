#!/usr/bin/env bash
# A restart with many running matches stored (issue 64's scenario; docs/benchmarks.md):
# the load generator makes one match, SQLite copies it into N running matches (100,000
# by default) whose clock alarms are all due, and the release console starts on that
# database: the time until it answers its first command is the time every clock took to
# be re-armed (the console re-arms before its first line; the platforms answer at once
# and re-arm beside it), and the peak memory is the process's.
#
#   scripts/restart-bench.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-100000}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
cargo build --release --locked -p bot --bin bot --bin load >/dev/null
target/release/load --channels 1 --senders 1 --seconds 0.1 --database "sqlite://$dir/bot.db" >/dev/null
sqlite3 "$dir/bot.db" <<SQL
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $count - 1)
INSERT INTO matches (platform, channel, thread, game, players, record, status, version, started_at,
    updated_at, deadline_at, community, ranked, clock, rules_version, record_format)
SELECT platform, channel || '-' || i, thread, game, players, record, status, version, started_at,
    updated_at, deadline_at, community, ranked, clock, rules_version, record_format
FROM matches, n WHERE matches.id = 1;
UPDATE matches SET deadline_at = 1 WHERE status = 'active';
SQL
echo "running matches stored: $(sqlite3 "$dir/bot.db" "SELECT count(*) FROM matches WHERE status = 'active'")"
start=$(date +%s.%N)
answer=$(printf 'alice: !games\n/quit\n' | DATABASE_URL="sqlite://$dir/bot.db" \
    /usr/bin/time -f '%M' -o "$dir/peak_kib" target/release/bot console | grep -m1 -n 'Hnefatafl' || true)
end=$(date +%s.%N)
echo "first answer after $(echo "$end - $start" | bc) s (the console re-arms every clock first): ${answer:0:60}"
echo "peak resident memory: $(( $(cat "$dir/peak_kib") / 1024 )) MiB"
now_ms=$(( $(date +%s) * 1000 ))
echo "clocks still due after the start: $(sqlite3 "$dir/bot.db" "SELECT count(*) FROM matches WHERE status = 'active' AND deadline_at <= $now_ms")"
