#!/usr/bin/env bash
# A restart with many running matches stored (issue 64's scenario; docs/benchmarks.md):
# the load generator makes one match, SQLite copies it into N running matches (100,000
# by default) whose clock alarms are all due. Then, on a copy each: `load --rearm` starts
# as the bot does on the platforms (the clocks re-armed while the first command is
# answered and ten channels play) and reports when the first answer came and when every
# clock was re-armed; and the release console starts on it (it re-arms before its first
# line). Each reports its peak memory.
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
cp "$dir/bot.db" "$dir/console.db"
# As on the platforms: the clocks are re-armed while the first command is answered and
# ten channels play.
target/release/load --channels 10 --senders 2 --seconds 20 --database "sqlite://$dir/bot.db" --rearm \
    | grep -E '^(start|moves|latency|peak)'
now_ms=$(( $(date +%s) * 1000 ))
echo "clocks still due after the start: $(sqlite3 "$dir/bot.db" "SELECT count(*) FROM matches WHERE status = 'active' AND deadline_at <= $now_ms")"
# The console re-arms before its first line.
start=$(date +%s.%N)
printf 'alice: !games\n/quit\n' | DATABASE_URL="sqlite://$dir/console.db" \
    /usr/bin/time -f '%M' -o "$dir/peak_kib" target/release/bot console | grep -q 'Games:'
end=$(date +%s.%N)
echo "console: first answer after $(echo "$end - $start" | bc) s, peak resident memory $(( $(cat "$dir/peak_kib") / 1024 )) MiB"
