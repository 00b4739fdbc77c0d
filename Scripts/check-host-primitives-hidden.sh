#!/usr/bin/env bash
# Checks that the containment primitives the engine calls are not callable on the containers users hold: a file that
# calls one on the UIKit layer's container (on HeadlessUI's model), or on the tab and drawer controllers' engine, must not type-check against the
# built modules. Each call is checked alone, so one that compiles is named.
#
#   Scripts/check-host-primitives-hidden.sh      (after `swift build`)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
modules="$(swift build --show-bin-path)/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
calls=(
    'container.removeChild(child)'
    'container.willRemoveChild(child)'
    'container.didAddChild(child)'
    'container.apply(ViewState(frame: .zero), to: child.view)'
    'container.insertSubview(child.view, into: container.contentView, at: .front)'
    'container.beginAppearanceTransition(child, isAppearing: true, animated: false)'
    'container.makeAuxiliaryView(for: .dimming)'
    '_ = container.engine.host'
    '_ = DrawerController(container: container).host'
)
failures=0
for call in "${calls[@]}"; do
    cat > "$work/main.swift" <<SWIFT
import DrawerTransition
import HeadlessUI
import TransitionCore
import TransitionUIKit
@MainActor func misuse() {
    let ui = HeadlessEnvironment()
    let container = TransitionContainerViewController(identifier: "Tabs")
    let child = ui.makeViewController("Home")
    $call
}
SWIFT
    if swiftc -typecheck -swift-version 6 -I "$modules" "$work/main.swift" >/dev/null 2>&1; then
        echo "host primitive callable on a container: $call" >&2
        failures=$((failures + 1))
    fi
done
# The same file with a call the containers do offer type-checks, so a failure above is the primitive's.
cat > "$work/main.swift" <<SWIFT
import DrawerTransition
import HeadlessUI
import TransitionCore
import TransitionUIKit
@MainActor func use() throws {
    let ui = HeadlessEnvironment()
    let container = TransitionContainerViewController(identifier: "Tabs")
    try container.setViewControllers([ui.makeViewController("Home")])
    _ = DrawerController(container: container)
}
SWIFT
swiftc -typecheck -swift-version 6 -I "$modules" "$work/main.swift"
if [ "$failures" -gt 0 ]; then exit 1; fi
echo "host primitives: none of ${#calls[@]} is callable on a container"
