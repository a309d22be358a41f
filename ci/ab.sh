#!/usr/bin/env bash
# Measures a change: builds the benchmarks of two versions and runs the same JMH selection on each
# in alternating rounds, then prints each round's scores side by side with the ratio of the means
# and its range over the rounds (new build's lowest round against the base's highest, and highest
# against lowest; a range that includes 1.0 is marked, the difference being within the drift), and
# the ratios within the rounds, whose two runs ran back to back (geometric mean, lowest, highest).
#
#   ci/ab.sh <base-commit> [<new-commit>] -- <JMH arguments>
#   ci/ab.sh HEAD~1 -- 'SerializationBenchmark\.serialize$' -p peer=FURY_LIKE -p data=STRUCT -prof gc
#   ci/ab.sh --rounds 4 --jdk /usr/lib/jvm/temurin-25-jdk-amd64 main -- <JMH arguments>
#
# Without <new-commit> the new build is the working tree as it is, uncommitted edits included.
# A commit is built from a detached git worktree under benchmark/target/ab/. Rounds (default 3)
# alternate the order of the two builds (base first, then new first, ...), so that a machine whose
# speed drifts during the session does not favour one side; each round runs the JMH arguments as
# given (with the benchmark class's forks, heap and pre-touch unless the arguments override them).
# This compares builds, so run it on an otherwise idle machine, one comparison at a time. --jdk DIR
# runs the benchmark JVMs on that JDK. Short rounds understate the drift: two builds of the same
# serialization code measured 1.04x (range 1.03-1.06) in 2 rounds of 1 fork x 2 x 1 s on a 2-vCPU
# virtual machine; for a claim use the benchmark's full settings (its annotations) and 3 or more
# rounds.
#
# Output: benchmark/results/ab/<label>-<base|new>-<round>.json (JMH JSON), the JMH logs beside
# them, and ab-<label>.md, the table; not committed.
set -euo pipefail

cd "$(dirname "$0")/.."

rounds=3
source ci/rounds-common.sh
while (( $# > 0 )); do
  case "$1" in
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) common_option "$1" "${2:-}" || break; shift 2 ;;
  esac
done
refs=()
while (( $# > 0 )) && [[ "$1" != "--" ]]; do
  refs+=("$1")
  shift
done
if (( ${#refs[@]} < 1 || ${#refs[@]} > 2 )) || (( $# < 2 )); then
  echo "usage: ci/ab.sh [--rounds N] [--jdk DIR] <base-commit> [<new-commit>] -- <JMH arguments>" >&2
  exit 2
fi
shift # the --
jmh_args=("$@")
check_common

work=benchmark/target/ab
out=benchmark/results/ab
mkdir -p "$work" "$out"

# build_jar <commit or empty for the working tree> <destination jar>
build_jar() {
  local ref="$1" dest="$2"
  if [[ -z "$ref" ]]; then
    echo "==> building the working tree's benchmarks"
    mvn -B -q -pl benchmark -am package -DskipTests
    cp benchmark/target/benchmarks.jar "$dest"
    return
  fi
  local sha tree
  sha="$(git rev-parse --verify "$ref^{commit}")"
  tree="$work/tree-${sha:0:12}"
  echo "==> building the benchmarks of $ref (${sha:0:12})"
  # a fresh checkout each time: a directory left by an interrupted run may be incomplete
  rm -rf "$tree"
  git worktree prune
  git worktree add --detach "$tree" "$sha" > /dev/null
  (cd "$tree" && mvn -B -q -pl benchmark -am package -DskipTests)
  cp "$tree/benchmark/target/benchmarks.jar" "$dest"
  git worktree remove --force "$tree"
}

base_ref="${refs[0]}"
new_ref="${refs[1]:-}"
label="$(git rev-parse --short "$base_ref^{commit}")-vs-$(if [[ -n "$new_ref" ]]; then git rev-parse --short "$new_ref^{commit}"; else echo worktree; fi)"
build_jar "$base_ref" "$work/base.jar"
build_jar "$new_ref" "$work/new.jar"

base_files=()
new_files=()
run_one() {
  local side="$1" round="$2"
  local json="$out/$label-$side-$round.json" log="$out/$label-$side-$round.log"
  echo "==> round $round/$rounds: $side build (JMH output in $log)"
  "$java_bin" -jar "$work/$side.jar" "${jmh_args[@]}" -foe true -rf json -rff "$json" > "$log" 2>&1 \
    || { tail -n 30 "$log" >&2; echo "JMH failed; see $log" >&2; exit 1; }
  if [[ "$side" == base ]]; then base_files+=("$json"); else new_files+=("$json"); fi
}
for (( r = 1; r <= rounds; r++ )); do
  if (( r % 2 == 1 )); then
    run_one base "$r"; run_one new "$r"
  else
    run_one new "$r"; run_one base "$r"
  fi
done

report "base: $base_ref; new: ${new_ref:-the working tree}; $rounds rounds" "$out/ab-$label.md" \
  "$work/new.jar" --base "$(join_commas "${base_files[@]}")" --new "$(join_commas "${new_files[@]}")"
