#!/usr/bin/env bash
# Measures the instructions one cubic-Bézier solve (CubicBezier.value(at:)) costs, with valgrind's callgrind.
#
#   Scripts/bezier-instructions.sh [PACKAGE_DIR]
#
# PACKAGE_DIR is the package to measure (default: the one holding this script), so an older checkout can be measured
# the same way. The workload: the curves ease (.25, .1, .25, 1), ease-in (.42, 0, 1, 1), ease-out (0, 0, .58, 1),
# ease-in-out (.42, 0, .58, 1) and (.68, -.55, .27, 1.55), each at x = i/1000 for i = 0...1000, so 5,005 solves a
# pass, each an out-of-line call. The harness runs 10 and then 30 passes; subtracting the two totals cancels
# start-up and set-up, so instructions per solve = (Ir(30) - Ir(10)) / (20 × 5,005).
#
# TransitionCore is built in release mode with SwiftPM (whole-module optimised, as clients get it) and the harness
# is compiled with swiftc -O against that module. Everything built goes to PACKAGE_DIR/.build-bezier-instructions
# (git-ignored). Needs valgrind and a Swift toolchain on PATH (or in /opt/swift).
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/callgrind-lib.sh"
callgrind_setup "${1:-}" .build-bezier-instructions

cat > "$harness_dir/main.swift" <<'SWIFT'
import TransitionCore

// One call per solve: the wrapper is never inlined, so the loop cannot hoist or merge work across solves.
@inline(never)
func solve(_ curve: CubicBezier, _ x: Double) -> Double {
    curve.value(at: x)
}

let controlPoints: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1),  // ease
    (0.42, 0, 1, 1),  // ease-in
    (0, 0, 0.58, 1),  // ease-out
    (0.42, 0, 0.58, 1),  // ease-in-out
    (0.68, -0.55, 0.27, 1.55),  // overshoot at both ends
]
let curves = controlPoints.map { point in
    guard let curve = CubicBezier(x1: point.0, y1: point.1, x2: point.2, y2: point.3) else {
        fatalError("invalid control points \(point)")
    }
    return curve
}
let passes = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10 : 10
var sink = 0.0
for _ in 0..<passes {
    for curve in curves {
        for step in 0...1000 {
            sink += solve(curve, Double(step) / 1000)
        }
    }
}
// Printing the sum keeps the optimiser from discarding the solves.
print(sink)
SWIFT

callgrind_compile "$harness_dir/main.swift" "$harness_dir/bezier-harness"

echo "== running under callgrind (10 and 30 passes)" >&2
ir10=$(callgrind_instructions "$harness_dir/bezier-harness" 10)
ir30=$(callgrind_instructions "$harness_dir/bezier-harness" 30)
per_solve=$(awk -v a="$ir30" -v b="$ir10" 'BEGIN { printf "%.1f", (a - b) / (20 * 5005) }')
echo "Ir(10 passes) = $ir10"
echo "Ir(30 passes) = $ir30"
echo "instructions per solve = $per_solve"
