#!/usr/bin/env bash
# Checks Katas/parallel.sh on a scratch repository whose four tickets collide the way the kata measured
# in the Starter: T4 rewrites the one method the other three each add a line to, so T4 conflicts with
# each of them, and T1, T2, T3 merge with each other cleanly.
#   .ci/check-parallel.sh      (from the package root; .ci/run runs it)
set -euo pipefail
script="$(cd "$(dirname "$0")/.." && pwd)/Katas/parallel.sh"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
git init -q -b main .
git config user.name check
git config user.email check@localhost
printf 'func registerTapped() {\n    validate()\n\n    fallback()\n\n    callAPI()\n}\n' >Screen.swift
git add -A && git commit -qm base

expect() {
    if ! grep -qF -- "$1" <<<"$2"; then
        echo "check-parallel: expected the line: $1"
        echo "in:"
        echo "$2"
        exit 1
    fi
}

output="$("$script" setup)"
expect "  .parallel/pair1   branch t1-starter" "$output"
sed -i.bak 's/^    validate()$/    validate()\n    refuseRoles()/' .parallel/pair1/Screen.swift
sed -i.bak 's/^    fallback()$/    fallback(known)/' .parallel/pair3/Screen.swift
sed -i.bak 's/^    callAPI()$/    await callAPI()/' .parallel/pair2/Screen.swift
printf 'func registerTapped() {\n    guard isAcceptable() else { return }\n}\n' >.parallel/pair4/Screen.swift
for n in 1 2 3 4; do
    rm -f .parallel/pair$n/Screen.swift.bak
    git -C .parallel/pair$n commit -qam "T$n"
done

if "$script" setup >/dev/null 2>&1; then
    echo "check-parallel: a second setup should refuse"
    exit 1
fi

output="$("$script" count starter)"
expect "  T1 + T2   clean" "$output"
expect "  T3 + T4   conflict, 1 hunk" "$output"
expect "  T1 T2 T3 T4   1 of 4 merges stopped, 1 conflict hunk" "$output"
expect "  T4 T1 T2 T3   3 of 4 merges stopped, 3 conflict hunks" "$output"
expect "Round starter: from 1 to 3 stopped merges, depending on the order." "$output"
[ "$(grep -cE '^  T[1-4] T[1-4] T' <<<"$output")" = 24 ] || { echo "check-parallel: expected 24 orders"; exit 1; }

output="$("$script" round2)"
expect "  .parallel/pair4   branch t4-refactored" "$output"
for n in 1 2 3 4; do
    echo "t$n" >".parallel/pair$n/T$n.swift"
    git -C .parallel/pair$n add -A
    git -C .parallel/pair$n commit -qm "T$n"
done
# A count interrupted mid-merge leaves its merge folder half merged: the next count starts it anew.
git worktree add -q --detach .parallel/merge t4-starter
git -C .parallel/merge merge -q t1-starter >/dev/null 2>&1 && { echo "check-parallel: T1 into T4 should conflict"; exit 1; }
output="$("$script" count refactored)"
expect "  T4 T3 T2 T1   0 of 4 merges stopped, 0 conflict hunks" "$output"
expect "Round refactored: from 0 to 0 stopped merges, depending on the order." "$output"

# reset refuses while a pair has uncommitted work or commits merged nowhere else, and names them.
echo "not yet committed" >.parallel/pair2/Notes.swift
git worktree lock .parallel/pair3 # as an interrupted setup leaves a worktree
if output="$("$script" reset)"; then echo "check-parallel: reset should refuse"; exit 1; fi
expect "  .parallel/pair2 has uncommitted changes" "$output"
expect "  branch t1-refactored has 1 commit(s) merged into no other branch" "$output"
expect "    Katas/parallel.sh reset --force" "$output"
[ -f .parallel/pair2/Notes.swift ] || { echo "check-parallel: a refused reset deleted work"; exit 1; }
git branch keep-t1 t1-refactored
output="$("$script" reset --force)"
expect "Deleted, as --force asked:" "$output"
expect "  .parallel/pair2 has uncommitted changes" "$output"
if grep -qF "branch t1-refactored" <<<"$output"; then echo "check-parallel: t1-refactored is kept on keep-t1"; exit 1; fi
[ ! -d .parallel ] && [ -z "$(git branch --list 't*' parallel-base)" ] || { echo "check-parallel: reset left things"; exit 1; }
echo "Katas/parallel.sh: setup, round2, count (24 orders each round, also after an interrupted merge) and reset"
echo "(refusing to lose uncommitted work or unmerged commits, --force, a locked worktree) behave as documented"
