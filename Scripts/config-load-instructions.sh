#!/usr/bin/env bash
# Measures, with valgrind, what loading and checking a 10,000-rule config costs, against Foundation's JSONDecoder
# decoding the same bytes into plain Decodable structs (which checks nothing and records no positions):
#   - instructions per load (callgrind's Ir) for TransitionConfig.load(data:file:registry:) and for JSONDecoder;
#   - mallocs per load (memcheck's "total heap usage: N allocs") for both;
#   - the heap's peak during one load (massif), for both;
#   - instructions per resolution of a pair against the loaded rules (as the benchmark's resolutions).
# The document, registry and structs are those of the "Config:" benchmarks in
# Benchmarks/Benchmarks/TransitionBenchmarks/TransitionBenchmarks.swift, so the figures compare with theirs.
#
#   Scripts/config-load-instructions.sh [PACKAGE_DIR]
#
# Each figure is (X(3 passes) − X(1 pass)) / 2, which cancels start-up and building the document.
# TransitionCore and TransitionConfiguration are built in release mode; everything goes to PACKAGE_DIR/.build-config-load-instructions (git-ignored).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/callgrind-lib.sh"
callgrind_setup "${1:-}" .build-config-load-instructions

cat > "$harness_dir/main.swift" <<'SWIFT'
import Foundation
import TransitionConfiguration
import TransitionCore

// As ConfigBenchmark in Benchmarks/Benchmarks/TransitionBenchmarks/TransitionBenchmarks.swift.
struct Slide: ConfigurableAnimator {
    static let duration = Parameter("duration", in: 0...10, default: 0.3, "Seconds.")
    static let descriptor = AnimatorDescriptor(
        name: "slide", summary: "Benchmark slide.",
        parameters: [
            duration,
            AnimatorParameter("direction", .choice(["auto", "left", "right"]), default: "auto", "Direction."),
        ])
    let parameters: AnimatorParameters
    init(parameters: AnimatorParameters) { self.parameters = parameters }
    func animation(for context: TransitionContext) -> TransitionAnimation {
        TransitionAnimation(duration: parameters[Self.duration], tracks: [])
    }
}

