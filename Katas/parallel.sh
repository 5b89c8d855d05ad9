#!/usr/bin/env bash
# The parallel-changes exercise (Katas/3-Registration/4-registration-parallel-changes.md), set up inside the
# project: one folder per pair under .parallel/ (ignored by git), reused for both rounds, and a count of the
# merge conflicts of every merge order.
#
#   Katas/parallel.sh setup                       parallel-base from the current commit; .parallel/pair1..4 on t1..t4-starter
#   Katas/parallel.sh round2                      each pair folder switches to its t<N>-refactored branch (same build)
#   Katas/parallel.sh count starter|refactored    merges t1..t4-<round> in all 24 orders; conflicts of each order
#   Katas/parallel.sh reset [--force]             removes .parallel/ and the exercise's branches; refuses while
#                                                 a pair has uncommitted work or commits held nowhere else
#
# Each command can be stopped (Ctrl-C, a kill, a closed laptop) and run again: it finishes the job, and tells
# its own half-made checkouts from a pair's work.
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
cd "$root"
folder=.parallel
pairs=(1 2 3 4)

usage() {
    sed -n '5,9p' "$0" | sed 's/^# //'
    exit 2
}

# The moments between two writes, where the checks kill the script (.ci/check-parallel.sh): with
# PARALLEL_STOP_AT=N, the script kills itself (SIGKILL, as a power cut would end it) at its N-th such moment.
stops=0
stop_point() {
    stops=$((stops + 1))
    if [ "${PARALLEL_STOP_AT:-0}" = "$stops" ]; then kill -KILL $$; fi
}

