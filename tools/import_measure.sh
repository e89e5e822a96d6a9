#!/usr/bin/env bash
# Measures `ashtapada import` on a variants.ini: how many sections import, how many of the written
# definitions compile, and for those named in a perft file ("name | fen START | depth | nodes",
# depth up to 3) whether Ashtapada's perft from the imported start position matches.
# Usage: tools/import_measure.sh VARIANTS_INI PERFT_FILE [OUT_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -lt 2 ]; then echo "usage: tools/import_measure.sh VARIANTS_INI PERFT_FILE [OUT_DIR]" >&2; exit 2; fi
cd "$here"
mvn -B -o -q compile dependency:build-classpath -Dmdep.outputFile=target/import-measure.classpath >&2
exec java -cp "target/classes:$(cat target/import-measure.classpath)" tools/ImportMeasure.java "$@"