func json(rules: Int) -> Data {
    var lines = (0..<rules).map { index in
        #"    {"container": "Tabs", "from": "A\#(index)", "to": "B\#(index)", "#
            + #""animator": {"type": "slide", "duration": 0.3, "direction": "left"}, "reversible": true}"#
    }
    lines.append(#"    {"container": "Tabs", "from": "Home", "animator": {"type": "slide"}}"#)
    lines.append(#"    {"to": "Detail", "animator": null}"#)
    let body = lines.joined(separator: ",\n")
    return Data((#"{"version": 1, "transitions": [\#n"# + body + #"\#n], "default": {"type": "slide"}}"#).utf8)
}

struct PlainConfig: Decodable {
    var version: Int
    var transitions: [PlainRule]
    var `default`: PlainAnimator?
}

struct PlainRule: Decodable {
    var container: String?
    var from: String?
    var to: String?
    var animator: PlainAnimator?
    var reversible: Bool?
}

struct PlainAnimator: Decodable {
    var type: String
    var duration: Double?
    var direction: String?
}

let arguments = CommandLine.arguments
let passes = arguments.count > 1 ? Int(arguments[1]) ?? 1 : 1
let mode = arguments.count > 2 ? arguments[2] : "load"
var registry = AnimatorRegistry()
try registry.register(Slide.self)
let data = json(rules: 10_000)
var sink = 0
if mode == "resolve" {
    // 10,000 resolutions per pass, as the benchmark's: an exact pair, its derived reverse, a (from, *) match and a
    // miss that falls through every level to the default.
    guard let config = TransitionConfig.load(data: data, file: "rules.json", registry: registry).config else {
        fatalError("the config did not load")
    }
    let froms = (0..<10_000).map { "A\($0)" }
    let tos = (0..<10_000).map { "B\($0)" }
    for _ in 0..<passes {
        for index in 0..<10_000 {
            let resolution: Resolution?
            switch index % 4 {
            case 0: resolution = config.resolve(container: "Tabs", from: froms[index], to: tos[index])
            case 1: resolution = config.resolve(container: "Tabs", from: tos[index], to: froms[index])
            case 2: resolution = config.resolve(container: "Tabs", from: "Home", to: tos[index])
            default: resolution = config.resolve(container: "Other", from: "X", to: "Y")
            }
            sink &+= resolution?.rule?.index ?? -1
        }
    }
    print(sink)
    exit(0)
}
for _ in 0..<passes {
    if mode == "load" {
        let (config, diagnostics) = TransitionConfig.load(data: data, file: "rules.json", registry: registry)
        guard let config, diagnostics.isEmpty else { fatalError("the config did not load cleanly: \(diagnostics)") }
        sink &+= config.rules.count
    } else {
        let config = try JSONDecoder().decode(PlainConfig.self, from: data)
        sink &+= config.transitions.count
    }
}
print(sink)
SWIFT
callgrind_compile "$harness_dir/main.swift" "$harness_dir/config-load-harness"

# memcheck's "total heap usage: N allocs, M frees, B bytes allocated" for `harness PASSES MODE`.
mallocs() {
    valgrind --tool=memcheck --leak-check=no "$harness_dir/config-load-harness" "$1" "$2" 2>&1 >/dev/null \
        | awk '/total heap usage:/ { gsub(",", "", $5); print $5; exit }'
}
per_load() {
    awk -v a="$2" -v b="$1" 'BEGIN { printf "%.0f", (a - b) / 2 }'
}
# Swift's per-process hash seed moves JSONDecoder's count by a few percent from run to run; a fixed seed keeps both
# figures the same on every run.
export SWIFT_DETERMINISTIC_HASHING=1
echo "== running under callgrind and memcheck" >&2
declare -A ir allocs
for mode in load decode; do
    ir[$mode]=$(per_load "$(callgrind_instructions "$harness_dir/config-load-harness" 1 "$mode")" \
        "$(callgrind_instructions "$harness_dir/config-load-harness" 3 "$mode")")
    allocs[$mode]=$(per_load "$(mallocs 1 "$mode")" "$(mallocs 3 "$mode")")
done
# The peak of the heap during one load (massif's largest "mem_heap_B" snapshot, the document's bytes included for
# both), deterministic like the counts above.
peak() {
    local out="$harness_dir/massif.$1.out"
    valgrind --tool=massif --massif-out-file="$out" "$harness_dir/config-load-harness" 1 "$1" >/dev/null 2>&1
    awk -F= '/^mem_heap_B=/ { if ($2 > max) max = $2 } END { printf "%.1f MB", max / 1e6 }' "$out"
}
resolve_ir=$(awk -v a="$(callgrind_instructions "$harness_dir/config-load-harness" 3 resolve)" \
    -v b="$(callgrind_instructions "$harness_dir/config-load-harness" 1 resolve)" \
    'BEGIN { printf "%.0f", (a - b) / 20000 }')
declare -A heap
for mode in load decode; do heap[$mode]=$(peak "$mode"); done
printf '%-44s %14s %10s %12s\n' "10,000 rules, per load" instructions mallocs "peak heap"
printf '%-44s %14s %10s %12s\n' "TransitionConfig.load (load and check)" "${ir[load]}" "${allocs[load]}" "${heap[load]}"
printf '%-44s %14s %10s %12s\n' "JSONDecoder into plain structs (baseline)" "${ir[decode]}" "${allocs[decode]}" \
    "${heap[decode]}"
printf '%-44s %14s %10s %12s\n' "ratio" \
    "$(awk -v a="${ir[load]}" -v b="${ir[decode]}" 'BEGIN { printf "%.2f×", a / b }')" \
    "$(awk -v a="${allocs[load]}" -v b="${allocs[decode]}" 'BEGIN { printf "%.2f×", a / b }')" \
    "$(awk -v a="${heap[load]% MB}" -v b="${heap[decode]% MB}" 'BEGIN { printf "%.2f×", a / b }')"
echo "resolving a pair against the 10,000 rules: $resolve_ir instructions per resolution"
