#!/usr/bin/env bash
# Builds benchmark-format and runs the row-format JMH suite (RowFormatBenchmark): fury-like's row
# format, Apache Fory's row format (fory-format 0.16.0), Flatbuffers and fury-like's object
# serializer on SAMPLE, MEDIA_CONTENT and LIST (100 small records): encode, whole decode (every
# list element and its fields touched, since Fory's row format decodes list elements on access),
# one top-level field read from bytes, one nested element field read from bytes; then prints the
# encoded sizes.
#
#   ci/bench-format.sh --quick    1 fork, 3 x 1 s warm-up, 3 x 1 s measured (about 15 minutes)
#   ci/bench-format.sh            the annotations' settings: 2 forks, 5 x 2 s warm-up and measured
#   ci/bench-format.sh --quick -p data=LIST    other arguments go to JMH
#
# Writes benchmark-format/results/jmh-<mode>.json (raw JMH results) and its .log, and
# sizes.md. On a shared machine JMH's own lock (/tmp/jmh.lock) keeps runs from overlapping; this
# script waits for it.
set -euo pipefail

cd "$(dirname "$0")/.."
mode=full
jmh_args=()
while (( $# > 0 )); do
  case "$1" in
    --quick) mode=quick ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) jmh_args+=("$1") ;;
  esac
  shift
done

mvn -B -q -pl benchmark-format -am package -DskipTests
jar=benchmark-format/target/benchmarks-format.jar
out=benchmark-format/results
mkdir -p "$out"

settings=()
if [[ "$mode" == quick ]]; then
  settings=(-f 1 -wi 3 -w 1s -i 3 -r 1s)
fi

java -cp "$jar" org.furylike.benchformat.Sizes \
  | tee "$out/sizes.md"

for attempt in $(seq 1 60); do
  if java -jar "$jar" RowFormatBenchmark ${settings[@]+"${settings[@]}"} \
      -rf json -rff "$out/jmh-$mode.json" ${jmh_args[@]+"${jmh_args[@]}"} 2>&1 \
      | tee "$out/jmh-$mode.log"; then
    if ! grep -q 'Unable to acquire the JMH lock' "$out/jmh-$mode.log"; then
      exit 0
    fi
  fi
  grep -q 'Unable to acquire the JMH lock' "$out/jmh-$mode.log" || exit 1
  echo "another JMH run holds /tmp/jmh.lock; waiting (attempt $attempt of 60)"
  sleep 15
done
echo "gave up waiting for /tmp/jmh.lock" >&2
exit 1