# Moves the dates of the files that differ between two commits in a pair folder two seconds ahead, as the
# kata tool dates what it writes: the pair's next build compiles them even within the second of its last one.
date_ahead() {
    local pair="$1" from="$2" to="$3"
    git -C "$pair" diff --name-only -z "$from" "$to" | (cd "$pair" && xargs -0 perl -e '
        my $t = time + 2; for (@ARGV) { utime $t, $t, $_ if -e $_ }' --)
}

require_clean() {
    if [ -n "$(git -C "${1:-.}" status --porcelain)" ]; then
        echo "parallel: ${1:-the project folder} has uncommitted changes. Commit them, or put them aside with"
        echo "    git stash --include-untracked"
        echo "and run the command again."
        exit 1
    fi
}

# The absolute path git records for a worktree at $1 (which may not exist).
absolute() {
    echo "$(cd "$(dirname "$1")" && pwd -P)/$(basename "$1")"
}

# Whether git still marks the worktree at $1 as being made ("locked initializing"): a setup stopped while git
# checked the folder out. What such a folder holds is the script's own half-made checkout, never a pair's work.
half_made() {
    git worktree list --porcelain | awk -v want="worktree $(absolute "$1")" '
        $0 == want { here = 1; next }
        /^worktree / { here = 0 }
        here && $0 == "locked initializing" { found = 1 }
        END { exit !found }'
}

# Whether pair N's folder is a whole checkout (on any branch: the pairs may have moved on).
pair_is_whole() {
    local pair="$folder/pair$1"
    [ -e "$pair/.git" ] && ! half_made "$pair" && git -C "$pair" rev-parse -q --verify HEAD >/dev/null 2>&1
}

# Whether pair N's folder is as setup leaves it: on t<N>-starter at parallel-base, without changes.
pair_is_untouched() {
    local pair="$folder/pair$1"
    [ "$(git -C "$pair" symbolic-ref -q --short HEAD)" = "t$1-starter" ] \
        && [ "$(git -C "$pair" rev-parse HEAD)" = "$(git rev-parse parallel-base)" ] \
        && [ -z "$(git -C "$pair" status --porcelain)" ]
}

setup() {
    local n pair whole=yes untouched=yes
    require_clean
    for n in "${pairs[@]}"; do
        pair_is_whole "$n" || whole=no
        [ "$whole" = no ] || pair_is_untouched "$n" || untouched=no
    done
    if git rev-parse -q --verify parallel-base >/dev/null; then
        if [ "$whole" = yes ] && [ "$untouched" = no ]; then
            echo "parallel: the exercise is set up already (parallel-base and $folder/pair1..4), and the pairs have"
            echo "started. Start over with: Katas/parallel.sh reset"
            exit 1
        fi
        [ "$whole" = yes ] || echo "An earlier setup was stopped halfway: finishing it, from parallel-base ($(git rev-parse --short parallel-base))."
    else
        git branch parallel-base HEAD
        stop_point
    fi
    mkdir -p "$folder"
    for n in "${pairs[@]}"; do
        pair="$folder/pair$n"
        if ! pair_is_whole "$n"; then
            remove_worktree "$pair" || { echo "parallel: $pair is not a checkout of this script's; move it away and run setup again"; exit 1; }
            if git rev-parse -q --verify "t$n-starter" >/dev/null; then
                git worktree add -q "$pair" "t$n-starter"
            else
                git worktree add -q "$pair" -b "t$n-starter" parallel-base
            fi
            stop_point
        fi
        echo "  $pair   branch $(git -C "$pair" symbolic-ref -q --short HEAD || echo "(detached)")"
    done
    cat <<TEXT
Four pair folders, all on parallel-base ($(git rev-parse --short parallel-base)).
Each folder builds once, the first time a pair runs swift build there; round 2 reuses that build.
Build them one after another now, while the pairs read their tickets:
    for n in 1 2 3 4; do (cd $folder/pair\$n && swift build --build-tests); done
Next: each pair works in its folder, e.g. cd $folder/pair1, and commits on its branch.
When the pairs are done: Katas/parallel.sh count starter
TEXT
}

round2() {
    local n pair from
    for n in "${pairs[@]}"; do
        pair="$folder/pair$n"
        [ "$(git -C "$pair" symbolic-ref -q --short HEAD)" = "t$n-refactored" ] && continue
        require_clean "$pair"
        if [ -z "$(git -C "$pair" symbolic-ref -q HEAD)" ] && [ -n "$(own_commits "$pair")" ]; then
            echo "parallel: $pair is on a detached HEAD at $(git -C "$pair" rev-parse --short HEAD), with commits no branch holds."
            echo "Keep them on a branch first: git -C $pair branch my-work $(git -C "$pair" rev-parse --short HEAD)"
            echo "and run the command again."
            exit 1
        fi
    done
    for n in "${pairs[@]}"; do
        pair="$folder/pair$n"
        if [ "$(git -C "$pair" symbolic-ref -q --short HEAD)" != "t$n-refactored" ]; then
            from="$(git -C "$pair" rev-parse HEAD)"
            if git rev-parse -q --verify "t$n-refactored" >/dev/null; then
                git -C "$pair" switch -q "t$n-refactored"
            else
                git -C "$pair" switch -q -c "t$n-refactored" parallel-base
            fi
            date_ahead "$pair" "$from" HEAD
            stop_point
        fi
        echo "  $pair   branch t$n-refactored"
    done
    echo "Each pair folder is on its Refactored branch, from parallel-base; its build is reused."
    echo "When the pairs are done: Katas/parallel.sh count refactored"
}

# Resolves every conflicted file by keeping the side merged so far, as a resolver who keeps the structure
# already merged would: the next branch then meets that structure, as it does in the room.
resolve_by_ours() {
    local merge="$1" file
    while IFS= read -r file; do
        git -C "$merge" checkout -q --ours -- "$file" 2>/dev/null || git -C "$merge" rm -q -- "$file"
    done < <(git -C "$merge" diff --name-only --diff-filter=U)
    git -C "$merge" add -A
    git -C "$merge" -c user.name=parallel -c user.email=parallel@localhost commit -q --no-edit
}

# Merges the round's branches in the order given, from parallel-base; prints "<merges that stopped> <hunks>".
merge_in_order() {
    local merge="$1" round="$2"
    shift 2
    merge_in_order_from "$merge" parallel-base "$round" "$@"
}

# Merges the round's branches in the order given, from <start>; prints "<merges that stopped> <hunks>".
merge_in_order_from() {
    local merge="$1" start="$2" round="$3" stopped=0 hunks=0 files n
    shift 3
    git -C "$merge" checkout -q --detach "$start"
    git -C "$merge" reset -q --hard "$start"
    for n in "$@"; do
        if ! git -C "$merge" -c user.name=parallel -c user.email=parallel@localhost \
            merge -q --no-edit --no-ff "t$n-$round" >/dev/null 2>&1; then
            stopped=$((stopped + 1))
            files="$(git -C "$merge" diff --name-only --diff-filter=U)"
            if [ -n "$files" ]; then
                hunks=$((hunks + $(cd "$merge" && cat $files | grep -c '^<<<<<<<' || true)))
            fi
            resolve_by_ours "$merge"
        fi
    done
    echo "$stopped $hunks"
}

count() {
    local round="$1" merge="$folder/merge" a b c d result fewest=99 most=-1 line orders=0
    case "$round" in starter|refactored) ;; *) usage ;; esac
    for n in "${pairs[@]}"; do
        if ! git rev-parse -q --verify "t$n-$round" >/dev/null; then
            echo "parallel: no branch t$n-$round. Set up with: Katas/parallel.sh setup (round 2: Katas/parallel.sh round2)"
            exit 1
        fi
    done
    mkdir -p "$folder"
    # A count that was stopped can leave the merge folder half made or mid-merge: it is the script's own, so
    # it is made anew, and removed again however this count ends.
    remove_worktree "$merge" || { echo "parallel: $merge is not a checkout of this script's; move it away and count again"; exit 1; }
    trap "remove_worktree '$merge'" EXIT
    git worktree add -q --detach "$merge" parallel-base
    stop_point
    echo "Ticket against ticket (each branch merged into the other alone):"
    for a in "${pairs[@]}"; do for b in "${pairs[@]}"; do
        [ "$a" -lt "$b" ] || continue
        git -C "$merge" checkout -q --detach "t$a-$round"
        set -- $(merge_in_order_from "$merge" "t$a-$round" "$round" "$b")
        echo "  T$a + T$b   $([ "$1" = 0 ] && echo clean || echo "conflict, $2 hunk$([ "$2" = 1 ] || echo s)")"
    done; done
    stop_point
    echo "Merging t1..t4-$round into parallel-base in every order (a stopped merge is resolved by keeping the side"
    echo "merged so far, and the next merge goes on):"
    for a in "${pairs[@]}"; do for b in "${pairs[@]}"; do for c in "${pairs[@]}"; do for d in "${pairs[@]}"; do
        [ "$a" != "$b" ] && [ "$a" != "$c" ] && [ "$a" != "$d" ] && [ "$b" != "$c" ] && [ "$b" != "$d" ] \
            && [ "$c" != "$d" ] || continue
        result="$(merge_in_order "$merge" "$round" "$a" "$b" "$c" "$d")"
        set -- $result
        line="  T$a T$b T$c T$d   $1 of 4 merges stopped, $2 conflict hunk$([ "$2" = 1 ] || echo s)"
        echo "$line"
        [ "$1" -lt "$fewest" ] && fewest="$1"
        [ "$1" -gt "$most" ] && most="$1"
        orders=$((orders + 1))
        [ $((orders % 6)) != 0 ] || stop_point
    done; done; done; done
    remove_worktree "$merge"
    echo "Round $round: from $fewest to $most stopped merges, depending on the order. Write both figures on the board."
}

