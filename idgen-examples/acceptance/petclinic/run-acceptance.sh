#!/usr/bin/env bash
# Acceptance of issue #38 on Spring PetClinic (Spring Data JDBC, MySQL schema with AUTO_INCREMENT, 10 seeded
# owners): the starter and @GeneratedId(key = ...) under @Id on Owner, Pet and Visit -- only what
# docs/spring-boot.md tells a user (petclinic.patch, which also bumps Boot 3.4.4 -> 3.5.8) -- and then:
#   1. the app's own suite passes against MariaDB, its @DataJdbcTest (ClinicServiceTests) INSERTs carry the id
#      column (idgen's id, not AUTO_INCREMENT's) and idgen's keys owner/pet/visit were used;
#   2. on a fresh database the app starts, and the first new owner over HTTP gets id 11 (seeded to 10).
#
# Usage: IDGEN_SRC=/path/to/idgen/checkout ./run-acceptance.sh
# Env:   IDGEN_SRC (default: the checkout this script is in), ACCEPT_DIR (default /work/accept),
#        ACCEPT_M2 (a Maven repository of its own, default $ACCEPT_DIR/m2; copied from ~/.m2 once so that
#        idgen's snapshot never lands in ~/.m2), PETCLINIC_GIT (default: the fetched mirror, else GitHub),
#        DB_HOST/DB_PORT/DB_NAME/DB_USER (MariaDB or MySQL, default 127.0.0.1:3306/test_r, root, no password;
#        the database is dropped and created), JAVA_HOME (17+).
set -euo pipefail # (no 'head' in a pipeline: under pipefail its early exit would fail the grep feeding it)

here="$(cd "$(dirname "$0")" && pwd)"
IDGEN_SRC="${IDGEN_SRC:-$(git -C "$here" rev-parse --show-toplevel 2>/dev/null || echo /work/wt-r)}"
ACCEPT_DIR="${ACCEPT_DIR:-/work/accept}"
ACCEPT_M2="${ACCEPT_M2:-$ACCEPT_DIR/m2}"
PETCLINIC_GIT="${PETCLINIC_GIT:-/work/.mirror/spring-petclinic+spring-petclinic-data-jdbc/repo}"
[ -d "$PETCLINIC_GIT" ] || PETCLINIC_GIT=https://github.com/spring-petclinic/spring-petclinic-data-jdbc.git
DB_HOST="${DB_HOST:-127.0.0.1}" DB_PORT="${DB_PORT:-3306}" DB_NAME="${DB_NAME:-test_r}" DB_USER="${DB_USER:-root}"
PORT="${PORT:-18080}"
app="$ACCEPT_DIR/petclinic/app"
log="$ACCEPT_DIR/petclinic/logs"
mkdir -p "$log"

step() { echo; echo "== $*"; }
fail() { echo "ACCEPTANCE FAILED: $*" >&2; exit 1; }
sql() { mysql -h "$DB_HOST" -P "$DB_PORT" -u "$DB_USER" -N -B "$@"; }
fresh_db() { sql -e "DROP DATABASE IF EXISTS \`$DB_NAME\`; CREATE DATABASE \`$DB_NAME\`"; }

step "idgen from $IDGEN_SRC ($(git -C "$IDGEN_SRC" log --oneline -1)) into $ACCEPT_M2"
[ -d "$ACCEPT_M2" ] || cp -r "$HOME/.m2/repository" "$ACCEPT_M2"
(cd "$IDGEN_SRC" && mvn -q -B -Dmaven.repo.local="$ACCEPT_M2" -DskipTests install \
    -pl idgen-bom,idgen-spring-boot-starter,idgen-processor -am) > "$log/idgen-install.log" 2>&1 \
    || { tail -30 "$log/idgen-install.log"; fail "idgen install"; }

step "PetClinic from $PETCLINIC_GIT, patched as docs/spring-boot.md says"
rm -rf "$app"
git clone -q "$PETCLINIC_GIT" "$app"
git -C "$app" log --oneline -1
git -C "$app" apply "$here/petclinic.patch"
git -C "$app" diff --stat

