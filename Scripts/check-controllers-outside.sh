#!/usr/bin/env bash
# Checks that the catalogue's controllers built on the engine — the drawer (DrawerTransition) and the tab container
# (TabTransition) — need nothing but TransitionCore's public API: their sources are copied into a package outside this
# one, which depends on the TransitionCore product alone, and must compile there. A `package` symbol they used would
# be a back door that a container of the same kind, written by someone else, could not use.
#
#   Scripts/check-controllers-outside.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="${TMPDIR:-/tmp}/transitions-outside-controllers"
mkdir -p "$work"
rm -rf "$work/Sources"
for module in DrawerTransition TabTransition; do
    mkdir -p "$work/Sources/Outside$module"
    cp "$root/Sources/$module/"*.swift "$work/Sources/Outside$module/"
    # Each re-exports TransitionCore; the copies import it themselves.
    rm -f "$work/Sources/Outside$module/Exports.swift"
done
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let core: Target.Dependency = .product(name: "TransitionCore", package: "TransitionCatalogue")
let package = Package(
    name: "OutsideControllers", platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "TransitionCatalogue", path: "$root")],
    targets: [
        .target(name: "OutsideDrawerTransition", dependencies: [core]),
        .target(name: "OutsideTabTransition", dependencies: [core]),
        .target(name: "SeedsShapedDelegate", dependencies: [core]),
    ],
    swiftLanguageModes: [.v6])
SWIFT
# A delegate written in the shape of the original notes — an animator, or nil — must not compile: it would otherwise
# satisfy nothing, and its animator would never play.
mkdir -p "$work/Sources/SeedsShapedDelegate"
cat > "$work/Sources/SeedsShapedDelegate/SeedsShapedDelegate.swift" <<'SWIFT'
import TransitionCore

@MainActor
final class SeedsShapedDelegate: ContainerTransitionDelegate {
    let animator: any TransitionAnimator
    init(animator: any TransitionAnimator) { self.animator = animator }
    func animator(for pair: TransitionPair) -> (any TransitionAnimator)? { animator }
}
SWIFT
if ! (cd "$work" && swift build -q --target OutsideDrawerTransition --target OutsideTabTransition 2>&1 | grep -E "error|warning:" >&2; exit "${PIPESTATUS[0]}"); then
    echo "controllers outside the package: DrawerTransition or TabTransition uses more than TransitionCore's public API" >&2
    exit 1
fi
echo "controllers outside the package: the drawer and the tab container compile on TransitionCore's public API alone"
seeds_log="$work/seeds-shaped.log"
if (cd "$work" && swift build -q --target SeedsShapedDelegate > "$seeds_log" 2>&1); then
    echo "a ContainerTransitionDelegate returning '(any TransitionAnimator)?' from animator(for:) compiled: its animator would never play" >&2
    exit 1
fi
if ! grep -q "does not conform to protocol 'ContainerTransitionDelegate'" "$seeds_log"; then
    cat "$seeds_log" >&2
    echo "the seeds-shaped delegate failed to compile for another reason than the missing animator(for:) requirement" >&2
    exit 1
fi
echo "a delegate in the original notes' shape is refused at compile time (animator(for:) must return an AnimatorChoice)"
