#!/usr/bin/env bash
# Builds the benchmark module and runs the JMH suites, then prints the report:
#   main     SerializationBenchmark: every peer (fury-like and its interpreter and compatible
#            modes, protobuf, flatbuffers, Apache Fory in both modes, Kryo, JDK) on every object
#            (SAMPLE, MEDIA_CONTENT, STRUCT, ORDER_1, ORDER_100, RECORD_10, RECORD_100,
#            RECORD_1000, LIST_100, MEDIA_CONTENT_BEAN, USER_PROFILE): serialize into a fresh byte[], into a
#            reused buffer, deserialize; with JMH's -prof gc (bytes allocated per operation).
#            Its deserializeFresh (deserialize from a new copy of the bytes per call, as input
#            arriving from a network) is not in the suite: name it to ci/ab.sh or ci/pairs.sh
#   threads  ThreadSafeBenchmark: round trips from 1, 2 and 4 threads through a Fury per thread,
#            fury-like's two ThreadSafeFury kinds and Apache Fory's two thread-safe kinds
#   firstuse FirstUseDriver (not JMH): a new JVM per sample, timing build() plus registration of
#            20 classes, the first serialize of a never-seen 20-, 100- and 400-field class, the
#            first deserialize, and serialize speed in 100 ms windows for 3 s after; fury-like
#            (default, synchronous, asynchronous), Apache Fory (sync, async) and Kryo; median of
#            5 JVMs (quick: 3 JVMs, 20 and 400 fields, 2 s curve); a fury-like child JVM that
#            prints anything to stderr fails the run (other peers' stderr is shown in the
#            report). This is the fresh-JVM first-use figure.
#   compile  CompileTimeBenchmark: first serialize of a fresh 20- and 400-field class inside a
#            warm JMH JVM (Janino and fury-like already JIT-compiled): the cost of meeting a new
#            class in a long-running process, not of first use after a deploy; not run by default
#
#   ci/bench.sh --quick      under 10 minutes on 2 cores, build included, 1 fork each: main on
#                            SAMPLE and MEDIA_CONTENT only, without the two compatible peers
#                            whose messages stand alone (--compare has them), 3 x 1 s warm-up,
#                            3 x 0.5 s measured; threads 5 x 1 s warm-up, 2 x 0.5 s measured
#                            (fury-like's code takes 1-2 s to reach full speed alone, 3-4 s with
#                            4 threads on 2 busy cores); compile 10 + 20 single shots
#   ci/bench.sh --compare    the figures a claim needs: SerializationBenchmark serialize and
#                            deserialize of FURY_LIKE, FORY, FURY_LIKE_COMPATIBLE_MSG and
#                            FORY_COMPATIBLE on every object, 2 forks, 5 x 2 s warm-up, 5 x 2 s
#                            measured (about 65 minutes); the report adds ratio tables with
#                            JMH's error and each ratio's range. Add FURY_LIKE_COMPATIBLE (the
#                            schema-context connection) with -p peer=FURY_LIKE,FORY,..., and
#                            FURY_LIKE_UNREGISTERED,FORY_UNREGISTERED for both without registration
#   ci/bench.sh              the full run: the settings in the benchmark classes' annotations
#                            (2 forks, 5 x 2 s warm-up, 5 x 2 s measured; all peers and objects:
#                            about 5 hours for main alone; narrow it with -p data=... or
#                            -p peer=...)
#   ci/bench.sh --suites main,firstuse    run only these suites (default: main,threads,firstuse;
#                            --compare runs main only)
#   ci/bench.sh --jdk /usr/lib/jvm/temurin-25-jdk-amd64 ...    run the benchmark JVMs on that
#                            JDK (default: $JAVA_HOME when set, else the java on the PATH); the
#                            build always uses Maven's JDK. The JDK is named in the report.
#   ci/bench.sh --quick --report-only      no build, no run: the report from the JSON files the
#                            selected suites of that mode left in benchmark/results/
#   ci/bench.sh --quick -p peer=FURY_LIKE,FORY -p data=STRUCT    other arguments go to JMH, for
#                            every suite (a suite ignores a -p parameter it does not have)
#
# Writes to benchmark/results/, per suite: jmh-<mode>.json, jmh-<mode>-threads.json and
# jmh-<mode>-compile.json (raw JMH results), with JMH's output in the .log of the same name;
# firstuse-<mode>.json (every fresh-JVM sample and the medians) and firstuse-<mode>.md; and
# bench-<mode>.md (the report, also printed) and bench-<mode>.png (the chart of the main suite).
set -euo pipefail

cd "$(dirname "$0")/.."

mode=full
suites=
report_only=false
jdk_dir="${JAVA_HOME:-}"
jmh_args=()
while (( $# > 0 )); do
  case "$1" in
    --quick) mode=quick ;;
    --compare) mode=compare ;;
    --suites) suites="${2:?--suites needs a list}"; shift ;;
    --jdk) jdk_dir="${2:?--jdk needs a JDK directory}"; shift ;;
    --report-only) report_only=true ;;
    -h|--help) sed -n '2,50p' "$0"; exit 0 ;;
    *) jmh_args+=("$1") ;;
  esac
  shift
done
if [[ -z "$suites" ]]; then
  if [[ "$mode" == compare ]]; then suites=main; else suites=main,threads,firstuse; fi
fi

java_bin=java
if [[ -n "$jdk_dir" ]]; then
  java_bin="$jdk_dir/bin/java"
  if [[ ! -x "$java_bin" ]]; then
    echo "no java in $jdk_dir/bin (from --jdk or JAVA_HOME)" >&2
    exit 2
  fi
fi

