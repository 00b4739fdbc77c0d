#!/usr/bin/env bash
# Writes every catalogue animator's parameters (type, allowed values, default, meaning), as `transitions list
# --markdown` prints them from the registry, between the BEGIN/END GENERATED markers of the ConfigFormat article,
# so the reference cannot drift from the code.
#
#   Scripts/generate-config-reference.sh           # rewrite the section
#   Scripts/generate-config-reference.sh --check   # exit 1 if the committed article differs from the registry
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
article=Sources/TransitionConfiguration/Documentation.docc/ConfigFormat.md
check=0
case "${1:-}" in
"") ;;
--check) check=1 ;;
*) echo "Error: unknown option '$1' (use --check)." >&2; exit 64 ;;
esac

generated=$(mktemp)
updated=$(mktemp)
trap 'rm -f "$generated" "$updated"' EXIT
swift run -q transitions list --markdown > "$generated"
python3 - "$article" "$generated" "$updated" <<'PY'
import sys
article, generated, updated = sys.argv[1:]
text = open(article).read()
begin = "<!-- BEGIN GENERATED: transitions list --markdown -->\n"
end = "<!-- END GENERATED -->"
if text.count(begin) != 1 or text.count(end) != 1:
    sys.exit(f"error: {article} needs exactly one '{begin.strip()}' and one '{end}' line")
head, rest = text.split(begin)
_, tail = rest.split(end)
open(updated, "w").write(head + begin + "\n" + open(generated).read() + "\n" + end + tail)
PY
if [ "$check" = 1 ]; then
    if ! diff -u "$article" "$updated"; then
        echo "Error: $article's parameter reference differs from the registry; run Scripts/generate-config-reference.sh" >&2
        exit 1
    fi
    echo "config reference: $article matches the registry"
else
    cp "$updated" "$article"
    echo "wrote the parameter reference into $article"
fi
