#!/usr/bin/env bash
# Measures, with valgrind's callgrind, the instructions it takes to hand one segment of a two-view transition to
# Core Animation: TransitionContainerViewController.playSegment(_:) building and installing the keyframe animations
# of a 0.35 s slide at 120 Hz (43 key times; the from- and to-view's position, plus whatever else changes), on
# HeadlessUI's model of Core Animation — the same UIKit-layer code that runs on a phone.
#
#   Scripts/keyframe-instructions.sh [PACKAGE_DIR]
#
# Only instructions inside UIViewRenderer.playSegment (which the container's playSegment calls) are counted (callgrind --toggle-collect), over 40 switches; the figure is
# their mean per segment. Everything is built in release mode in PACKAGE_DIR/.build-keyframe-instructions.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/callgrind-lib.sh"
callgrind_setup_modules "${1:-}" .build-keyframe-instructions \
    TransitionCore TransitionConfiguration HeadlessUI TransitionUIKit SlideTransition
cat > "$harness_dir/main.swift" <<'SWIFT'
import Foundation
import HeadlessUI
import SlideTransition
import TransitionUIKit

let switches = 40
MainActor.assumeIsolated {
    let ui = HeadlessEnvironment(framesPerSecond: 120)
    let window = ui.makeWindow()
    let tabs = TransitionContainerViewController(identifier: "Tabs")
    tabs.engine.defaultAnimator = SlideAnimator()
    try! tabs.setViewControllers([ui.makeViewController("Home"), ui.makeViewController("Search")])
    ui.perform { window.rootViewController = tabs }
    for index in 0..<switches {
        try! ui.perform { try tabs.select(index: (index + 1) % 2) }
        ui.clock.runUntilIdle()
    }
    print(tabs.selectedIndex ?? -1)
}
SWIFT
echo "== compiling the harness (swiftc -O)" >&2
swiftc -O -I "$modules" "$harness_dir/main.swift" "${objects[@]}" -o "$harness_dir/keyframe-harness"
out="$harness_dir/callgrind.out"
valgrind --tool=callgrind --toggle-collect='*UIViewRendererC11playSegment*' --callgrind-out-file="$out" \
    "$harness_dir/keyframe-harness" >/dev/null 2>&1
total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
echo "one two-view segment handed to Core Animation (120 Hz, 0.35 s slide): $(awk -v t="$total" -v n=40 'BEGIN { printf "%.0f", t / n }') instructions"
