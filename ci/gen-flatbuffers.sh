#!/usr/bin/env bash
# Regenerates the checked-in Flatbuffers Java sources of the benchmark module from
# benchmark/src/main/flatbuffers/*.fbs. Needs flatc 2.0.8, the version the flatbuffers-java
# runtime in benchmark/pom.xml matches (Debian: apt-get install flatbuffers-compiler).
# The normal build does not run this: the generated sources are committed.
set -euo pipefail

cd "$(dirname "$0")/.."
expected="2.0.8"
if ! command -v flatc >/dev/null 2>&1; then
  echo "flatc not found; install flatbuffers-compiler $expected (apt-get install flatbuffers-compiler)" >&2
  exit 1
fi
actual="$(flatc --version | awk '{print $3}')"
if [[ "$actual" != "$expected" ]]; then
  echo "flatc $actual found, but the runtime in benchmark/pom.xml is flatbuffers-java $expected;" \
    "generate with flatc $expected or change both together" >&2
  exit 1
fi

src=benchmark/src/main/java
out="$src/org/furylike/benchmark/fbs"
rm -rf "$out"
# --gen-object-api adds the FbXxxT object classes used by the prebuilt-message variant.
flatc --java --gen-object-api -o "$src" benchmark/src/main/flatbuffers/*.fbs
echo "generated $(find "$out" -name "*.java" | wc -l) files in $out"
