#!/usr/bin/env bash
# Measures, with valgrind's callgrind, what a person feels of the UIKit layer, on HeadlessUI's model of UIKit:
#   - tap to first frame: the main thread's instructions from a selection in TransitionContainerViewController to the
#     first frame drawn (containment, layout, describing the animation, the keyframe hand-off, the first frame),
#     for a two-screen slide, a fade-scale and a tab switch in the container, a navigation push and a full-screen
#     presentation through the configured delegates (a config's slide rule), and the container transform from a grid
#     of 60 tagged cells to a photo;
#   - one frame of an interactive swipe: the finger's update and the frame it draws.
# Each figure is printed with everything the main thread ran and the package's part. In the container (the package's
# own) the package's part is everything but the model's: HeadlessUI's functions and the runtime work (reference
# counting, exclusivity checks, allocations) done for them, which UIKit's own work replaces on a phone
# (Scripts/callgrind-model-part.py says how it is attributed); "(at most)" counts that runtime work as the package's.
# A push or a presentation is measured again with UIKit's own animation (no delegate), and the package's part is the
# difference.
#
#   Scripts/ui-instructions.sh [PACKAGE_DIR]
#
# Only the marked calls are counted (callgrind's --toggle-collect on the harness's `measured…` functions), each
# repeated after an uncounted warm-up of the same kind (there and back), which pays the process's one-time costs;
# start-up and the frames that play the rest of each switch are not. The package is built in release mode;
# everything goes to PACKAGE_DIR/.build-ui-instructions (git-ignored).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/callgrind-lib.sh"
command -v callgrind_annotate >/dev/null 2>&1 || { echo "Error: 'callgrind_annotate' is not on PATH." >&2; exit 1; }
callgrind_setup_modules "${1:-}" .build-ui-instructions \
    TransitionCore TransitionConfiguration HeadlessUI TransitionUIKit SlideTransition FadeScaleTransition TabTransition \
    ContainerTransformTransition

cat > "$harness_dir/main.swift" <<'SWIFT'
import ContainerTransformTransition
import FadeScaleTransition
import Foundation
import HeadlessUI
import SlideTransition
import TabTransition
import TransitionConfiguration
import TransitionCore
import TransitionUIKit

// The counted functions and the warm-up take different parameters, so the optimiser cannot merge them into one
// symbol; with one signature it did, and callgrind then counted the warm-up with the push, or nothing at all once the
// counted function only jumped into the merged one.
/// A screen of 12 rows.
@MainActor
func makeScreen(_ name: String) -> HeadlessViewController {
    let screen = HeadlessViewController(nibName: nil, bundle: nil)
    screen.transitionIdentifier = name
    for row in 0..<12 {
        screen.view.addSubview(HeadlessView(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 390, height: 60)))
    }
    return screen
}

/// A config whose one rule slides every push and presentation (and their way back).
@MainActor
func slideConfiguration() -> ConfiguredTransitionDelegate {
    var registry = AnimatorRegistry()
    try! registry.register(SlideAnimator.self)
    let json = #"{"version": 1, "transitions": [{"from": "Home", "to": "Detail", "reversible": true, "animator": {"type": "slide"}}]}"#
    return try! ConfiguredTransitionDelegate(data: Data(json.utf8), registry: registry)
}

@MainActor
func makeScene(_ animator: any TransitionAnimator, grid: Bool = false)
    -> (HeadlessEnvironment, TransitionContainerViewController)
{
    let ui = HeadlessEnvironment()
    let window = ui.makeWindow()
    let container = TransitionContainerViewController(identifier: "Tabs")
    container.engine.defaultAnimator = animator
    let screens = grid ? [makeGrid(), makePhoto(37)] : [makeScreen("Home"), makeScreen("Search")]
    ui.perform {
        window.rootViewController = container
        try? container.setViewControllers(screens)
    }
    ui.clock.runUntilIdle()
    return (ui, container)
}

