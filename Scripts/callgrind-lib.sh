# Shared by the Scripts/*-instructions.sh measurements: build TransitionCore and TransitionConfiguration (the config,
# on top of it) in release mode, compile a harness against them with swiftc -O, and count the instructions a run executes with valgrind's callgrind.
#
#   source "$(dirname "$0")/callgrind-lib.sh"
#   callgrind_setup PACKAGE_DIR SCRATCH_NAME        # sets $package, $scratch, $harness_dir; builds TransitionCore
#   callgrind_setup_modules PACKAGE_DIR SCRATCH_NAME MODULE...   # the same for the modules named (and listed deps)
#   callgrind_compile HARNESS.swift BINARY           # swiftc -O against the release module and objects
#   callgrind_instructions BINARY ARG...             # prints Ir, the instructions executed by `BINARY ARG...`

callgrind_setup() {
    callgrind_setup_modules "${1:-}" "$2" TransitionCore TransitionConfiguration
}

# callgrind_setup_modules PACKAGE_DIR SCRATCH_NAME MODULE...: builds each MODULE in release mode (list the modules the
# harness needs and those they depend on) and collects their object files in $objects.
callgrind_setup_modules() {
    local here
    here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    package=$(cd "${1:-$here}" && pwd)
    scratch="$package/$2"
    harness_dir="$scratch/harness"
    shift 2
    local wanted=("$@")
    if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    fi
    for tool in swift swiftc valgrind; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            echo "Error: '$tool' is not on PATH (valgrind: apt-get install valgrind)." >&2
            exit 1
        fi
    done
    echo "== building ${wanted[*]} (release) in $scratch" >&2
    local target
    for target in "${wanted[@]}"; do
        swift build --package-path "$package" --scratch-path "$scratch" -c release --target "$target" >&2
    done
    release=$(swift build --package-path "$package" --scratch-path "$scratch" -c release --show-bin-path)
    modules="$release/Modules"
    [ -d "$modules" ] || modules="$release"
    objects=()
    for target in "${wanted[@]}"; do
        if ! compgen -G "$release/$target.build/*.o" >/dev/null; then
            echo "Error: no object files in $release/$target.build." >&2
            exit 1
        fi
        objects+=("$release/$target.build/"*.o)
    done
    mkdir -p "$harness_dir"
}

callgrind_compile() {
    echo "== compiling the harness (swiftc -O)" >&2
    swiftc -O -I "$modules" "$1" "${objects[@]}" -o "$2"
}

callgrind_instructions() {
    local binary=$1
    shift
    local name
    name=$(IFS=.; echo "$*")
    local out="$harness_dir/callgrind.$(basename "$binary").$name.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" "$@" >/dev/null 2>&1
    # The profile's "summary:" line (or "totals:" in older formats) is the total of Ir, the instructions executed.
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}
