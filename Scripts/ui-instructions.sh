#!/usr/bin/env bash
# Measures, with valgrind's callgrind, what a person feels of the UIKit layer, on HeadlessUI's model of UIKit:
#   - tap to first frame: the main thread's instructions from a selection in TransitionContainerViewController to the
#     first frame drawn (containment, layout, describing the animation, the keyframe hand-off, the first frame),
#     for a two-screen slide, a fade-scale and a tab switch;
#   - one frame of an interactive swipe: the finger's update and the frame it draws.
# Each figure is printed twice: everything the main thread ran, and the package's part — everything but the
# functions of HeadlessUI itself (the model's own cost, which UIKit's replaces on a phone; runtime calls the model
# makes count as the package's, so the package's part is an upper bound).
#
#   Scripts/ui-instructions.sh [PACKAGE_DIR]
#
# Only the marked calls are counted (callgrind's --toggle-collect on the harness's `measured…` functions), each
# repeated; start-up and the frames that play the rest of each switch are not. The package is built in release mode;
# everything goes to PACKAGE_DIR/.build-ui-instructions (git-ignored).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/callgrind-lib.sh"
command -v callgrind_annotate >/dev/null 2>&1 || { echo "Error: 'callgrind_annotate' is not on PATH." >&2; exit 1; }
callgrind_setup_modules "${1:-}" .build-ui-instructions \
    TransitionCore TransitionConfiguration HeadlessUI TransitionUIKit SlideTransition FadeScaleTransition TabTransition

cat > "$harness_dir/main.swift" <<'SWIFT'
import FadeScaleTransition
import Foundation
import HeadlessUI
import SlideTransition
import TabTransition
import TransitionCore
import TransitionUIKit

@MainActor
func makeScene(_ animator: any TransitionAnimator) -> (HeadlessEnvironment, TransitionContainerViewController) {
    let ui = HeadlessEnvironment()
    let window = ui.makeWindow()
    let container = TransitionContainerViewController(identifier: "Tabs")
    container.engine.defaultAnimator = animator
    let screens = ["Home", "Search"].map { name -> HeadlessViewController in
        let screen = HeadlessViewController(nibName: nil, bundle: nil)
        screen.transitionIdentifier = name
        for row in 0..<12 {
            let cell = HeadlessView(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 390, height: 60))
            screen.view.addSubview(cell)
        }
        return screen
    }
    ui.perform {
        window.rootViewController = container
        try? container.setViewControllers(screens)
    }
    ui.clock.runUntilIdle()
    return (ui, container)
}

/// One tap: the selection and the first frame it draws. Everything in here is counted.
@inline(never) @MainActor
func measuredTap(_ ui: HeadlessEnvironment, _ container: TransitionContainerViewController, to index: Int) {
    ui.perform { try? container.select(index: index) }
    ui.clock.advance(frames: 1)
}

/// One frame of a finger's swipe: the update and the frame it draws. Everything in here is counted.
@inline(never) @MainActor
func measuredFrame(_ ui: HeadlessEnvironment, _ interaction: PercentDrivenInteraction, _ fraction: Double) {
    try? interaction.update(fraction)
    ui.clock.advance(frames: 1)
}

@MainActor
func run() {
    let arguments = CommandLine.arguments
    let mode = arguments.count > 1 ? arguments[1] : "slide"
    let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
    let steps = arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10
    switch mode {
    case "swipe":
        let (ui, container) = makeScene(SlideAnimator())
        for pass in 0..<repeats {
            let target = pass % 2 == 0 ? 1 : 0
            guard let interaction = try? ui.perform({ try container.engine.beginInteractiveTransition(to: target) })
            else { fatalError("the swipe did not start") }
            for step in 1...steps { measuredFrame(ui, interaction, 0.8 * Double(step) / Double(steps)) }
            ui.perform { try? interaction.finish() }
            ui.clock.runUntilIdle()
            precondition(container.selectedIndex == target, "the swipe did not land")
        }
    default:
        let animator: any TransitionAnimator
        switch mode {
        case "fade-scale": animator = FadeScaleAnimator()
        case "tab": animator = TabAnimator()
        default: animator = SlideAnimator()
        }
        let (ui, container) = makeScene(animator)
        for pass in 0..<repeats {
            let target = pass % 2 == 0 ? 1 : 0
            measuredTap(ui, container, to: target)
            precondition(container.engine.phase != .idle, "the tap started no transition")
            ui.clock.runUntilIdle()
            precondition(container.selectedIndex == target, "the tap did not land")
        }
    }
}

MainActor.assumeIsolated { run() }
SWIFT
echo "== compiling the harness (swiftc -O)" >&2
swiftc -O -I "$modules" "$harness_dir/main.swift" "${objects[@]}" -o "$harness_dir/ui-harness" 2>&1 \
    | grep -v "^$" >&2 || true
[ -x "$harness_dir/ui-harness" ] || { echo "Error: the harness did not compile." >&2; exit 1; }

# Prints "total package" instructions of the counted calls of `mode`, per counted call.
measure() {
    local mode=$1 marker=$2 calls=$3
    local out="$harness_dir/callgrind.$mode.out"
    valgrind --tool=callgrind --toggle-collect="*$marker*" --callgrind-out-file="$out" \
        "$harness_dir/ui-harness" "$mode" 20 >/dev/null 2>&1
    local total model
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
    # HeadlessUI's own functions, exclusive cost: those compiled from Sources/HeadlessUI.
    model=$(callgrind_annotate --inclusive=no --threshold=100 "$out" 2>/dev/null \
        | awk '/ Sources\/HeadlessUI\// { gsub(",", "", $1); sum += $1 } END { print sum + 0 }')
    awk -v t="$total" -v m="$model" -v c="$calls" \
        'BEGIN { printf "%.0f %.0f\n", t / c, (t - m) / c }'
}

echo "== running under callgrind" >&2
printf '%-44s %12s %12s\n' "figure (per call)" "all" "package"
for mode in slide fade-scale tab; do
    read -r all ours < <(measure "$mode" measuredTap 20)
    printf '%-44s %12s %12s\n' "tap to first frame, two screens, $mode" "$all" "$ours"
done
read -r all ours < <(measure swipe measuredFrame 200)
printf '%-44s %12s %12s\n' "one frame of an interactive swipe (slide)" "$all" "$ours"
# Mallocs per swipe frame, deterministically: memcheck's "total heap usage: N allocs" for 4 swipes of 30 frames
# minus 4 swipes of 10 frames, over 80 frames (HeadlessUI's own allocations included).
allocs() {
    valgrind --tool=memcheck --leak-check=no "$harness_dir/ui-harness" swipe 4 "$1" 2>&1 >/dev/null \
        | awk '/total heap usage:/ { gsub(",", "", $5); print $5; exit }'
}
a=$(allocs 10)
b=$(allocs 30)
printf '%-44s %12s\n' "mallocs per frame of the swipe (all)" "$(awk -v a="$b" -v b="$a" 'BEGIN { printf "%.2f", (a - b) / 80 }')"
