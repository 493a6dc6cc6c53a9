#!/usr/bin/env bash
# Runs every idgen benchmark runner on one database and regenerates its tables and charts:
#   tables  idgen-bench/target/bench-<embedded|server>/*.md
#   charts  docs/bench/*-<embedded|server>.svg   (what the README shows)
#
#   idgen-bench/bench-all.sh [--quick] [--jdbc-url jdbc:postgresql://HOST:PORT/DB [--user U] [--password P]]
#
# Without --jdbc-url: the embedded PostgreSQL (fsync=off). With it: that server, e.g. one with
# fsync=on and synchronous_commit=on, the durable figures. --quick: the runners' short runs and the
# scale runner's smaller scale (10 000 keys, 100 000 sub-keys). The segment and snowflake runners take CosId 2.13.3
# as a baseline in the same run; RestartGapRunner (ids a restart throws away) and ReservationCostRunner (cost at
# scale: reservations/s one PostgreSQL commits) want the durable server. Figures are measured, never asserted;
# run it on a quiet machine, or read the ratios (every runner takes its baselines in the same run).
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
mkdir -p "$out"

mvn -B -q package -DskipTests -pl idgen-bench -am
run() { local main=$1; shift; java -Djava.awt.headless=true -cp idgen-bench/target/benchmarks.jar "dev.idgen.bench.$main" "$@"; }

echo "# load before: $(uptime)"
run BenchRunner "${quick[@]}" "${db[@]}" --out "$out/segment.md"
run SnowflakeBenchRunner "${quick[@]}" "${db[@]}"
cp idgen-bench/target/snowflake-bench.md "$out/snowflake.md"
run OrderedBenchRunner "${quick[@]}" "${db[@]}" --out "$out/ordered.md"
if [ ${#quick[@]} -gt 0 ]; then hibernate=(--entities 20000 --rounds 3); else hibernate=(); fi
run HibernateLoadHarness "${hibernate[@]}" "${db[@]}" | tee "$out/hibernate.log"
run ScaleBenchRunner "${quick[@]}" "${db[@]}" --out "$out/scale.md"
if [ ${#quick[@]} -gt 0 ]; then gap=(--seconds 3); else gap=(); fi
run RestartGapRunner "${gap[@]}" "${db[@]}" --out "$out/restart-gap.md"
run ReservationCostRunner "${quick[@]}" "${db[@]}" --out "$out/reservation-cost.md"
echo "# load after: $(uptime)"
echo "tables in $out, charts in docs/bench"
