#!/usr/bin/env bash
# Builds the documentation site: one DocC archive per public module from its catalog (Sources/<Module>/Documentation.docc)
# and its symbol graph, merged into one static site in .build-docs/site, with every DocC warning an error. Then it
# serves the site on loopback and loads a symbol page and an article in headless Chromium to prove they render.
#
#   Scripts/build-docs.sh                 # build and check the pages
#   Scripts/build-docs.sh --no-browser    # build only
#   Scripts/build-docs.sh --serve         # build, check, then keep serving on 127.0.0.1 until Ctrl-C
#
# Needs the Swift toolchain (its `docc`), python3, and Debian's `chromium` for the page check. The HTML gallery
# (`transitions gallery`) is written into the site at gallery/, which the landing pages link to.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
fi
[ -x "$docc" ] || { echo "Error: no 'docc' beside the Swift toolchain." >&2; exit 1; }

browser=1
serve=0
for argument in "$@"; do
    case "$argument" in
    --no-browser) browser=0 ;;
    --serve) serve=1 ;;
    *) echo "Error: unknown option '$argument' (use --no-browser or --serve)." >&2; exit 64 ;;
    esac
done

MODULES=(TransitionCore TransitionConfiguration HeadlessUI TransitionTesting TransitionPreview SlideTransition FadeScaleTransition
    DrawerTransition TabTransition ContainerTransformTransition TransitionUIKit TransitionCatalogue)
out=.build-docs
rm -rf "$out"
mkdir -p "$out/archives" "$out/symbolgraphs"

echo "== symbol graphs (public API)"
swift build -q
graphs=$(swift build --show-bin-path)/../symbolgraph
rm -rf "$graphs"
# It also tries the package's test modules, which `swift build` does not build, and exits non-zero for them;
# the library modules' graphs are checked one by one below instead.
swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
    --emit-extension-block-symbols > "$out/dump-symbol-graph.log" 2>&1 || true
for module in "${MODULES[@]}"; do
    [ -f "$graphs/$module.symbols.json" ] || {
        cat "$out/dump-symbol-graph.log" >&2
        echo "Error: dump-symbol-graph wrote no symbol graph for $module." >&2
        exit 1
    }
done

echo "== docc convert (warnings are errors)"
# Modules are converted in dependency order; each later one gets the earlier archives as dependencies, so a doc
# comment's ``TransitionCore/ContainerEngine`` resolves across modules (the link must name the module).
dependencies=()
for module in "${MODULES[@]}"; do
    mkdir -p "$out/symbolgraphs/$module"
    cp "$graphs/$module.symbols.json" "$out/symbolgraphs/$module/"
    # Extensions the module makes to other modules' types (AnimatorRegistry.catalogue, CGRect: Interpolatable).
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$out/symbolgraphs/$module/" \;
    log="$out/archives/$module.log"
    if ! "$docc" convert "Sources/$module/Documentation.docc" \
        --additional-symbol-graph-dir "$out/symbolgraphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.transitioncatalogue.$module" \
        --output-path "$out/archives/$module.doccarchive" \
        --transform-for-static-hosting --warnings-as-errors \
        --enable-experimental-external-link-support "${dependencies[@]}" > "$log" 2>&1; then
        cat "$log" >&2
        echo "Error: docc convert failed for $module (warnings count as errors)." >&2
        exit 1
    fi
    if grep -E "(warning|error):" "$log" >/dev/null; then
        cat "$log" >&2
        echo "Error: docc reported problems for $module." >&2
        exit 1
    fi
    dependencies+=(--dependency "$out/archives/$module.doccarchive")
    echo "$module: $(find "$out/archives/$module.doccarchive/data" -name '*.json' | wc -l) pages"
done

echo "== docc merge → one static site"
archives=()
for module in "${MODULES[@]}"; do archives+=("$out/archives/$module.doccarchive"); done
"$docc" merge "${archives[@]}" --synthesized-landing-page-name TransitionCatalogue \
    --synthesized-landing-page-kind Package --output-path "$out/TransitionCatalogue.doccarchive" > "$out/merge.log" 2>&1 || {
    cat "$out/merge.log" >&2
    exit 1
}
"$docc" process-archive transform-for-static-hosting "$out/TransitionCatalogue.doccarchive" \
    --output-path "$out/site" > "$out/transform.log" 2>&1 || {
    cat "$out/transform.log" >&2
    exit 1
}

echo "== the HTML gallery, beside the docs at gallery/"
swift run -q transitions gallery --out "$out/site/gallery" --config Examples/tab-drawer-app.json

echo "site: $out/site ($(find "$out/site" -type f | wc -l) files)"
python3 Scripts/check-docs-curation.py

[ "$browser" = 1 ] || exit 0

echo "== pages render in headless Chromium"
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
    echo "Error: chromium is not installed (Debian: apt-get install chromium); it checks that the pages render." >&2
    exit 1
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out/site" > "$out/http.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" 2>/dev/null && break
    sleep 0.1
done

# page path|text the rendered page must contain|…  (DocC pages are rendered by JavaScript: the HTML file alone is
# the same empty shell for every page, so finding the text proves the page rendered.)
checks=(
    "documentation/transitioncore|The engine behind every transition|Timing model|ContainerEngine"
    "documentation/transitioncore/containerengine|ContainerEngine|The container engine: children, one selection"
    "documentation/transitioncore/gettingstarted|Getting started|TabsWithTransitions|SwipeInteraction"
    "documentation/transitionconfiguration/configformat|Config format|Animator parameters|parallaxFactor"
    "documentation/transitionuikit/usingitinanapp|Using it in an app|Around the transition"
    "documentation/transitioncore/timingmodel|Timing model|CAMediaTiming|projected end"
    "documentation/headlessui/testingwithheadlessui|Testing with HeadlessUI|ManualFrameClock"
    "documentation/transitionuikit|TransitionUIKit|TransitionContainerViewController"
    "documentation/transitiontesting/animatorconformance|AnimatorConformance"
    "gallery/index.html|<section class=\"card\""
)
failed=0
for check in "${checks[@]}"; do
    IFS='|' read -r -a parts <<< "$check"
    page=${parts[0]}
    dom="$out/dom-$(echo "$page" | tr '/' '_').html"
    timeout 120 "$chromium" --headless --disable-gpu --no-sandbox --virtual-time-budget=10000 \
        --user-data-dir="$out/chromium-profile" --dump-dom "http://127.0.0.1:$port/$page" > "$dom" 2> /dev/null || true
    missing=()
    for text in "${parts[@]:1}"; do
        grep -qF -- "$text" "$dom" || missing+=("$text")
    done
    if [ "${#missing[@]}" -eq 0 ]; then
        echo "ok   /$page"
    else
        echo "FAIL /$page: the rendered page lacks: ${missing[*]} (DOM in $dom)" >&2
        failed=1
    fi
done
[ "$failed" = 0 ] || { echo "Error: some documentation pages did not render." >&2; exit 1; }

if [ "$serve" = 1 ]; then
    echo "serving http://127.0.0.1:$port/documentation/transitioncore (Ctrl-C stops)"
    wait "$server"
fi
