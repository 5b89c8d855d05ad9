#!/usr/bin/env bash
# The reference solutions of the refactoring katas, stored as patches (Katas/Solutions/<kata>.patch): each
# applies to the reference result of the app's previous kata, the first of an app to the untouched Starter.
#
#   Katas/Solutions/solutions.sh check      CI: in a scratch copy of HEAD, applies each app's patches in kata
#                                           order; after each, declares the change requests built so far, runs
#                                           that app's specs on the Starter, then the whole `swift test`: all
#                                           must pass
#   Katas/Solutions/solutions.sh branches   makes one local branch per solution, solution/<kata>, from HEAD,
#                                           applying the patches with a three-way merge; stops at a conflict
#   Katas/Solutions/solutions.sh patches    writes the patch files again from the solution/<kata> branches
#
# After the Starter changes on main: `branches`, resolve any conflict on the branch it names (commit there,
# then run `branches` again: it continues from the next kata), then `patches`, then `check`.
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
solutions=Katas/Solutions
order=(expenses-srp expenses-ocp expenses-dip expenses-isp expenses-lsp
    cart-readability cart-reusability cart-refactorability
    registration-srp registration-dip registration-composition)
# The change requests each kata builds (the rest build none).
requests_of() {
    case "$1" in
    expenses-ocp) echo EXP-1 ;;
    expenses-lsp) echo EXP-2 ;;
    cart-refactorability) echo CART-1 CART-2 ;;
    registration-composition) echo REG-1 REG-2 ;;
    esac
}
app_of() { echo "${1%%-*}"; }
stored() { for kata in "${order[@]}"; do [ -f "$solutions/$kata.patch" ] && echo "$kata"; done; return 0; }
# The solution before <kata> in the same app, or nothing for the app's first.
previous_of() {
    local kata="$1" previous=""
    for other in $(stored); do
        [ "$other" = "$kata" ] && { echo "$previous"; return; }
        [ "$(app_of "$other")" = "$(app_of "$kata")" ] && previous="$other"
    done
}
paths=(Starter Tests/Adapters/Starter ':(exclude)Tests/Adapters/Starter/StarterAdapter.swift')

check() {
    local kata app requests
    scratch="$(mktemp -d)"
    trap 'git worktree remove --force "$scratch/copy" >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
    git worktree add -q --detach "$scratch/copy" HEAD
    for app in expenses cart registration; do
        git -C "$scratch/copy" checkout -q -- . && git -C "$scratch/copy" clean -fdq
        requests=""
        for kata in $(stored); do
            [ "$(app_of "$kata")" = "$app" ] || continue
            git -C "$scratch/copy" apply "$root/$solutions/$kata.patch" \
                || { echo "solutions: $kata.patch does not apply after the ones before it"; exit 1; }
            requests="$requests $(requests_of "$kata")"
            if [ -n "${requests// /}" ]; then
                (cd "$scratch/copy" && swift run -q kata declare $requests >/dev/null)
            fi
            if ! (cd "$scratch/copy" && swift run -q kata check "$app" --implementation starter >"$scratch/$kata.log" 2>&1); then
                tail -40 "$scratch/$kata.log"
                echo "✗ $kata: a spec fails with the reference solution applied (output above)"
                exit 1
            fi
            # The whole suite, as an attendee runs it after the kata: the tool's own tests must not judge the
            # Starter's text, so a refactor that keeps the behaviour keeps `swift test` green.
            if ! (cd "$scratch/copy" && swift test >"$scratch/$kata.test.log" 2>&1); then
                grep -E '✘|error:|failed' "$scratch/$kata.test.log" | head -40 || true
                echo "✗ $kata: swift test is red with the reference solution applied (output above)"
                exit 1
            fi
            declared="$(echo $requests)"
            echo "✓ $kata: every $app spec green on the Starter, and swift test green (declared: ${declared:-none})"
        done
    done
}

branches() {
    local base=solution/base kata previous start
    git rev-parse -q --verify solution/base >/dev/null || git branch solution/base HEAD
    for kata in $(stored); do
        previous="$(previous_of "$kata")"
        start="${previous:+solution/$previous}"
        start="${start:-$base}"
        if git rev-parse -q --verify "solution/$kata" >/dev/null; then
            echo "solution/$kata exists: kept (delete it to make it again)"
            continue
        fi
        git worktree add -q "$root/.solution-work" -b "solution/$kata" "$start"
        if ! git -C "$root/.solution-work" apply -3 "$root/$solutions/$kata.patch"; then
            echo "solutions: $kata.patch conflicts with the code below it. Resolve in .solution-work/ (branch"
            echo "solution/$kata), commit there, then: git worktree remove .solution-work && $0 branches"
            exit 1
        fi
        git -C "$root/.solution-work" add -A
        git -C "$root/.solution-work" -c user.name=solutions -c user.email=solutions@localhost \
            commit -q -m "Reference solution: $kata"
        git worktree remove "$root/.solution-work"
        echo "solution/$kata"
    done
}

patches() {
    local kata previous from
    for kata in $(stored); do
        previous="$(previous_of "$kata")"
        from="${previous:+solution/$previous}"
        from="${from:-solution/base}"
        git diff -M "$from" "solution/$kata" -- "${paths[@]}" >"$solutions/$kata.patch"
        echo "$solutions/$kata.patch from $from..solution/$kata"
    done
}

case "${1:-}" in
check) check ;;
branches) branches ;;
patches) patches ;;
*) sed -n '5,13p' "$0" | sed 's/^# //'; exit 2 ;;
esac
