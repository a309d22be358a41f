# Sourced by ci/ab.sh and ci/pairs.sh: the options they share and the JDK their benchmarks run on.

jdk_dir=""
java_bin=java

# common_option NAME VALUE: takes --rounds N and --jdk DIR; returns 1 for any other option.
common_option() {
  case "$1" in
    --rounds) rounds="${2:?--rounds needs a number}" ;;
    --jdk) jdk_dir="${2:?--jdk needs a JDK directory}" ;;
    *) return 1 ;;
  esac
}

# check_common: refuses a bad --rounds and sets java_bin to the java of --jdk, if given.
check_common() {
  [[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "--rounds needs a positive number" >&2; exit 2; }
  if [[ -n "$jdk_dir" ]]; then
    java_bin="$jdk_dir/bin/java"
    [[ -x "$java_bin" ]] || { echo "no java in $jdk_dir/bin" >&2; exit 2; }
  fi
}

# join_commas ITEM...: the items separated by commas.
join_commas() {
  local IFS=,
  echo "$*"
}

# report TITLE MD JAR ARG...: prints TITLE and the AbReport table of ARG..., also written to MD.
report() {
  local title="$1" md="$2" jar="$3"
  shift 3
  echo
  echo "$title"
  "$java_bin" -cp "$jar" org.furylike.benchmark.report.AbReport "$@" --md "$md"
  echo
  echo "table: $md"
}
