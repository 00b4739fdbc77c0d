#!/usr/bin/env python3
"""Prints the instructions a callgrind profile spent in HeadlessUI, the in-memory model of UIKit that the UIKit layer
runs on here: what UIKit's own work costs on a phone and replaces there.

    Scripts/callgrind-model-part.py CALLGRIND_OUT     # prints "MODEL MODEL_OWN"

The model's part is the exclusive cost of every function of the HeadlessUI module (by its mangled name, so closures
and thunks count), and of every function outside the package's own modules and the harness (the Swift runtime's
reference counting, exclusivity checks, allocations and metadata look-ups, the standard library) in the proportion
that its callers are the model's, weighted by what each call cost. A package function is always the package's, even
when the model calls it back (a layout callback, a display link's frame, a deinit run by the model's release). The
profile keeps caller-callee pairs rather than whole stacks, so a runtime function's share is its callers' average:
an estimate. The second number printed is the model's own functions alone, without any runtime work: the total
minus it is an upper bound of the package's part.
"""
import re
import sys

MODEL = ("$s10HeadlessUI",)
# The package's own modules and the harness: a call from the model into these is the package's cost.
PACKAGE = (
    "$s14TransitionCore", "$s15TransitionUIKit", "$s23TransitionConfiguration", "$s15SlideTransition",
    "$s19FadeScaleTransition", "$s13TabTransition", "$s28ContainerTransformTransition", "$s16DrawerTransition",
    "$s4main",
)


def main(path):
    names = {}  # compressed id -> name
    current = None
    pending_call = None
    self_cost = {}
    edges = {}  # (caller, callee) -> inclusive cost

    def name_of(spec):
        match = re.match(r"\((\d+)\)(?: (.*))?", spec)
        if not match:
            return spec
        key, name = match.groups()
        if name is not None:
            names[key] = name
        return names.get(key, key)

    with open(path, errors="replace") as profile:
        for line in profile:
            line = line.rstrip("\n")
            if line.startswith("fn="):
                current = name_of(line[3:])
                pending_call = None
            elif line.startswith("cfn="):
                pending_call = name_of(line[4:])
            elif line.startswith("calls="):
                pass
            elif line and (line[0].isdigit() or line[0] in "+-*"):
                parts = line.split()
                if len(parts) < 2 or current is None:
                    continue
                cost = int(parts[1])
                if pending_call is not None:
                    edges[(current, pending_call)] = edges.get((current, pending_call), 0) + cost
                    pending_call = None
                else:
                    self_cost[current] = self_cost.get(current, 0) + cost

    def is_model(name):
        # An extension the package writes on a model type (`extension UIView` in TransitionUIKit) is mangled under
        # the type's module with the extending module's name before `E`: it is the package's.
        return name.startswith(MODEL) and not any(module[2:] + "E" in name for module in PACKAGE)

    def is_package(name):
        return name.startswith(PACKAGE)

    # The share of each other function's own cost done for the model: its callers' shares, weighted by what each
    # call cost, a model function's being 1 and a package function's 0. A runtime function the model calls (a
    # retain, an exclusivity check, malloc) is the model's as far as the model called it, and so is what it calls
    # in turn; a package function is always the package's, even when the model calls it back.
    callers = {}
    for (caller, callee), cost in edges.items():
        if caller != callee:
            callers.setdefault(callee, []).append((caller, cost))
    share = {}

    def share_of(name):
        if is_model(name):
            return 1.0
        if is_package(name):
            return 0.0
        return share.get(name, 0.0)

    for _ in range(60):
        changed = 0.0
        for name, incoming in callers.items():
            if is_model(name) or is_package(name):
                continue
            total = sum(cost for _, cost in incoming)
            if total <= 0:
                continue
            value = sum(cost * share_of(caller) for caller, cost in incoming) / total
            changed = max(changed, abs(value - share.get(name, 0.0)))
            share[name] = value
        if changed < 1e-9:
            break
    model = sum(cost * share_of(name) for name, cost in self_cost.items())
    own = sum(cost for name, cost in self_cost.items() if is_model(name))
    print(round(model), own)


if __name__ == "__main__":
    main(sys.argv[1])
