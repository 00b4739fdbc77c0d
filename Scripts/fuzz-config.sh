#!/usr/bin/env bash
# Fuzzes the JSON config loader with libFuzzer: builds Fuzz/ConfigFuzzer with -sanitize=fuzzer,address against the
# package's own sources, then runs a bounded pass from the committed seed corpus.
#
#   Scripts/fuzz-config.sh [EXECUTIONS]     # default 100000; 0 or -1 runs until stopped (Ctrl-C)
#
# Extra libFuzzer flags go in FUZZ_FLAGS (e.g. FUZZ_FLAGS="-jobs=2 -workers=2"). New interesting inputs go to
# .build-fuzz/corpus (git-ignored), never into the committed Fuzz/corpus; a crash leaves crash-*/timeout-*/oom-*
# files in .build-fuzz/artifacts and exits non-zero. Reproduce one with: .build-fuzz/config-fuzzer <file>.
#
# The modules are compiled with swiftc directly rather than through SwiftPM: a fuzz package depending on the root by
# path takes its identity from the checkout's directory name, and every module, not only the entry point, must be
# instrumented for libFuzzer's coverage feedback.
set -euo pipefail
cd "$(dirname "$0")/.."
executions=${1:-100000}

if ! command -v swiftc >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swiftc ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    else
        echo "Error: no Swift toolchain found (expected 'swiftc' on PATH or /opt/swift)." >&2
        exit 1
    fi
fi

out=.build-fuzz
mkdir -p "$out/modules" "$out/corpus" "$out/artifacts"
flags=(-swift-version 6 -package-name transitioncatalogue -parse-as-library -O -wmo -g
    -sanitize=fuzzer,address -use-ld=lld -I "$out/modules")

# Modules, in dependency order: only what the fuzzer imports (TransitionCatalogue re-exports TransitionUIKit, which
# off Apple platforms is built on HeadlessUI, so HeadlessUI comes before it).
modules=(TransitionCore TransitionConfiguration HeadlessUI SlideTransition FadeScaleTransition DrawerTransition TabTransition
    ContainerTransformTransition TransitionUIKit
    TransitionCatalogue TransitionPreview)
objects=()
for module in "${modules[@]}"; do
    object="$out/modules/$module.o"
    objects+=("$object")
    sources=$(find "Sources/$module" -name '*.swift' | sort)
    # Rebuild a module only when one of its sources (or a module before it) is newer than its object.
    if [ -f "$object" ] && [ -z "$(find "Sources/$module" -name '*.swift' -newer "$object")" ] \
        && [ -z "${rebuilt:-}" ]; then
        continue
    fi
    rebuilt=1
    echo "== compiling $module"
    # shellcheck disable=SC2086  # the source list is split on purpose; no path has spaces
    swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
        -c $sources -o "$object"
done
echo "== linking the fuzzer"
swiftc "${flags[@]}" -module-name ConfigFuzzer Fuzz/ConfigFuzzer/main.swift "${objects[@]}" -o "$out/config-fuzzer"

# The Swift runtime's backtracer would catch the trap first; libFuzzer must see it to save the input.
export SWIFT_BACKTRACE=enable=no
# Leaks are not this fuzzer's question (the registry and caches live for the process).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
runs=()
if [ "$executions" -gt 0 ]; then runs=(-runs="$executions"); fi
echo "== fuzzing: ${executions} executions (0 = until stopped)"
# shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags
"$out/config-fuzzer" "${runs[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -dict=Fuzz/config.dict \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 ${FUZZ_FLAGS:-} "$out/corpus" Fuzz/corpus
