#!/usr/bin/env bash
# The parallel-changes exercise (Katas/3-Registration/4-registration-parallel-changes.md), set up inside the
# project: one folder per pair under .parallel/ (ignored by git), reused for both rounds, and a count of the
# merge conflicts of every merge order.
#
#   Katas/parallel.sh setup                       parallel-base from the current commit; .parallel/pair1..4 on t1..t4-starter
#   Katas/parallel.sh round2                      each pair folder switches to its t<N>-refactored branch (same build)
#   Katas/parallel.sh count starter|refactored    merges t1..t4-<round> in all 24 orders; conflicts of each order
#   Katas/parallel.sh reset [--force]             removes .parallel/ and the exercise's branches; refuses while
#                                                 a pair has uncommitted work or commits merged nowhere else
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
cd "$root"
folder=.parallel
pairs=(1 2 3 4)

usage() {
    sed -n '5,9p' "$0" | sed 's/^# //'
    exit 2
}

require_clean() {
    if [ -n "$(git -C "${1:-.}" status --porcelain)" ]; then
        echo "parallel: ${1:-the project folder} has uncommitted changes. Commit them, or put them aside with"
        echo "    git stash --include-untracked"
        echo "and run the command again."
        exit 1
    fi
}

setup() {
    require_clean
    if git rev-parse -q --verify parallel-base >/dev/null; then
        echo "parallel: the branch parallel-base exists already. Start over with: Katas/parallel.sh reset"
        exit 1
    fi
    git branch parallel-base HEAD
    mkdir -p "$folder"
    for n in "${pairs[@]}"; do
        git worktree add -q "$folder/pair$n" -b "t$n-starter" parallel-base
        echo "  $folder/pair$n   branch t$n-starter"
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
    for n in "${pairs[@]}"; do
        require_clean "$folder/pair$n"
    done
    for n in "${pairs[@]}"; do
        git -C "$folder/pair$n" switch -q -c "t$n-refactored" parallel-base
        echo "  $folder/pair$n   branch t$n-refactored"
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
    local round="$1" merge="$folder/merge" a b c d result fewest=99 most=-1 line
    case "$round" in starter|refactored) ;; *) usage ;; esac
    for n in "${pairs[@]}"; do
        if ! git rev-parse -q --verify "t$n-$round" >/dev/null; then
            echo "parallel: no branch t$n-$round. Set up with: Katas/parallel.sh setup (round 2: Katas/parallel.sh round2)"
            exit 1
        fi
    done
    mkdir -p "$folder"
    # A count that was interrupted can leave the merge folder mid-merge: it is the script's own, so it is
    # made anew, and removed again however this count ends.
    remove_worktree "$merge"
    trap "remove_worktree '$merge'" EXIT
    git worktree add -q --detach "$merge" parallel-base
    echo "Ticket against ticket (each branch merged into the other alone):"
    for a in "${pairs[@]}"; do for b in "${pairs[@]}"; do
        [ "$a" -lt "$b" ] || continue
        git -C "$merge" checkout -q --detach "t$a-$round"
        set -- $(merge_in_order_from "$merge" "t$a-$round" "$round" "$b")
        echo "  T$a + T$b   $([ "$1" = 0 ] && echo clean || echo "conflict, $2 hunk$([ "$2" = 1 ] || echo s)")"
    done; done
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
    done; done; done; done
    remove_worktree "$merge"
    echo "Round $round: from $fewest to $most stopped merges, depending on the order. Write both figures on the board."
}

# Removes a worktree of the script's, also one left locked or half made by an interrupted setup.
remove_worktree() {
    [ -e "$1" ] || { git worktree prune; return 0; }
    git worktree unlock "$1" 2>/dev/null || true
    if ! git worktree remove --force --force "$1" 2>/dev/null; then
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

# What reset would lose: each pair folder with uncommitted work, and each branch of the exercise with
# commits that no branch outside the exercise holds.
unsaved_work() {
    local n branch other held
    for n in "${pairs[@]}"; do
        if [ -e "$folder/pair$n/.git" ] && [ -n "$(git -C "$folder/pair$n" status --porcelain 2>/dev/null)" ]; then
            echo "  $folder/pair$n has uncommitted changes"
        fi
    done
    for branch in $(exercise_branches); do
        [ "$branch" = parallel-base ] && continue
        git rev-parse -q --verify "$branch" >/dev/null || continue
        [ -n "$(git rev-list "parallel-base..$branch" 2>/dev/null)" ] || continue
        held=no
        for other in $(git for-each-ref --format='%(refname:short)' refs/heads); do
            case " $(exercise_branches) " in *" $other "*) continue ;; esac
            if git merge-base --is-ancestor "$branch" "$other"; then held=yes; break; fi
        done
        [ "$held" = yes ] || echo "  branch $branch has $(git rev-list --count "parallel-base..$branch") commit(s) merged into no other branch"
    done
}

reset() {
    local force="${1:-}" lost
    [ -z "$force" ] || [ "$force" = --force ] || usage
    lost="$(unsaved_work)"
    if [ -n "$lost" ] && [ -z "$force" ]; then
        echo "parallel: reset would delete work that is saved nowhere else:"
        echo "$lost"
        echo "Keep it (commit it, or merge the branch into one of yours), or delete it all with:"
        echo "    Katas/parallel.sh reset --force"
        exit 1
    fi
    for n in "${pairs[@]}"; do remove_worktree "$folder/pair$n" || { echo "parallel: cannot remove $folder/pair$n"; exit 1; }; done
    remove_worktree "$folder/merge" || true
    for branch in $(exercise_branches); do
        git branch -q -D "$branch" 2>/dev/null || true
    done
    rmdir "$folder" 2>/dev/null || true
    if [ -n "$lost" ]; then
        echo "Deleted, as --force asked:"
        echo "$lost"
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
