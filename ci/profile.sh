#!/usr/bin/env bash
# Profiles one SerializationBenchmark method for one peer and one object with async-profiler,
# through JMH's async profiler integration, and prints the hottest frames as text.
#
#   ci/profile.sh deserialize FURY_LIKE MEDIA_CONTENT          CPU samples
#   ci/profile.sh --alloc serialize FORY ORDER_100             allocation samples (event=alloc)
#   ci/profile.sh --jdk /usr/lib/jvm/temurin-25-jdk-amd64 deserialize FURY_LIKE SAMPLE
#   ci/profile.sh --no-build deserialize FURY_LIKE SAMPLE -f 1 -wi 0 -i 1 -r 1s
#
# The method is serialize, serializeReused or deserialize; the peer and the object are the
# constant names of Peer and DataKind. Default run: 1 fork, 5 x 1 s warm-up, 5 x 2 s profiled;
# JMH arguments after the three names replace those settings. --jdk DIR (default $JAVA_HOME when
# set, else the java on the PATH) runs the benchmark JVM on that JDK; --no-build skips the build
# of benchmark/target/benchmarks.jar.
#
# async-profiler 4.6 comes from Maven Central (tools.profiler:async-profiler, a jar holding the
# native library of each platform); its library is unpacked to benchmark/target/async-profiler.
# Output goes to benchmark/results/profile/<benchmark and parameters>/: flame graphs (HTML,
# forward and reverse) and the text summary whose top lines are printed at the end; JMH's
# output goes to benchmark/results/profile/profile-<method>-<peer>-<data>-<event>.log. None of it
# is committed. The benchmark JVM runs with the benchmark's fixed, pre-touched heap (the command
# line's -jvmArgsAppend replaces the annotation's) and with -XX:+DebugNonSafepoints, so samples
# are charged to the inlined method they fall in rather than to the nearest safepoint's.
set -euo pipefail

cd "$(dirname "$0")/.."

profiler_version=4.6
event=cpu
build=true
jdk_dir="${JAVA_HOME:-}"
while (( $# > 0 )); do
  case "$1" in
    --alloc) event=alloc ;;
    --no-build) build=false ;;
    --jdk) jdk_dir="${2:?--jdk needs a JDK directory}"; shift ;;
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
    *) break ;;
  esac
  shift
done
if (( $# < 3 )); then
  echo "usage: ci/profile.sh [--alloc] [--jdk DIR] [--no-build] <method> <PEER> <DATA> [JMH args]" >&2
  exit 2
fi
method="$1" peer="$2" data="$3"
shift 3
case "$method" in
  serialize|serializeReused|deserialize) ;;
  *) echo "unknown method '$method' (expected serialize, serializeReused or deserialize)" >&2
     exit 2 ;;
esac
run_args=(-f 1 -wi 5 -w 1s -i 5 -r 2s)
if (( $# > 0 )); then
  run_args=("$@")
fi

java_bin=java
if [[ -n "$jdk_dir" ]]; then
  java_bin="$jdk_dir/bin/java"
  [[ -x "$java_bin" ]] || { echo "no java in $jdk_dir/bin (from --jdk or JAVA_HOME)" >&2; exit 2; }
fi

case "$(uname -m)" in
  x86_64) platform=linux-x64 ;;
  aarch64) platform=linux-arm64 ;;
  *) echo "async-profiler has no library for $(uname -m)" >&2; exit 2 ;;
esac
lib_dir=benchmark/target/async-profiler
lib="$lib_dir/$profiler_version/$platform/libasyncProfiler.so"
if [[ ! -f "$lib" ]]; then
  echo "==> fetching tools.profiler:async-profiler:$profiler_version from Maven Central"
  # -N: run the goal on the parent pom only, not once per module of the reactor.
  mvn -B -q -N dependency:copy -Dartifact="tools.profiler:async-profiler:$profiler_version" \
    -DoutputDirectory="$lib_dir"
  unzip -q -o "$lib_dir/async-profiler-$profiler_version.jar" "$platform/libasyncProfiler.so" \
    -d "$lib_dir/$profiler_version"
fi

if [[ "$build" == true ]]; then
  echo "==> building the benchmark module"
  mvn -B -q -pl benchmark -am package -DskipTests
fi

out=benchmark/results/profile
mkdir -p "$out"
log="$out/profile-$method-$peer-$data-$event.log"
echo "==> profiling $method of $peer on $data (event=$event): JMH output in $log"
marker="$out/.started"
touch "$marker"
"$java_bin" -jar benchmark/target/benchmarks.jar "SerializationBenchmark\.$method\$" \
  -p "peer=$peer" -p "data=$data" "${run_args[@]}" -foe true \
  -jvmArgsAppend "-Xms1g -Xmx1g -XX:+AlwaysPreTouch -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints" \
  -prof "async:libPath=$(pwd)/$lib;output=flamegraph,text;event=$event;dir=$(pwd)/$out" \
  > "$log" 2>&1 || { tail -n 40 "$log" >&2; echo "JMH failed; see $log" >&2; exit 1; }
grep -E '^(Benchmark|SerializationBenchmark)' "$log" || true

# JMH writes one directory per benchmark and parameters; the files newer than the marker are
# this run's.
summary="$(find "$out" -name 'summary-*.txt' -newer "$marker" -print -quit)"
flames="$(find "$out" -name 'flame-*.html' -newer "$marker" -print | sort)"
rm -f "$marker"
if [[ -z "$summary" || -z "$flames" ]]; then
  echo "async-profiler wrote no text summary or no flame graph under $out; see $log" >&2
  exit 1
fi
echo
echo "Hottest frames (self; the whole text profile with call traces: $summary):"
awk '/percent +samples +top/ { table = 1 } table && shown < 31 { print; shown++ }' "$summary"
echo
echo "Flame graphs:"
echo "$flames"
