#!/usr/bin/env bash
# Reproducible builds: builds the published modules twice, from two copies of this working tree in
# different directories, time zones and locales, and fails unless every jar (main, -sources, -javadoc)
# and every POM of the two builds (the flattened ones that are installed and published too) is
# byte-identical. Not part of .ci/run (two full builds).
#
# Both builds run with umask 022, as a release build should: the -javadoc jar records the modes its
# files were created with (maven-javadoc-plugin 3.12.0), so a build under umask 077 differs from it.
#
#   .ci/reproducible.sh          # Maven arguments may follow, e.g. -o for an offline build
#   KEEP=1 .ci/reproducible.sh   # keeps both builds for a closer look
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/tongiaki-reproducible.XXXXXX")"
trap 'if [ -n "${KEEP:-}" ]; then echo "kept $work"; else rm -rf "$work"; fi' EXIT
modules=tongiaki-core,tongiaki-tiles,tongiaki-testkit,tongiaki-bom

build() {   # build <dir> <time zone> <locale> <umask> [maven args]
  local dir="$1" tz="$2" locale="$3" mask="$4"
  shift 4
  mkdir -p "$dir"
  (cd "$root" && tar --exclude=./.git --exclude=target --exclude=.flattened-pom.xml -cf - .) | (cd "$dir" && tar -xf -)
  echo "building in $dir (TZ=$tz, LC_ALL=$locale, umask $mask)"
  (cd "$dir" && umask "$mask" && TZ="$tz" LC_ALL="$locale" ./mvnw -B -q "$@" package -DskipTests -pl "$modules" -am)
}

artifacts() {   # the files to compare, relative to a build directory
  (cd "$1" && ls tongiaki-*/target/*.jar && ls pom.xml tongiaki-*/pom.xml .flattened-pom.xml tongiaki-*/.flattened-pom.xml) | sort
}

build "$work/first" UTC C 022 "$@"
sleep 2   # a different wall-clock second for every time stamp that should not be there
build "$work/second/elsewhere" Pacific/Tongatapu C.UTF-8 022 "$@"

a="$work/first" b="$work/second/elsewhere"
if [ "$(artifacts "$a")" != "$(artifacts "$b")" ]; then
  echo "FAIL: the two builds made different files:"
  diff <(artifacts "$a") <(artifacts "$b") || true
  exit 1
fi
count=0
differ=0
while read -r f; do
  count=$((count + 1))
  if cmp -s "$a/$f" "$b/$f"; then
    printf '  identical  %s  %s\n' "$(sha256sum < "$a/$f" | cut -c1-16)" "$f"
  else
    differ=$((differ + 1))
    printf '  DIFFERENT  %s\n' "$f"
    case "$f" in
      *.jar) diff <(unzip -lv "$a/$f" | sed '$d' | awk 'NR>3') <(unzip -lv "$b/$f" | sed '$d' | awk 'NR>3') | head -20 || true ;;
    esac
  fi
done < <(artifacts "$a")
if [ "$differ" -ne 0 ]; then
  echo "FAIL: $differ of $count artifacts differ between two clean builds"
  exit 1
fi
echo "OK: all $count artifacts are byte-identical in two clean builds"
