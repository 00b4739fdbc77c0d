#!/usr/bin/env python3
"""Keeps Schemas/transitions.schema.json in step with the format.

Every Examples/*.json and Tests/Fixtures/configs/valid/*.json must validate, and every Tests/Fixtures/configs/invalid-schema/*.json must not.
With `--tool PATH` (the built `transitions` executable) it also probes every animator parameter at its edges —
the default, the range's ends and just past them, a choice not offered, an unknown parameter — and checks the schema
and `transitions validate` give each probe the same verdict.
Prints `path: error: …` per mismatch and a summary; exits 1 on any mismatch, 2 when jsonschema is missing.
"""
import subprocess
import tempfile
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
    valid += sorted((ROOT / "Tests" / "Fixtures" / "configs" / "valid").glob("*.json"))
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
    if "--tool" in sys.argv:
        problems += agreement(schema, validator, sys.argv[sys.argv.index("--tool") + 1])
    return 1 if problems else 0


def probes(schema):
    """(description, animator object) pairs at the edges of every parameter the schema describes."""
    for rule in schema["$defs"]["animatorParameters"]["allOf"]:
        kind = rule["if"]["properties"]["type"]["const"]
        yield f"{kind} with no parameters", {"type": kind}
        yield f"{kind} with an unknown parameter", {"type": kind, "notAParameter": 1}
        for name, spec in rule["then"]["properties"].items():
            if "enum" in spec:
                for value in spec["enum"]:
                    yield f"{kind}.{name} = {value!r}", {"type": kind, name: value}
                yield f"{kind}.{name} = 'not-a-choice'", {"type": kind, name: "not-a-choice"}
            elif spec.get("type") in ("number", "integer"):
                low, high = spec.get("minimum"), spec.get("maximum")
                step = 1 if spec["type"] == "integer" else 1e-6 * max(1, abs(high or 1))
                for value in [low, high, None if low is None else low - step, None if high is None else high + step]:
                    if value is not None:
                        yield f"{kind}.{name} = {value}", {"type": kind, name: value}
                yield f"{kind}.{name} = 'text'", {"type": kind, name: "text"}
            elif spec.get("type") == "boolean":
                yield f"{kind}.{name} = true", {"type": kind, name: True}
                yield f"{kind}.{name} = 1", {"type": kind, name: 1}


def agreement(schema, validator, tool):
    """Runs each probe through the schema and through `transitions validate`; returns the disagreements."""
    problems = 0
    count = 0
    with tempfile.TemporaryDirectory() as folder:
        for index, (label, animator) in enumerate(probes(schema)):
            config = {"version": 1, "transitions": [{"from": "A", "to": "B", "animator": animator}]}
            path = pathlib.Path(folder) / f"probe-{index}.json"
            path.write_text(json.dumps(config))
            by_schema = validator.is_valid(config)
            by_tool = subprocess.run([tool, "validate", str(path)], capture_output=True).returncode == 0
            count += 1
            if by_schema != by_tool:
                verdict = lambda ok: "accepts" if ok else "rejects"
                print(f"error: {label}: the schema {verdict(by_schema)} it but the tool {verdict(by_tool)} it")
                problems += 1
    print(f"schema and tool: {count} parameter probes, {problems} disagreements")
    return problems


if __name__ == "__main__":
    sys.exit(main())