/// A grid of 60 photo cells in a scrolling list, each tagged "photo" with its index as its id.
@MainActor
func makeGrid() -> HeadlessViewController {
    let screen = HeadlessViewController(nibName: nil, bundle: nil)
    screen.transitionIdentifier = "Grid"
    let list = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    list.contentSize = CGSize(width: 390, height: 20 * 130)
    for photo in 0..<60 {
        let cell = HeadlessView(
            frame: CGRect(x: 10 + CGFloat(photo % 3) * 130, y: CGFloat(photo / 3) * 130, width: 120, height: 120))
        cell.transitionElement = "photo"
        cell.transitionElementID = photo
        list.addSubview(cell)
    }
    // Scrolled so that cell 37, the photo's, shows: a cell out of sight is not where a photo grows from.
    list.contentOffset = CGPoint(x: 0, y: 1_300)
    screen.view.addSubview(list)
    return screen
}

/// A photo screen showing photo `id`.
@MainActor
func makePhoto(_ id: Int) -> HeadlessViewController {
    let screen = makeScreen("Photo")
    let photo = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    photo.transitionElement = "photo"
    photo.transitionElementID = id
    screen.view.addSubview(photo)
    return screen
}

/// A tap that pushes or presents: the call and the first frame it draws. Everything in here is counted.
@inline(never) @MainActor
func measuredSystemTap(_ ui: HeadlessEnvironment, _ body: () -> Void) {
    ui.perform(body)
    ui.clock.advance(frames: 1)
}

/// The same tap, not counted: the first of each kind, which pays the process's one-time costs (type metadata,
/// protocol conformance caches) that an app pays once, not per tap.
@inline(never) @MainActor
func warmUpTap(_ ui: HeadlessEnvironment, frames: Int = 1, _ body: () -> Void) {
    ui.perform(body)
    ui.clock.advance(frames: frames)
}

/// One tap in the container: the selection and the first frame it draws. Everything in here is counted. The
/// selection comes in as a closure made outside: callgrind's --toggle-collect flips on entering any function whose
/// name matches, so a closure written in here ("closure #1 in measuredTap") would switch counting off for its body.
@inline(never) @MainActor
func measuredTap(_ ui: HeadlessEnvironment, in container: TransitionContainerViewController, _ body: () -> Void) {
    ui.perform(body)
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
    case "push", "push-plain":
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let home = makeScreen("Home")
        let navigation = HeadlessNavigationController(rootViewController: home)
        let delegate = ConfiguredNavigationDelegate(configuration: slideConfiguration())
        if mode == "push" { delegate.attach(to: navigation) }
        ui.perform { window.rootViewController = navigation }
        ui.clock.runUntilIdle()
        for pass in 0...repeats {
            let detail = makeScreen("Detail")
            let push = { navigation.pushViewController(detail, animated: true) }
            if pass == 0 { warmUpTap(ui, push) } else { measuredSystemTap(ui, push) }
            ui.clock.runUntilIdle()
            precondition(navigation.topViewController === detail, "the push did not land")
            ui.perform { _ = navigation.popViewController(animated: true) }
            ui.clock.runUntilIdle()
        }
    case "present", "present-plain":
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let home = makeScreen("Home")
        let delegate = ConfiguredTransitioningDelegate(configuration: slideConfiguration())
        ui.perform { window.rootViewController = home }
        ui.clock.runUntilIdle()
        for pass in 0...repeats {
            let detail = makeScreen("Detail")
            detail.modalPresentationStyle = .fullScreen
            if mode == "present" { detail.transitioningDelegate = delegate }
            let present = { home.present(detail, animated: true) }
            if pass == 0 { warmUpTap(ui, present) } else { measuredSystemTap(ui, present) }
            ui.clock.runUntilIdle()
            precondition(home.presentedViewController === detail, "the presentation did not land")
            ui.perform { detail.dismiss(animated: true) }
            ui.clock.runUntilIdle()
        }
    default:
        let animator: any TransitionAnimator
        switch mode {
        case "fade-scale": animator = FadeScaleAnimator()
        case "tab": animator = TabAnimator()
        case "grid": animator = ContainerTransformAnimator(element: "photo")
        default: animator = SlideAnimator()
        }
        let (ui, container) = makeScene(animator, grid: mode == "grid")
        for pass in 0..<(repeats + 2) {
            let target = pass % 2 == 0 ? 1 : 0
            let select = { _ = try? container.select(index: target) }
            if pass < 2 { warmUpTap(ui, select) } else { measuredTap(ui, in: container, select) }
            precondition(container.engine.phase != .idle, "the tap started no transition")
            precondition(
                mode != "grid" || container.engine.diagnostics.isEmpty, "the grid's element was not found")
            ui.clock.runUntilIdle()
            precondition(container.selectedIndex == target, "the tap did not land")
        }
    }
}

