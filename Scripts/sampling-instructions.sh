#!/usr/bin/env bash
# Measures, with valgrind's callgrind, the instructions the per-frame sampling of transitions costs:
#   - one two-view sample: the easeInOut-eased fraction, then the from- and to-view's states (frame, alpha and
#     transform tracks each), as the engine draws a frame of a slide-and-scale;
#   - one frame of 1,000 concurrently sampled role tracks (500 such animations), and its mallocs (memcheck).
#
#   Scripts/sampling-instructions.sh [PACKAGE_DIR]
#
# Each figure is (Ir(30 passes) − Ir(10 passes)) / (20 × work per pass), which cancels start-up and set-up.
# TransitionCore is built in release mode; everything goes to PACKAGE_DIR/.build-sampling-instructions (git-ignored).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/callgrind-lib.sh"
callgrind_setup "${1:-}" .build-sampling-instructions

cat > "$harness_dir/main.swift" <<'SWIFT'
import Foundation
import TransitionCore

let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
func animation(_ shift: CGFloat) -> TransitionAnimation {
    TransitionAnimation(
        duration: 0.35, curve: .easeInOut,
        tracks: [
            RoleTrack(
                .from, frame: PropertyTrack(from: bounds, to: bounds.offsetBy(dx: -390 - shift, dy: 0)),
                alpha: PropertyTrack(from: 1, to: 0.5),
                transform: PropertyTrack(from: .identity, to: Transform(scale: 0.92))),
            RoleTrack(
                .to, frame: PropertyTrack(from: bounds.offsetBy(dx: 390 + shift, dy: 0), to: bounds),
                alpha: PropertyTrack(from: 0.5, to: 1),
                transform: PropertyTrack(from: Transform(scale: 1.08), to: .identity)),
        ])
}
let base = ViewState(frame: bounds)

// One out-of-line call per sample, so nothing is hoisted across samples.
@inline(never)
func sample(_ animation: TransitionAnimation, _ t: Double) -> CGFloat {
    let fraction = animation.curve.value(at: t)
    let from = animation.state(of: .from, at: fraction, base: base)
    let to = animation.state(of: .to, at: fraction, base: base)
    return from.frame.minX + from.alpha + from.transform.scaleX + to.frame.minX + to.alpha + to.transform.scaleX
}

let arguments = CommandLine.arguments
let mode = arguments.count > 2 ? arguments[2] : "two-view"
let passes = arguments.count > 1 ? Int(arguments[1]) ?? 10 : 10
var sink: CGFloat = 0
if mode == "two-view" {
    let slide = animation(0)
    for _ in 0..<passes {
        for step in 0..<1000 { sink += sample(slide, Double(step) / 1000) }
    }
} else {
    let animations = (0..<500).map { animation(CGFloat($0)) }
    for pass in 0..<passes {
        let t = Double(pass % 100) / 100
        for animation in animations { sink += sample(animation, t) }
    }
}
print(sink)
SWIFT
callgrind_compile "$harness_dir/main.swift" "$harness_dir/sampling-harness"

run() {
    callgrind_instructions "$harness_dir/sampling-harness" "$2" "$1"
}
echo "== running under callgrind" >&2
a=$(run two-view 10)
b=$(run two-view 30)
echo "two-view sample: $(awk -v a="$b" -v b="$a" 'BEGIN { printf "%.1f", (a - b) / (20 * 1000) }') instructions"
a=$(run frame 10)
b=$(run frame 30)
echo "1,000 tracks, one frame: $(awk -v a="$b" -v b="$a" 'BEGIN { printf "%.0f", (a - b) / 20 }') instructions"
# Mallocs per frame, deterministically: memcheck's "total heap usage: N allocs" at 30 frames minus at 10, over 20.
# (The Benchmarks package's malloc counts include the benchmark runner's own threads.)
allocs() {
    valgrind --tool=memcheck --leak-check=no "$harness_dir/sampling-harness" "$1" frame 2>&1 >/dev/null \
        | awk '/total heap usage:/ { gsub(",", "", $5); print $5; exit }'
}
a=$(allocs 10)
b=$(allocs 30)
echo "1,000 tracks, one frame: $(awk -v a="$b" -v b="$a" 'BEGIN { printf "%.2f", (a - b) / 20 }') mallocs"