# the test profile points at a Testcontainers MySQL (no Docker here): Spring Boot's environment variables win
export SPRING_DATASOURCE_URL="jdbc:mysql://$DB_HOST:$DB_PORT/$DB_NAME"
export SPRING_DATASOURCE_USERNAME="$DB_USER" SPRING_DATASOURCE_PASSWORD=""

step "1. the app's own suite on $DB_NAME"
fresh_db
(cd "$app" && mvn -B -Dmaven.repo.local="$ACCEPT_M2" -Dsurefire.redirectTestOutputToFile=true test) > "$log/test.log" 2>&1 \
    || { grep -E "Tests run|FAIL|ERROR" "$log/test.log" | tail -30; fail "PetClinic's suite"; }
grep -E "Tests run:.*Fail" "$log/test.log" | tail -1
report="$app/target/surefire-reports/org.springframework.samples.petclinic.service.ClinicServiceTests-output.txt"
[ -f "$report" ] || report="$log/test.log"
# Spring Data JDBC's INSERT names the id column only when the aggregate carries an id: idgen's (AUTO_INCREMENT
# would have assigned it with the column left out)
for t in owner pet visit; do
    grep -m1 -iE "INSERT INTO .?$t.? \(.*\bid\b" "$report" | sed 's/^.*\(INSERT\)/  \1/' | cut -c1-160 \
        | grep . || fail "no INSERT INTO $t with the id column in the @DataJdbcTest log ($report)"
done
grep -m3 -E "idgen.*(starts above|first use)" "$log/test.log" | cut -c1-220 || true
keys="$(sql "$DB_NAME" -e "SELECT biz_tag, max_id FROM idgen_segment WHERE biz_tag IN ('owner','pet','visit') ORDER BY biz_tag")"
echo "$keys" | sed 's/^/  idgen_segment: /'
[ "$(echo "$keys" | grep -c .)" = 3 ] || fail "idgen's keys owner, pet, visit were not all used by the suite"

step "2. a fresh database, the app, and the first new owner over HTTP"
fresh_db
(cd "$app" && mvn -q -B -Dmaven.repo.local="$ACCEPT_M2" -DskipTests package) > "$log/package.log" 2>&1 \
    || { tail -30 "$log/package.log"; fail "package"; }
jar="$(ls "$app"/target/spring-petclinic-data-jdbc-*.jar | grep -m1 -v plain)"
java -jar "$jar" --server.port="$PORT" > "$log/app.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$PORT/manage/health" > /dev/null 2>&1 && break
    kill -0 $pid 2>/dev/null || { tail -40 "$log/app.log"; fail "the app did not start"; }
    sleep 1
done
echo "  seeded owners: $(sql "$DB_NAME" -e 'SELECT COUNT(*), MAX(id) FROM owner')"
location="$(curl -sS -o /dev/null -w '%{redirect_url}' -X POST "http://127.0.0.1:$PORT/owners/new" \
    --data-urlencode firstName=Ada --data-urlencode lastName=Lovelace --data-urlencode address='12 St James Sq' \
    --data-urlencode city=London --data-urlencode telephone=0123456789)"
echo "  POST /owners/new -> $location"
[[ "$location" == */owners/11 ]] || { tail -40 "$log/app.log"; fail "expected a redirect to /owners/11, got '$location'"; }
echo "  owner 11: $(sql "$DB_NAME" -e 'SELECT id, first_name, last_name FROM owner WHERE id = 11')"
grep -E " (INFO|WARN) .*idgen" "$log/app.log" | grep -m10 -v JdbcTableSchemaHistory \
    | sed "s/^.*  \(INFO\|WARN\) [0-9]* --- \[ *\([^]]*\)\] */  \1 /" | cut -c1-200 || true
curl -fsS "http://127.0.0.1:$PORT/manage/info"; echo
kill $pid; wait $pid 2>/dev/null || true
trap - EXIT
echo; echo "PETCLINIC ACCEPTANCE PASSED"
