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
echo ".parallel/" >.gitignore # as the project's own .gitignore has it
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

# Everything below runs on a fresh repository each time: the same base commit, no exercise yet.
fresh() {
    local repository="$scratch/$1"
    rm -rf "$repository"
    git clone -q "$scratch" "$repository"
    cd "$repository"
    git config user.name check
    git config user.email check@localhost
}
# What the exercise leaves behind: nothing, once reset.
expect_nothing_left() {
    [ ! -e .parallel ] || { echo "check-parallel: $1: .parallel is left"; exit 1; }
    [ -z "$(git branch --list 't*' parallel-base)" ] || { echo "check-parallel: $1: branches are left"; exit 1; }
    [ ! -e .git/worktrees ] || [ -z "$(ls -A .git/worktrees)" ] || { echo "check-parallel: $1: git still lists checkouts"; exit 1; }
}
# Whether the exercise is fully set up: four whole pair folders, each on its branch at parallel-base.
expect_set_up() {
    local n
    for n in 1 2 3 4; do
        [ "$(git -C .parallel/pair$n symbolic-ref --short HEAD)" = "t$n-starter" ] \
            && [ -z "$(git -C .parallel/pair$n status --porcelain)" ] \
            && [ "$(git -C .parallel/pair$n rev-parse HEAD)" = "$(git rev-parse parallel-base)" ] \
            || { echo "check-parallel: $1: .parallel/pair$n is not set up"; exit 1; }
    done
}
# Runs "$script $*" killed at its 1st, 2nd... stop point (PARALLEL_STOP_AT) until a run ends by itself,
# each time from a state `prepare` makes; after each kill, `after_kill <step>` checks what is left.
kill_at_every_step() {
    local name="$1" prepare="$2" after_kill="$3" step status
    shift 3
    for step in $(seq 1 60); do
        fresh "$name-$step"
        "$prepare"
        # In a shell of its own, whose report of the kill ("Killed") goes nowhere.
        status="$( { PARALLEL_STOP_AT=$step "$script" "$@" >/dev/null 2>&1; echo $?; } 2>/dev/null)"
        if [ "$status" = 0 ]; then
            kills=$((step - 1))
            return
        fi
        [ "$status" = 137 ] || { echo "check-parallel: $* at step $step ended with $status, not killed"; exit 1; }
        "$after_kill" "$step"
    done
    echo "check-parallel: $* never ended by itself"
    exit 1
}
nothing() { :; }

# A setup killed at every step: the next setup finishes it, and reset (without --force) removes what it made.
after_setup_kill() {
    local output
    output="$("$script" reset)" || { echo "check-parallel: reset after setup killed at step $1 refused:"; echo "$output"; exit 1; }
    expect_nothing_left "reset after setup killed at step $1"
    { PARALLEL_STOP_AT=$1 "$script" setup >/dev/null 2>&1 || true; } 2>/dev/null
    output="$("$script" setup)" || { echo "check-parallel: setup after a kill at step $1 failed:"; echo "$output"; exit 1; }
    expect_set_up "setup after a kill at step $1"
    "$script" reset >/dev/null
    expect_nothing_left "setup killed at step $1, run again, then reset"
}
kill_at_every_step setup nothing after_setup_kill setup
setup_kills="$kills"

# A setup whose checkout git cut short (a kill while git wrote the files: git marks it "locked initializing",
# with no index): reset removes it as the script's own, without --force; setup finishes it.
half_made_pair() {
    git branch parallel-base HEAD
    git worktree add -q --no-checkout .parallel/pair1 -b t1-starter parallel-base
    git worktree lock --reason initializing .parallel/pair1
}
fresh half-made
half_made_pair
output="$("$script" reset)" || { echo "check-parallel: reset refused a half-made pair folder:"; echo "$output"; exit 1; }
expect_nothing_left "reset after a half-made checkout"
half_made_pair
output="$("$script" setup)"
expect "An earlier setup was stopped halfway: finishing it, from parallel-base" "$output"
expect_set_up "setup after a half-made checkout"

