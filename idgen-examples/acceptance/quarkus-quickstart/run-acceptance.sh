#!/usr/bin/env bash
# Acceptance of issue #43 on Quarkus's hibernate-orm-panache-quickstart (tag 3.33.2: Quarkus 3.33.2, PostgreSQL,
# Hibernate ORM with Panache, 3 seeded rows per table from import.sql): the extension and @IdGen on the entities'
# ids -- only what docs/quarkus.md tells a user (quickstart.patch: the dependency, @Id @IdGen(key = ...) on Fruit and
# on FruitEntity, which extends PanacheEntityBase instead of PanacheEntity, and import.sql without its
# ALTER SEQUENCE ... RESTART lines, whose sequences idgen replaces) -- and then:
#   1. the app's own suite (FruitsEndpointTest) passes, and idgen's keys fruit/fruit-entity started above the
#      rows import.sql seeded (MAX(id) = 3);
#   2. on a fresh database the packaged app starts, and the first new fruit over HTTP (on each resource) gets
#      id 4, inserted with idgen's id (no sequence: the app's SQL log shows no nextval).
# Environment, not an idgen step: the quickstart's tests use Dev Services (Docker), which this machine lacks, so
# %test/%prod properties appended to its application.properties point both at a PostgreSQL service.
#
# Usage: IDGEN_SRC=/path/to/idgen/checkout ./run-acceptance.sh
# Env:   IDGEN_SRC (default: the checkout this script is in), ACCEPT_DIR (default /work/accept),
#        ACCEPT_M2 (a Maven repository of its own, default $ACCEPT_DIR/m2q; copied from ~/.m2 once so that
#        idgen's snapshot never lands in ~/.m2), QUICKSTARTS_GIT (default: the fetched mirror, else GitHub),
#        PG_HOST/PG_PORT/PG_USER/PG_DB (PostgreSQL, default 127.0.0.1:5432, postgres with trust, quickstart; the
#        database is dropped and created), JAVA_HOME (17+).
set -euo pipefail # (no 'head' in a pipeline: under pipefail its early exit would fail the grep feeding it)

here="$(cd "$(dirname "$0")" && pwd)"
IDGEN_SRC="${IDGEN_SRC:-$(git -C "$here" rev-parse --show-toplevel 2>/dev/null || echo /work/wt-q2)}"
ACCEPT_DIR="${ACCEPT_DIR:-/work/accept}"
ACCEPT_M2="${ACCEPT_M2:-$ACCEPT_DIR/m2q}"
QUICKSTARTS_GIT="${QUICKSTARTS_GIT:-/work/.mirror/quarkusio+quarkus-quickstarts/repo}"
[ -d "$QUICKSTARTS_GIT" ] || QUICKSTARTS_GIT=https://github.com/quarkusio/quarkus-quickstarts.git
PG_HOST="${PG_HOST:-127.0.0.1}" PG_PORT="${PG_PORT:-5432}" PG_USER="${PG_USER:-postgres}" PG_DB="${PG_DB:-quickstart}"
PORT="${PORT:-18081}"
src="$ACCEPT_DIR/quarkus/src"
app="$src/hibernate-orm-panache-quickstart"
log="$ACCEPT_DIR/quarkus/logs"
mkdir -p "$log"

step() { echo; echo "== $*"; }
fail() { echo "ACCEPTANCE FAILED: $*" >&2; exit 1; }
sql() { psql -h "$PG_HOST" -p "$PG_PORT" -U "$PG_USER" -d "$PG_DB" -At "$@"; }
fresh_db() { psql -h "$PG_HOST" -p "$PG_PORT" -U "$PG_USER" -d postgres -q \
    -c "DROP DATABASE IF EXISTS \"$PG_DB\"" -c "CREATE DATABASE \"$PG_DB\""; }

step "idgen from $IDGEN_SRC ($(git -C "$IDGEN_SRC" log --oneline -1)) into $ACCEPT_M2"
[ -d "$ACCEPT_M2" ] || cp -r "$HOME/.m2/repository" "$ACCEPT_M2"
(cd "$IDGEN_SRC" && mvn -q -B -Dmaven.repo.local="$ACCEPT_M2" -DskipTests install \
    -pl idgen-bom,idgen-quarkus,idgen-quarkus-deployment -am) > "$log/idgen-install.log" 2>&1 \
    || { tail -30 "$log/idgen-install.log"; fail "idgen install"; }

