#!/usr/bin/env python3
"""Checks that each README code block marked `<!-- snippet: PATH -->` shows the code between `// README: begin` and
`// README: end` in PATH (dedented), so README code that CI compiles cannot drift from what the README shows."""
import pathlib
import re
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
MARK = re.compile(r"<!-- snippet: (\S+) -->\n```swift\n(.*?)```", re.DOTALL)


def main():
    readme = (ROOT / "README.md").read_text()
    problems = 0
    found = MARK.findall(readme)
    for path, block in found:
        source = (ROOT / path).read_text()
        try:
            start = source.index("// README: begin\n") + len("// README: begin\n")
            end = source.index("// README: end", start)
        except ValueError:
            print(f"error: {path} has no '// README: begin' … '// README: end' region", file=sys.stderr)
            problems += 1
            continue
        # The region ends at the start of its end marker's line.
        body = textwrap.dedent(source[start:source.rindex("\n", start, end) + 1]).strip()
        if body not in block:
            print(f"error: README.md's snippet for {path} differs from the compiled code; copy it over", file=sys.stderr)
            problems += 1
    if not found:
        print("error: README.md has no marked snippets", file=sys.stderr)
        return 1
    print(f"README snippets: {len(found)} checked, {problems} out of date")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
