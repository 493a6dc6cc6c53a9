#!/usr/bin/env bash
# Acceptance of issue #38 on jOOQ's own MCVE (jOOQ 3.21 codegen, H2, SLF4J 1.7 + log4j-slf4j-impl): idgen added
# only as docs/jooq.md says (mcve.patch: idgen-jdbc + idgen-migrations, the processor on the compiler's path,
# codegen excludes idgen_.*, a @JooqIds declaration outside jOOQ's target package, and a test IdgenTest that seeds
# 10 rows and inserts through the generated TestIds helper on DSL.using(connection) with no check call), then:
#   - the build has no warning from idgen's processor;
#   - the MCVE's suite passes; IdgenTest's ids land above the 10 seeded rows;
#   - the project still resolves SLF4J 1.7 with its log4j binding, and its log shows jOOQ's lines, its own
#     logger's line and idgen's INFO lines.
#
# Usage: IDGEN_SRC=/path/to/idgen/checkout ./run-acceptance.sh
# Env:   IDGEN_SRC (default: the checkout this script is in), ACCEPT_DIR (default /work/accept), ACCEPT_M2
#        (default $ACCEPT_DIR/m2, copied from ~/.m2 once), MCVE_GIT (default: the fetched mirror, else GitHub),
#        MCVE_JAVA_HOME (Java 21+ for jOOQ 3.21, default /usr/lib/jvm/temurin-25-jdk-amd64).
# The MCVE keeps its H2 database in ~/jooq-mcve-java-2.mv.db (its own choice); it is removed first.
set -euo pipefail # (no 'head' in a pipeline: under pipefail its early exit would fail the grep feeding it)

here="$(cd "$(dirname "$0")" && pwd)"
IDGEN_SRC="${IDGEN_SRC:-$(git -C "$here" rev-parse --show-toplevel 2>/dev/null || echo /work/wt-r)}"
ACCEPT_DIR="${ACCEPT_DIR:-/work/accept}"
ACCEPT_M2="${ACCEPT_M2:-$ACCEPT_DIR/m2}"
MCVE_GIT="${MCVE_GIT:-/work/.mirror/jOOQ+jOOQ-mcve/repo}"
[ -d "$MCVE_GIT" ] || MCVE_GIT=https://github.com/jOOQ/jOOQ-mcve.git
MCVE_JAVA_HOME="${MCVE_JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
app="$ACCEPT_DIR/mcve/app"
log="$ACCEPT_DIR/mcve/logs"
mkdir -p "$log"

step() { echo; echo "== $*"; }
fail() { echo "ACCEPTANCE FAILED: $*" >&2; exit 1; }

step "idgen from $IDGEN_SRC ($(git -C "$IDGEN_SRC" log --oneline -1)) into $ACCEPT_M2"
[ -d "$ACCEPT_M2" ] || cp -r "$HOME/.m2/repository" "$ACCEPT_M2"
(cd "$IDGEN_SRC" && mvn -q -B -Dmaven.repo.local="$ACCEPT_M2" -DskipTests install \
    -pl idgen-bom,idgen-spring-boot-starter,idgen-processor -am) > "$log/idgen-install.log" 2>&1 \
    || { tail -30 "$log/idgen-install.log"; fail "idgen install"; }

step "jOOQ MCVE from $MCVE_GIT, patched as docs/jooq.md says"
rm -rf "$app"
git clone -q "$MCVE_GIT" "$app"
git -C "$app" log --oneline -1
git -C "$app" apply "$here/mcve.patch"
git -C "$app" status --short
rm -f "$HOME"/jooq-mcve-java-2.*.db

step "build and test jOOQ-mcve-java-h2 on $("$MCVE_JAVA_HOME/bin/java" -version 2>&1 | sed -n 1p)"
export JAVA_HOME="$MCVE_JAVA_HOME"
(cd "$app" && mvn -B -Dmaven.repo.local="$ACCEPT_M2" -pl jOOQ-mcve-java-h2 clean verify) > "$log/build.log" 2>&1 \
    || { grep -E "Tests run|FAIL|ERROR" "$log/build.log" | tail -30; fail "the MCVE's build"; }
grep -E "Tests run:" "$log/build.log" | tail -1
if grep -E "^\[WARNING\].*(idgen|JooqIds|written by jOOQ)" "$log/build.log"; then
    fail "the compiler reported idgen warnings (above)"
fi
echo "  no warning from idgen's processor"
ls "$app"/jOOQ-mcve-java-h2/target/generated-sources/annotations/org/jooq/mcve/java/ids/ | sed 's/^/  generated: /'
grep -E "MCVE's own logger" "$log/build.log" | sed 's/^/  /' | grep . || fail "the MCVE's own log line is missing"
grep -E "idgen" "$log/build.log" | grep -E " INFO " | grep -E "starts above|started" | cut -c1-220 | sed 's/^/  /' \
    | grep . || fail "idgen's INFO lines are missing from the MCVE's log"
grep -m2 -E "^[0-9:,]+ +(DEBUG|INFO) +\[org\.jooq\." "$log/build.log" | cut -c1-160 | sed 's/^/  /' \
    | grep . || fail "jOOQ's own log lines are missing"

step "the project's SLF4J: still 1.7 with its log4j binding"
(cd "$app" && mvn -B -Dmaven.repo.local="$ACCEPT_M2" -pl jOOQ-mcve-java-h2 dependency:tree -Dincludes=org.slf4j,org.apache.logging.log4j,dev.idgen) \
    > "$log/tree.log" 2>&1 || { tail -20 "$log/tree.log"; fail "dependency:tree"; }
grep -E "slf4j|log4j|idgen" "$log/tree.log" | sed 's/^\[INFO\] /  /'
grep -qE "org.slf4j:slf4j-api:jar:1\.7\." "$log/tree.log" || fail "slf4j-api is no longer 1.7.x"
echo; echo "MCVE ACCEPTANCE PASSED"
