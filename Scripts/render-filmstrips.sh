#!/usr/bin/env bash
# Writes the README's previews to Filmstrips/, two SVGs per catalogue animator with its defaults: NAME.svg, a still
# filmstrip of six phones (`transitions render NAME`), and NAME-motion.svg, one phone playing the transition in a
# loop (`--motion`), so the catalogue table shows what each animator does and cannot drift from the engine.
#
#   Scripts/render-filmstrips.sh           # rewrite Filmstrips/*.svg
#   Scripts/render-filmstrips.sh --check   # exit 1 if a committed filmstrip differs from what the tool renders
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
check=0
case "${1:-}" in
"") ;;
--check) check=1 ;;
*) echo "Error: unknown option '$1' (use --check)." >&2; exit 64 ;;
esac

status=0
# render NAME SUFFIX ARGS...: compares or writes Filmstrips/NAME-SUFFIX.svg from `transitions render NAME ARGS...`.
render() {
    local name=$1 suffix=$2
    shift 2
    local rendered target
    rendered=$(mktemp)
    swift run -q transitions render "$name" "$@" > "$rendered"
    target="Filmstrips/$name$suffix.svg"
    if [ "$check" = 1 ]; then
        if ! cmp -s "$rendered" "$target"; then
            echo "Error: $target is not what 'transitions render $name $*' draws; run Scripts/render-filmstrips.sh" >&2
            status=1
        fi
        rm -f "$rendered"
    else
        mv "$rendered" "$target"
    fi
}
for name in slide fade-scale drawer tab container-transform; do
    render "$name" "" --frames 6
    render "$name" "-motion" --motion
done
exit "$status"