MainActor.assumeIsolated { run() }
SWIFT
echo "== compiling the harness (swiftc -O)" >&2
rm -f "$harness_dir/ui-harness"  # a harness that no longer compiles must not leave the last one to be measured
swiftc -O -I "$modules" "$harness_dir/main.swift" "${objects[@]}" -o "$harness_dir/ui-harness" 2>&1 \
    | grep -v "^$" >&2 || true
[ -x "$harness_dir/ui-harness" ] || { echo "Error: the harness did not compile." >&2; exit 1; }

# Prints "total package" instructions of the counted calls of `mode`, per counted call.
measure() {
    local mode=$1 marker=$2 calls=$3
    local out="$harness_dir/callgrind.$mode.out"
    valgrind --tool=callgrind --toggle-collect="*$marker*" --callgrind-out-file="$out" \
        "$harness_dir/ui-harness" "$mode" 20 >/dev/null 2>&1
    local total model own
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
    # The model's part: HeadlessUI's functions and the runtime work done for them (Scripts/callgrind-model-part.py).
    read -r model own < <(python3 "$(dirname "${BASH_SOURCE[0]}")/callgrind-model-part.py" "$out")
    awk -v t="$total" -v m="$model" -v o="$own" -v c="$calls" \
        'BEGIN { printf "%.0f %.0f %.0f\n", t / c, (t - m) / c, (t - o) / c }'
}

echo "== running under callgrind" >&2
printf '%-44s %12s %12s %12s\n' "figure (per call)" "all" "package" "(at most)"
for mode in slide fade-scale tab; do
    read -r all ours most < <(measure "$mode" measuredTap 20)
    printf '%-44s %12s %12s %12s\n' "tap to first frame, two screens, $mode" "$all" "$ours" "$most"
done
read -r all ours most < <(measure grid measuredTap 20)
printf '%-44s %12s %12s %12s\n' "tap to first frame, grid of 60 to photo" "$all" "$ours" "$most"
# A push or presentation through the configured delegates against the same call with UIKit's own animation (no
# delegate): the package's part is what the configured transition adds to the tap, less the model's part of it (the
# model's keyframe animations and snapshots stand for Core Animation's); "(at most)" is the whole difference.
for mode in push present; do
    read -r all ours _ < <(measure "$mode" measuredSystemTap 20)
    read -r plain plain_ours _ < <(measure "$mode-plain" measuredSystemTap 20)
    printf '%-44s %12s %12s %12s\n' "tap to first frame, $mode (configured slide)" "$all" \
        "$((ours - plain_ours))" "$((all - plain))"
    printf '%-44s %12s\n' "  the same $mode with UIKit's own animation" "$plain"
done
read -r all ours most < <(measure swipe measuredFrame 200)
printf '%-44s %12s %12s %12s\n' "one frame of an interactive swipe (slide)" "$all" "$ours" "$most"
# Mallocs per swipe frame, deterministically: memcheck's "total heap usage: N allocs" for 4 swipes of 30 frames
# minus 4 swipes of 10 frames, over 80 frames (HeadlessUI's own allocations included).
allocs() {
    valgrind --tool=memcheck --leak-check=no "$harness_dir/ui-harness" swipe 4 "$1" 2>&1 >/dev/null \
        | awk '/total heap usage:/ { gsub(",", "", $5); print $5; exit }'
}
a=$(allocs 10)
b=$(allocs 30)
printf '%-44s %12s\n' "mallocs per frame of the swipe (all)" "$(awk -v a="$b" -v b="$a" 'BEGIN { printf "%.2f", (a - b) / 80 }')"
