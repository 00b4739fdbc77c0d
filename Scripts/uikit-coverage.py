#!/usr/bin/env python3
"""Line coverage of Sources/TransitionUIKit by `swift test --enable-code-coverage` on this machine (llvm-cov's export,
which SwiftPM writes after the run): prints each file and the total, and exits 1 below --minimum (percent)."""
import argparse
import json
import subprocess
import sys

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--minimum", type=float, default=0, help="fail below this percentage of lines")
parser.add_argument("--directory", default="Sources/TransitionUIKit/", help="the sources to count")
args = parser.parse_args()

path = subprocess.run(["swift", "test", "--show-codecov-path"], capture_output=True, text=True, check=True).stdout.strip()
data = json.load(open(path))
rows, covered, total = [], 0, 0
for entry in data["data"][0]["files"]:
    if f"/{args.directory}" not in entry["filename"]:
        continue
    lines = entry["summary"]["lines"]
    covered += lines["covered"]
    total += lines["count"]
    rows.append((lines["percent"], lines["covered"], lines["count"], entry["filename"].split(args.directory)[-1]))
if total == 0:
    sys.exit(f"Error: no lines of '{args.directory}' in {path}; run 'swift test --enable-code-coverage' first.")
for percent, hit, count, name in sorted(rows):
    print(f"{percent:6.1f}%  {hit:4d}/{count:4d}  {name}")
figure = 100 * covered / total
print(f"{args.directory}: {figure:.1f}% of lines executed ({covered}/{total}) by the Linux tests")
if figure < args.minimum:
    sys.exit(f"Error: {figure:.1f}% is below the required {args.minimum:.0f}%.")
