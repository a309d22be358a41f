#!/usr/bin/env bash
# Builds the benchmark module and runs the JMH suites, then prints the report:
#   main     SerializationBenchmark: every peer (fury-like and its interpreter and compatible
#            modes, protobuf, flatbuffers, Apache Fory, Kryo, JDK) on every object (SAMPLE,
#            MEDIA_CONTENT, STRUCT): serialize into a fresh byte[], into a reused buffer, deserialize
#   threads  ThreadSafeBenchmark: round trips from 1, 2 and 4 threads through a Fury per thread,
#            fury-like's two ThreadSafeFury kinds and Apache Fory's two thread-safe kinds
#   compile  CompileTimeBenchmark: first serialize of a fresh 20- and 400-field class
#
#   ci/bench.sh --quick      under 10 minutes on 2 cores, build included, 1 fork each: main on
#                            SAMPLE and MEDIA_CONTENT only, 3 x 1 s warm-up, 3 x 0.5 s measured;
#                            threads 5 x 1 s warm-up, 2 x 0.5 s measured (fury-like's code takes
#                            1-2 s to reach full speed alone, 3-4 s with 4 threads on 2 busy
#                            cores); compile 10 + 20 single shots
#   ci/bench.sh              the full run: the settings in the benchmark classes' annotations
#                            (2 forks, 5 x 2 s warm-up, 5 x 2 s measured; about 90 minutes)
#   ci/bench.sh --suites main,compile     run only these suites (default: main,threads,compile)
#   ci/bench.sh --quick --report-only      no build, no run: the report from the JSON files the
#                            selected suites of that mode left in benchmark/results/
#   ci/bench.sh --quick -p peer=FURY_LIKE,FORY -p data=STRUCT    other arguments go to JMH, for
#                            every suite (a suite ignores a -p parameter it does not have)
#
# Writes to benchmark/results/, per suite: jmh-<mode>.json, jmh-<mode>-threads.json and
# jmh-<mode>-compile.json (raw JMH results), with JMH's output in the .log of the same name; and
# bench-<mode>.md (the report, also printed) and bench-<mode>.png (the chart of the main suite).
set -euo pipefail

cd "$(dirname "$0")/.."

mode=full
suites=main,threads,compile
report_only=false
jmh_args=()
while (( $# > 0 )); do
  case "$1" in
    --quick) mode=quick ;;
    --suites) suites="${2:?--suites needs a list}"; shift ;;
    --report-only) report_only=true ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    *) jmh_args+=("$1") ;;
  esac
  shift
done

user_sets_data=false
for arg in ${jmh_args[@]+"${jmh_args[@]}"}; do
  [[ "$arg" == data=* ]] && user_sets_data=true
done

jar=benchmark/target/benchmarks.jar
out=benchmark/results
mkdir -p "$out"
jsons=()

cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
jdk="$(java -version 2>&1 | head -n 1)"
machine="$(nproc) cores, ${cpu:-unknown CPU}, ${jdk}, ${mode} run ($(date -u +%Y-%m-%d))"
started_all=$SECONDS
waited=0

# run_suite <name> <benchmark regexp> <json file> <quick-mode JMH arguments...>
run_suite() {
  local name="$1" pattern="$2" json="$3"
  shift 3
  if [[ "$report_only" == true ]]; then
    if [[ -f "$json" ]]; then
      jsons+=(--json "$json")
    else
      echo "    no $json: suite '$name' left out of the report"
    fi
    return
  fi
  local log="${json%.json}.log"
  : > "$log"
  local run_args=()
  if [[ "$mode" == quick ]]; then
    run_args=("$@")
  fi
  echo "==> running JMH suite '$name' ($mode): full output in $log"
  local started=$SECONDS waits=0 lines
  while true; do
    lines=$(wc -l < "$log")
    # -foe: a benchmark whose setup check fails stops the run instead of being skipped.
    # One progress line per benchmark is printed; the full output goes to the log.
    if java -jar "$jar" "$pattern" -foe true -rf json -rff "$json" \
        ${run_args[@]+"${run_args[@]}"} ${jmh_args[@]+"${jmh_args[@]}"} 2>&1 \
        | tee -a "$log" \
        | awk '/^# Benchmark: / { b = $3; sub(/.*\./, "", b) }
               /^# Threads: / { t = $3 }
               /^# Parameters: / { p = $0; sub(/^# Parameters: /, "", p) }
               /^# Run progress: / { printf "  %-16s %-2s %-44s %s\n", b, t, p, $0; fflush() }'; then
      break
    fi
    # On a shared machine another JMH run may hold JMH's lock: wait for it rather than run
    # beside it (which would skew both) or give up.
    if (( waits < 60 )) && tail -n +"$(( lines + 1 ))" "$log" | grep -q 'Unable to acquire the JMH lock'; then
      (( waits == 0 )) && echo "    another JMH run holds /tmp/jmh.lock; waiting for it (up to 15 min)"
      waits=$(( waits + 1 ))
      waited=$(( waited + 15 ))
      sleep 15
      started=$SECONDS
      continue
    fi
    tail -n 40 "$log" >&2
    echo "JMH failed; see $log" >&2
    exit 1
  done
  echo "==> suite '$name' finished in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
  jsons+=(--json "$json")
}

main_quick=(-f 1 -wi 3 -w 1s -i 3 -r 500ms)
if [[ "$user_sets_data" == false ]]; then
  main_quick+=(-p data=SAMPLE,MEDIA_CONTENT)
fi

if [[ "$report_only" == false ]]; then
  echo "==> building the benchmark module"
  mvn -B -q -pl benchmark -am package -DskipTests
fi

IFS=, read -r -a selected <<< "$suites"
for suite in "${selected[@]}"; do
  case "$suite" in
    main)
      run_suite main 'SerializationBenchmark' "$out/jmh-$mode.json" "${main_quick[@]}" ;;
    threads)
      run_suite threads 'ThreadSafeBenchmark' "$out/jmh-$mode-threads.json" \
        -f 1 -wi 5 -w 1s -i 2 -r 500ms ;;
    compile)
      # The annotations' 10 warm-up and 20 measured single shots in 1 fork, quick or not.
      run_suite compile 'CompileTimeBenchmark' "$out/jmh-$mode-compile.json" ;;
    *)
      echo "unknown suite '$suite' (expected main, threads or compile)" >&2
      exit 2 ;;
  esac
done
if [[ "$report_only" == false ]]; then
  echo "==> JMH finished in $(( (SECONDS - started_all) / 60 )) min" \
    "$(( (SECONDS - started_all) % 60 )) s" \
    "$( (( waited > 0 )) && echo "(of which $waited s waiting for another JMH run)")"
fi

echo
echo "Machine: $machine"
echo
java -cp "$jar" org.furylike.benchmark.report.BenchReport \
  "${jsons[@]}" --md "$out/bench-$mode.md" --png "$out/bench-$mode.png" --machine "$machine"