# A count killed at every step: the next count prints every order, and no merge folder is left.
pairs_committed() {
    "$script" setup >/dev/null
    sed -i.bak 's/^    validate()$/    validate()\n    refuseRoles()/' .parallel/pair1/Screen.swift
    printf 'func registerTapped() {\n    guard isAcceptable() else { return }\n}\n' >.parallel/pair4/Screen.swift
    rm -f .parallel/pair1/Screen.swift.bak
    git -C .parallel/pair1 commit -qam T1
    git -C .parallel/pair4 commit -qam T4
}
after_count_kill() {
    local output
    output="$("$script" count starter)" || { echo "check-parallel: count after a kill at step $1 failed"; exit 1; }
    [ "$(grep -cE '^  T[1-4] T[1-4] T' <<<"$output")" = 24 ] || { echo "check-parallel: count after a kill at step $1: not 24 orders"; exit 1; }
    expect "Round starter: from 1 to 1 stopped merges, depending on the order." "$output"
    [ ! -e .parallel/merge ] && [ "$(git worktree list | wc -l | tr -d ' ')" = 5 ] \
        || { echo "check-parallel: count after a kill at step $1 left its merge folder"; exit 1; }
}
kill_at_every_step count pairs_committed after_count_kill count starter
count_kills="$kills"

# round2 killed at every step: the next round2 finishes, and the files it switched are dated ahead.
after_round2_kill() {
    local n
    "$script" round2 >/dev/null || { echo "check-parallel: round2 after a kill at step $1 failed"; exit 1; }
    for n in 1 2 3 4; do
        [ "$(git -C .parallel/pair$n symbolic-ref --short HEAD)" = "t$n-refactored" ] && [ -z "$(git -C .parallel/pair$n status --porcelain)" ] \
            || { echo "check-parallel: round2 after a kill at step $1: pair$n is not on t$n-refactored"; exit 1; }
    done
}
kill_at_every_step round2 pairs_committed after_round2_kill round2
round2_kills="$kills"
# Dated ahead: its modification date is a second or more after the moment it was dated (its inode's change
# time), however long ago that was (a busy machine may take seconds to get here).
perl -e 'my @s = stat $ARGV[0]; exit($s[9] >= $s[10] + 1 ? 0 : 1)' .parallel/pair1/Screen.swift \
    || { echo "check-parallel: round2 did not date the file it switched ahead"; exit 1; }

# reset killed at every step: the next reset finishes.
after_reset_kill() {
    "$script" reset >/dev/null || { echo "check-parallel: reset after a kill at step $1 failed"; exit 1; }
    expect_nothing_left "reset after a kill at step $1"
}
set_up() { "$script" setup >/dev/null; }
kill_at_every_step reset set_up after_reset_kill reset
reset_kills="$kills"

# A pair's commit on a detached HEAD survives reset, which names it; --force says it deleted it.
fresh detached-pair
"$script" setup >/dev/null
git -C .parallel/pair2 switch -q --detach
echo "mine" >.parallel/pair2/Mine.swift
git -C .parallel/pair2 add -A
git -C .parallel/pair2 commit -qm mine
mine="$(git -C .parallel/pair2 rev-parse HEAD)"
short="$(git -C .parallel/pair2 rev-parse --short HEAD)"
if output="$("$script" reset)"; then echo "check-parallel: reset should keep a detached commit"; exit 1; fi
expect "  .parallel/pair2 is on a detached HEAD at $short with 1 commit(s) no branch holds (keep them: git branch my-work $short)" "$output"
[ "$(git -C .parallel/pair2 rev-parse HEAD)" = "$mine" ] || { echo "check-parallel: a refused reset moved pair2"; exit 1; }
output="$("$script" reset --force)"
expect "Deleted, as --force asked:" "$output"
expect "  .parallel/pair2 is on a detached HEAD at $short with 1 commit(s) no branch holds" "$output"
expect_nothing_left "reset --force"

# A setup made on a detached HEAD with a commit of its own, then a switch back to main: parallel-base alone
# holds the commit, and reset keeps it.
fresh detached-setup
git switch -q --detach
git commit -q --allow-empty -m mine
mine="$(git rev-parse HEAD)"
"$script" setup >/dev/null
git switch -q main
if output="$("$script" reset)"; then echo "check-parallel: reset should keep the commit parallel-base holds"; exit 1; fi
expect "  branch parallel-base has 1 commit(s) merged into no other branch" "$output"
git cat-file -e "$mine" && git rev-parse -q --verify parallel-base >/dev/null \
    || { echo "check-parallel: a refused reset deleted parallel-base"; exit 1; }

echo "Katas/parallel.sh: setup, round2, count (24 orders each round, also after an interrupted merge) and reset"
echo "(refusing to lose uncommitted work or unmerged commits, --force, a locked worktree) behave as documented;"
echo "killed at every step (setup $setup_kills times, count $count_kills, round2 $round2_kills, reset $reset_kills), each runs"
echo "again to its end; a half-made checkout is the script's own; commits on a detached HEAD survive reset"