step "hibernate-orm-panache-quickstart from $QUICKSTARTS_GIT (tag 3.33.2), patched as docs/quarkus.md says"
rm -rf "$src"
git clone -q "$QUICKSTARTS_GIT" "$src"
git -C "$src" checkout -q 3.33.2
git -C "$src" log --oneline -1
git -C "$src" apply --directory=hibernate-orm-panache-quickstart "$here/quickstart.patch"
git -C "$src" diff --stat
grep -q "@IdGen" "$app/src/main/java/org/acme/hibernate/orm/panache/repository/Fruit.java" || fail "the patch was not applied"
cat >> "$app/src/main/resources/application.properties" <<EOF

# acceptance environment (not an idgen step): no Docker for Dev Services here
%test.quarkus.datasource.jdbc.url=jdbc:postgresql://$PG_HOST:$PG_PORT/$PG_DB
%test.quarkus.datasource.username=$PG_USER
%test.quarkus.hibernate-orm.schema-management.strategy=drop-and-create
%prod.quarkus.datasource.jdbc.url=jdbc:postgresql://$PG_HOST:$PG_PORT/$PG_DB
%prod.quarkus.datasource.username=$PG_USER
%prod.quarkus.datasource.password=
EOF

step "1. the app's own suite on $PG_DB"
fresh_db
(cd "$app" && mvn -B -Dmaven.repo.local="$ACCEPT_M2" test) > "$log/test.log" 2>&1 \
    || { grep -E "Tests run|FAIL|ERROR" "$log/test.log" | tail -30; fail "the quickstart's suite"; }
grep -E "Tests run:.*Fail" "$log/test.log" | tail -1
for key in fruit fruit-entity; do
    grep -m1 -E "segment key '$key' starts above the rows already in .*MAX\(id\) = 3\): next id 4" "$log/test.log" \
        | sed 's/^.*\(segment key\)/  \1/' | grep . || fail "key $key did not start above import.sql's rows"
done
grep -E "WARN .*(ALTER SEQUENCE|idgen)" "$log/test.log" && fail "warnings above" || true

step "2. a fresh database, the packaged app, and the first new fruit over HTTP"
fresh_db
(cd "$app" && mvn -q -B -Dmaven.repo.local="$ACCEPT_M2" -DskipTests package) > "$log/package.log" 2>&1 \
    || { tail -30 "$log/package.log"; fail "package"; }
java -Dquarkus.http.port="$PORT" -jar "$app/target/quarkus-app/quarkus-run.jar" > "$log/app.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do
    curl -fsS "http://127.0.0.1:$PORT/entity/fruits" > /dev/null 2>&1 && break
    kill -0 $pid 2>/dev/null || { tail -40 "$log/app.log"; fail "the app did not start"; }
    sleep 1
done
echo "  seeded: fruit $(sql -c 'SELECT COUNT(*), MAX(id) FROM fruit'), fruitentity $(sql -c 'SELECT COUNT(*), MAX(id) FROM fruitentity')"
for path in entity/fruits repository/fruits; do
    body="$(curl -fsS -H 'Content-Type: application/json' -d '{"name":"Durian"}' "http://127.0.0.1:$PORT/$path")" \
        || fail "POST /$path"
    echo "  POST /$path -> $body"
    [[ "$body" == *'"id":4'* ]] || { tail -40 "$log/app.log"; fail "expected id 4 from POST /$path, got '$body'"; }
done
# Hibernate's SQL log is formatted over several lines, with colours: one line per statement, then look
sed 's/\x1b\[[0-9;]*m//g' "$log/app.log" | tr '\n' ' ' | tr -s ' ' | grep -oiE "insert into Fruit(Entity)? \([a-z, ]*\) values" \
    | sed 's/^/  /' | grep -i "\bid\b" || fail "no INSERT with the id column in the app's SQL log"
grep -qi "nextval" "$log/app.log" && fail "a sequence was used (nextval in the SQL log)"
echo "  idgen_segment: $(sql -c "SELECT string_agg(biz_tag || ' max_id=' || max_id, ', ' ORDER BY biz_tag) FROM idgen_segment")"
[ "$(sql -c "SELECT COUNT(*) FROM pg_sequences WHERE sequencename LIKE 'fruit%'")" = 0 ] || fail "fruit sequences exist"
grep -E " (INFO|WARN) .*idgen" "$log/app.log" | grep -m8 -v JdbcTableSchemaHistory | cut -c25-230 || true
kill $pid; wait $pid 2>/dev/null || true
trap - EXIT
echo; echo "QUARKUS QUICKSTART ACCEPTANCE PASSED"