user_sets_data=false
user_sets_peer=false
for arg in ${jmh_args[@]+"${jmh_args[@]}"}; do
  [[ "$arg" == data=* ]] && user_sets_data=true
  [[ "$arg" == peer=* ]] && user_sets_peer=true
done

jar=benchmark/target/benchmarks.jar
out=benchmark/results
mkdir -p "$out"
jsons=()

cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
jdk="$("$java_bin" -version 2>&1 | head -n 1)${jdk_dir:+ ($jdk_dir)}"
machine="$(nproc) cores, ${cpu:-unknown CPU}, ${jdk}, ${mode} run ($(date -u +%Y-%m-%d))"
started_all=$SECONDS
waited=0

# run_suite <name> <benchmark regexp> <json file> <JMH arguments of this mode...>
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
  local run_args=("$@")
  echo "==> running JMH suite '$name' ($mode): full output in $log"
  local started=$SECONDS waits=0 lines
  while true; do
    lines=$(wc -l < "$log")
    # -foe: a benchmark whose setup check fails stops the run instead of being skipped.
    # One progress line per benchmark is printed; the full output goes to the log.
    if "$java_bin" -jar "$jar" "$pattern" -foe true -rf json -rff "$json" \
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

# run_firstuse: the fresh-JVM driver; its children run on the chosen JDK.
firstuse_md=
run_firstuse() {
  local json="$out/firstuse-$mode.json" md="$out/firstuse-$mode.md"
  if [[ "$report_only" == false ]]; then
    local args=(--samples 5)
    if [[ "$mode" == quick ]]; then
      args=(--samples 3 --fields 20,400 --curve-ms 2000)
    fi
    echo "==> running the fresh-JVM suite 'firstuse' ($mode): progress on stderr"
    local started=$SECONDS
    "$java_bin" -cp "$jar" org.furylike.benchmark.firstuse.FirstUseDriver "${args[@]}" \
      ${jdk_dir:+--jdk "$jdk_dir"} --json "$json" --md "$md" --machine "$machine" > /dev/null
    echo "==> suite 'firstuse' finished in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
  fi
  if [[ -f "$md" ]]; then
    firstuse_md="$md"
  else
    echo "    no $md: suite 'firstuse' left out of the report"
  fi
}

# The main suite always runs with the GC profiler: the report shows bytes allocated per
# operation (gc.alloc.rate.norm) beside each score.
main_pattern='SerializationBenchmark\.(serialize|serializeReused|deserialize)$'
main_args=(-prof gc)
threads_args=()
case "$mode" in
  quick)
    main_args+=(-f 1 -wi 3 -w 1s -i 3 -r 500ms)
    if [[ "$user_sets_data" == false ]]; then
      main_args+=(-p "data=SAMPLE,MEDIA_CONTENT")
    fi
    if [[ "$user_sets_peer" == false ]]; then
      # Every peer but the two whose compatible messages stand alone (--compare runs those).
      quick_peers=FURY_LIKE,FURY_LIKE_INTERPRETER,FURY_LIKE_COMPATIBLE,PROTOBUF,PROTOBUF_MSG
      quick_peers+=,FLATBUFFERS,FLATBUFFERS_MSG,FORY,KRYO,JDK
      main_args+=(-p "peer=$quick_peers")
    fi
    threads_args=(-f 1 -wi 5 -w 1s -i 2 -r 500ms) ;;
  compare)
    main_pattern='SerializationBenchmark\.(serialize|deserialize)$'
    main_args+=(-f 2 -wi 5 -w 2s -i 5 -r 2s)
    if [[ "$user_sets_peer" == false ]]; then
      main_args+=(-p "peer=FURY_LIKE,FORY,FURY_LIKE_COMPATIBLE_MSG,FORY_COMPATIBLE")
    fi ;;
esac

if [[ "$report_only" == false ]]; then
  echo "==> building the benchmark module"
  mvn -B -q -pl benchmark -am package -DskipTests
fi

IFS=, read -r -a selected <<< "$suites"
for suite in "${selected[@]}"; do
  case "$suite" in
    main)
      run_suite main "$main_pattern" "$out/jmh-$mode.json" "${main_args[@]}" ;;
    threads)
      run_suite threads 'ThreadSafeBenchmark' "$out/jmh-$mode-threads.json" \
        ${threads_args[@]+"${threads_args[@]}"} ;;
    compile)
      # The annotations' 10 warm-up and 20 measured single shots in 1 fork, quick or not.
      run_suite compile 'CompileTimeBenchmark' "$out/jmh-$mode-compile.json" ;;
    firstuse)
      run_firstuse ;;
    *)
      echo "unknown suite '$suite' (expected main, threads, firstuse or compile)" >&2
      exit 2 ;;
  esac
done
if [[ "$report_only" == false ]]; then
  echo "==> benchmarks finished in $(( (SECONDS - started_all) / 60 )) min" \
    "$(( (SECONDS - started_all) % 60 )) s" \
    "$( (( waited > 0 )) && echo "(of which $waited s waiting for another JMH run)")"
fi

echo
echo "Machine: $machine"
echo
# The JMH suites' report, with the fresh-JVM tables appended; with no JMH suite selected, only
# the fresh-JVM tables are printed (their own file is firstuse-<mode>.md) and bench-<mode>.md is
# left as it was.
report="$out/bench-$mode.md"
if (( ${#jsons[@]} > 0 )); then
  "$java_bin" -cp "$jar" org.furylike.benchmark.report.BenchReport \
    "${jsons[@]}" --md "$report" --png "$out/bench-$mode.png" --machine "$machine"
  if [[ -n "$firstuse_md" ]]; then
    { echo; cat "$firstuse_md"; } | tee -a "$report"
  fi
elif [[ -n "$firstuse_md" ]]; then
  cat "$firstuse_md"
fi
