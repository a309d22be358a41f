#!/usr/bin/env bash
# Measures two peers of one build against each other in paired rounds: each round is one JMH run of
# the selection with both peers, one fork each, peer A first in odd rounds and peer B first in even
# ones. JMH runs the two peers of one benchmark and object one after the other, so the report gives,
# beside the usual scores, the ratio B / A within each round, measured seconds apart.
#
#   ci/pairs.sh [--rounds N] [--jdk DIR] [--jar JAR] <PEER_A> <PEER_B> -- <JMH arguments>
#   ci/pairs.sh --rounds 6 FORY FURY_LIKE -- 'SerializationBenchmark\.deserialize$' \
#       -p data=SAMPLE,STRUCT -wi 3 -w 1s -i 3 -r 1s -prof gc
#
# Why: on a shared virtual machine the speed of everything can change by a third for a minute or
# more (seen on this project's 2-vCPU machines: all forks of one benchmark agreeing within 2% in one
# minute and 35% slower in the next). With several forks per peer, JMH runs all forks of one peer
# before those of the other, and such a change between them moves their ratio by as much. Single
# forks of both peers back to back are slowed alike; the ratios within the rounds then show what the
# peers differ by, and their lowest and highest how far that holds. Give the JMH arguments without
# -p peer and -f (this script sets them); short iterations in more rounds serve better than long
# ones in few.
#
# The build is the working tree's (built here) unless --jar names a benchmarks jar. --jdk DIR runs
# the benchmark JVMs on that JDK (add its options, e.g. -jvmArgsAppend, to the JMH arguments).
# Output: benchmark/results/pairs/<A>-<B>-<round>.json and .log, and pairs-<A>-<B>.md, the table;
# not committed. Run it on an otherwise idle machine, one measurement at a time.
set -euo pipefail

cd "$(dirname "$0")/.."

rounds=4
jar=""
source ci/rounds-common.sh
while (( $# > 0 )); do
  case "$1" in
    --jar) jar="${2:?--jar needs a file}"; shift 2 ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) common_option "$1" "${2:-}" || break; shift 2 ;;
  esac
done
if (( $# < 4 )) || [[ "$3" != "--" ]]; then
  echo "usage: ci/pairs.sh [--rounds N] [--jdk DIR] [--jar JAR] <PEER_A> <PEER_B> -- <JMH arguments>" >&2
  exit 2
fi
peer_a="$1"
peer_b="$2"
shift 3
jmh_args=("$@")
for a in "${jmh_args[@]}"; do
  if [[ "$a" == peer=* || "$a" == -f || "$a" == -f[0-9]* ]]; then
    echo "leave -p peer=... and -f out of the JMH arguments: the script sets them" >&2
    exit 2
  fi
done

check_common

out=benchmark/results/pairs
mkdir -p "$out"
if [[ -z "$jar" ]]; then
  echo "==> building the working tree's benchmarks"
  mvn -B -q -pl benchmark -am package -DskipTests
  jar=benchmark/target/benchmarks.jar
fi
[[ -f "$jar" ]] || { echo "no jar $jar" >&2; exit 2; }
label="$peer_a-$peer_b"

files=()
for (( r = 1; r <= rounds; r++ )); do
  if (( r % 2 == 1 )); then order="$peer_a,$peer_b"; else order="$peer_b,$peer_a"; fi
  json="$out/$label-$r.json"
  log="$out/$label-$r.log"
  echo "==> round $r/$rounds: $order (JMH output in $log)"
  "$java_bin" -jar "$jar" "${jmh_args[@]}" -p "peer=$order" -f 1 -foe true -rf json -rff "$json" \
    > "$log" 2>&1 || { tail -n 30 "$log" >&2; echo "JMH failed; see $log" >&2; exit 1; }
  files+=("$json")
done

report "$peer_b against $peer_a; $rounds rounds" "$out/pairs-$label.md" "$jar" \
  --rounds "$(join_commas "${files[@]}")" --split "peer=$peer_a,$peer_b"
