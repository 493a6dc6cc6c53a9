#!/usr/bin/env bash
# The figures of docs/speed.md "Segment and snowflake against CosId" and "Cost at scale", in one run:
#   idgen-bench/bench-baselines.sh [--quick] [--jdbc-url jdbc:postgresql://HOST:PORT/DB [--user U] [--password P]]
#
# segment (idgen, CosId SegmentChainId, AtomicLong, Leaf-style) and snowflake (idgen, CosId ClockSyncSnowflakeId,
# tsid-creator) JMH runs, the ids a restart throws away (idgen vs CosId) and the reservations one PostgreSQL commits.
# Tables: idgen-bench/target/bench-<embedded|server>/{segment,snowflake,restart-gap,reservation-cost}.md, each ready to
# paste into docs/speed.md. Charts stay in target/ (docs/bench is bench-all.sh's). The durable figures want the
# server (fsync=on), e.g. --jdbc-url jdbc:postgresql://127.0.0.1:5432/test --user postgres. Measured, never asserted.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=()
db=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=(--quick) ;;
    --jdbc-url|--user|--password) db+=("$1" "$2"); shift ;;
    *) echo "usage: $0 [--quick] [--jdbc-url URL [--user U] [--password P]]" >&2; exit 2 ;;
  esac
  shift
done
where=embedded
[ ${#db[@]} -gt 0 ] && where=server
out=idgen-bench/target/bench-$where
mkdir -p "$out" "$out/charts"

mvn -B -q package -DskipTests -pl idgen-bench -am
run() { local main=$1; shift; java -Djava.awt.headless=true -cp idgen-bench/target/benchmarks.jar "dev.idgen.bench.$main" "$@"; }

echo "# load before: $(uptime)"
run BenchRunner "${quick[@]}" "${db[@]}" --charts "$out/charts" --out "$out/segment.md"
run SnowflakeBenchRunner "${quick[@]}" "${db[@]}" --charts "$out/charts"
cp idgen-bench/target/snowflake-bench.md "$out/snowflake.md"
if [ ${#quick[@]} -gt 0 ]; then gap=(--seconds 3); else gap=(); fi
run RestartGapRunner "${gap[@]}" "${db[@]}" --out "$out/restart-gap.md"
run ReservationCostRunner "${quick[@]}" "${db[@]}" --out "$out/reservation-cost.md"
echo "# load after: $(uptime)"
echo "tables in $out"