# Removes a worktree of the script's, also one left locked or half made by a setup or count that was stopped
# (git keeps such a worktree locked, and prunes it only once it is unlocked). Returns 1, removing nothing, for
# a folder at that place that is not a checkout git knows and holds changes.
remove_worktree() {
    git worktree unlock "$1" 2>/dev/null || true
    if [ -e "$1" ] && ! git worktree remove --force --force "$1" 2>/dev/null; then
        # Not a worktree git knows (its checkout was cut short): nothing in it was ever committed or edited.
        [ -e "$1/.git" ] && [ -n "$(git -C "$1" status --porcelain 2>/dev/null)" ] && return 1
        rm -rf "$1"
    fi
    git worktree prune
}

# The branches of the exercise.
exercise_branches() {
    echo parallel-base t1-starter t2-starter t3-starter t4-starter t1-refactored t2-refactored t3-refactored t4-refactored
}

# What keeps a commit after reset: every ref and checkout but the exercise's own branches and folders.
keepers() {
    local branch path
    for branch in $(exercise_branches); do echo "--exclude=refs/heads/$branch"; done
    git worktree list --porcelain | sed -n 's/^worktree //p' | while IFS= read -r path; do
        case "$path" in "$(absolute "$folder")"/*)
            echo "--exclude=worktrees/$(basename "$(git -C "$path" rev-parse --git-dir 2>/dev/null || echo "$path")")/HEAD" ;;
        esac
    done
    echo --all
}

# The commits the checkout at $1 holds on a detached HEAD that nothing outside the exercise holds.
own_commits() {
    git rev-list "$(git -C "$1" rev-parse HEAD)" --not $(keepers)
}

# What reset would lose: each pair folder with uncommitted work, each pair folder on a detached HEAD with
# commits of its own, and each branch of the exercise with commits that nothing outside the exercise holds.
# A pair folder that setup left half made is the script's own: its "changes" are the checkout cut short.
unsaved_work() {
    local n pair branch count head
    for n in "${pairs[@]}"; do
        pair="$folder/pair$n"
        [ -e "$pair/.git" ] && ! half_made "$pair" || continue
        if [ -n "$(git -C "$pair" status --porcelain 2>/dev/null)" ]; then
            echo "  $pair has uncommitted changes"
        fi
        if [ -z "$(git -C "$pair" symbolic-ref -q HEAD)" ] && git -C "$pair" rev-parse -q --verify HEAD >/dev/null; then
            count="$(own_commits "$pair" | wc -l | tr -d ' ')"
            head="$(git -C "$pair" rev-parse --short HEAD)"
            [ "$count" = 0 ] || echo "  $pair is on a detached HEAD at $head with $count commit(s) no branch holds (keep them: git branch my-work $head)"
        fi
    done
    for branch in $(exercise_branches); do
        git rev-parse -q --verify "$branch" >/dev/null || continue
        count="$(git rev-list --count "$branch" --not $(keepers))"
        [ "$count" = 0 ] || echo "  branch $branch has $count commit(s) merged into no other branch"
    done
}

reset() {
    local force="${1:-}" lost n branch kept=""
    [ -z "$force" ] || [ "$force" = --force ] || usage
    lost="$(unsaved_work)"
    if [ -n "$lost" ] && [ -z "$force" ]; then
        echo "parallel: reset would delete work that is saved nowhere else:"
        echo "$lost"
        echo "Keep it (commit it, or merge the branch into one of yours), or delete it all with:"
        echo "    Katas/parallel.sh reset --force"
        exit 1
    fi
    for n in "${pairs[@]}"; do
        remove_worktree "$folder/pair$n" || { echo "parallel: cannot remove $folder/pair$n: it is not a checkout of this script's"; exit 1; }
        stop_point
    done
    remove_worktree "$folder/merge" || true
    for branch in $(exercise_branches); do
        git rev-parse -q --verify "$branch" >/dev/null || continue
        git branch -q -D "$branch" 2>/dev/null || kept="$kept $branch"
        stop_point
    done
    rmdir "$folder" 2>/dev/null || true
    if [ -n "$lost" ]; then
        echo "Deleted, as --force asked:"
        echo "$lost"
    fi
    if [ -n "$kept" ]; then
        echo "Removed $folder/. Kept the branch(es)$kept: checked out in the project folder (git switch main, then reset again)."
        exit 1
    fi
    echo "Removed $folder/ and the branches of the exercise."
}

case "${1:-}" in
setup) setup ;;
round2) round2 ;;
count) [ $# -eq 2 ] || usage; count "$2" ;;
reset) [ $# -le 2 ] || usage; reset "${2:-}" ;;
*) usage ;;
esac
