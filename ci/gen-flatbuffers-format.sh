#!/usr/bin/env bash
# Regenerates the checked-in Flatbuffers Java sources of benchmark-format from
# benchmark-format/src/main/flatbuffers/*.fbs. Needs flatc 2.0.8, the version the
# flatbuffers-java runtime in benchmark-format/pom.xml matches (Debian: flatbuffers-compiler).
set -euo pipefail

cd "$(dirname "$0")/.."
expected="2.0.8"
command -v flatc >/dev/null 2>&1 || { echo "flatc not found; install flatbuffers-compiler $expected" >&2; exit 1; }
actual="$(flatc --version | awk '{print $3}')"
[[ "$actual" == "$expected" ]] || { echo "flatc $actual found, need $expected" >&2; exit 1; }
src=benchmark-format/src/main/java
rm -rf "$src/org/furylike/benchformat/fbs"
flatc --java -o "$src" benchmark-format/src/main/flatbuffers/*.fbs
echo "generated $(ls "$src/org/furylike/benchformat/fbs" | wc -l) files"
