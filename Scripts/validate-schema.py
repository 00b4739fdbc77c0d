#!/usr/bin/env python3
"""Keeps Schemas/transitions.schema.json in step with the format.

Every Examples/*.json must validate, and every Tests/Fixtures/configs/invalid-schema/*.json must not.
Prints `path: error: …` per mismatch and a summary; exits 1 on any mismatch, 2 when jsonschema is missing.
"""
import json
import pathlib
import sys

try:
    from jsonschema import Draft202012Validator
except ImportError:
    print("Error: the 'jsonschema' package is missing; install it with 'python3 -m pip install jsonschema'.",
          file=sys.stderr)
    sys.exit(2)

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "Schemas" / "transitions.schema.json"


def load(path):
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


def main():
    schema = load(SCHEMA)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    valid = sorted((ROOT / "Examples").glob("*.json"))
    invalid = sorted((ROOT / "Tests" / "Fixtures" / "configs" / "invalid-schema").glob("*.json"))
    if not valid or not invalid:
        print("Error: expected at least one example and one invalid-schema fixture.", file=sys.stderr)
        return 1
    problems = 0
    for path in valid:
        for error in sorted(validator.iter_errors(load(path)), key=lambda e: list(e.absolute_path)):
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path.relative_to(ROOT)}: error: an example fails the schema at {where}: {error.message}")
            problems += 1
    for path in invalid:
        if validator.is_valid(load(path)):
            print(f"{path.relative_to(ROOT)}: error: an invalid fixture passes the schema; tighten the schema")
            problems += 1
    print(f"schema: {len(valid)} examples valid, {len(invalid)} invalid fixtures rejected, {problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
