#!/usr/bin/env bash
# Builds the benchmark module and runs the JMH suite: every peer (fury-like, protobuf,
# flatbuffers, Apache Fory, Kryo, JDK) on every object (SAMPLE, MEDIA_CONTENT, STRUCT), for
# serialization into a fresh byte[], serialization into a reused buffer, and deserialization.
#
#   ci/bench.sh --quick      about 8 minutes on 2 cores: 1 fork, 2 x 1 s warm-up, 3 x 1 s measured
#   ci/bench.sh              the full run: 2 forks, 5 x 2 s warm-up, 5 x 2 s measured (~55 min)
#   ci/bench.sh --quick -p peer=FURY_LIKE,FORY -p data=STRUCT    extra arguments go to JMH
#
# Writes to benchmark/results/: jmh-<mode>.json (raw JMH results), jmh-<mode>.log (JMH's output),
# bench-<mode>.md (the markdown table, also printed) and bench-<mode>.png (the bar chart).
set -euo pipefail

cd "$(dirname "$0")/.."

mode=full
jmh_args=()
for arg in "$@"; do
  case "$arg" in
    --quick) mode=quick ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) jmh_args+=("$arg") ;;
  esac
done

if [[ "$mode" == quick ]]; then
  # Overrides the @Fork/@Warmup/@Measurement settings of SerializationBenchmark.
  run_args=(-f 1 -wi 2 -w 1s -i 3 -r 1s)
else
  run_args=()
fi

echo "==> building the benchmark module"
mvn -B -q -pl benchmark -am package -DskipTests

jar=benchmark/target/benchmarks.jar
out=benchmark/results
mkdir -p "$out"
json="$out/jmh-$mode.json"
log="$out/jmh-$mode.log"

cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
jdk="$(java -version 2>&1 | head -n 1)"
machine="$(nproc) cores, ${cpu:-unknown CPU}, ${jdk}, ${mode} run ($(date -u +%Y-%m-%d))"

echo "==> running JMH ($mode): full output in $log"
started=$SECONDS
# -foe: a peer whose round trip fails its setup check stops the run instead of being skipped.
# One progress line per benchmark is printed; the full output goes to the log.
if ! java -jar "$jar" SerializationBenchmark -foe true -rf json -rff "$json" \
    ${run_args[@]+"${run_args[@]}"} ${jmh_args[@]+"${jmh_args[@]}"} 2>&1 \
    | tee "$log" \
    | awk '/^# Benchmark: / { b = $3; sub(/.*\./, "", b) }
           /^# Parameters: / { p = $0; sub(/^# Parameters: /, "", p) }
           /^# Run progress: / { printf "  %-16s %-40s %s\n", b, p, $0; fflush() }'; then
  tail -n 40 "$log" >&2
  echo "JMH failed; see $log" >&2
  exit 1
fi
echo "==> JMH finished in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"

echo
echo "Machine: $machine"
echo
java -cp "$jar" org.furylike.benchmark.report.BenchReport \
  --json "$json" --md "$out/bench-$mode.md" --png "$out/bench-$mode.png" --machine "$machine"
