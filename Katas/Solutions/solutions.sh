#!/usr/bin/env bash
# The reference solutions of the katas, stored as patches (Katas/Solutions/<kata>.patch): each applies to the
# reference result of the app's previous kata, the first of an app to the untouched Starter. An app's first
# kata is its net kata: its solution is a reference net (Tests/MyNet/), which touches no Starter
# file.
#
#   Katas/Solutions/solutions.sh check      CI: in a scratch copy of HEAD, applies each app's patches in kata
#                                           order; after each, declares the change requests built so far, runs
#                                           that app's specs on the Starter, then the whole `swift test`: all
#                                           must pass. Around a net kata it also scores nets as the kata does:
#                                           the shipped one-spec net scores low, with questions; a spec wrong
#                                           about today's app is reported as such; the reference net is done
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
# The katas with a reference solution, in kata order, and the change requests each builds: the tool's list
# (`kata solution`), made from the kata texts and the change-request table, the one home of both facts.
listing="$(swift run -q kata solution)"
stored() { sed -n 's/^    \([a-z][a-z-]*\).*/\1/p' <<<"$listing"; }
requests_of() { awk -v kata="$1" '$1 == kata && $2 == "builds" { for (i = 3; i <= NF; i++) print $i }' <<<"$listing"; }
app_of() { echo "${1%%-*}"; }
# The solution before <kata> in the same app, or nothing for the app's first.
previous_of() {
    local kata="$1" previous=""
    for other in $(stored); do
        [ "$other" = "$kata" ] && { echo "$previous"; return; }
        [ "$(app_of "$other")" = "$(app_of "$kata")" ] && previous="$other"
    done
}
paths=(Starter Tests/Adapters/Starter ':(exclude)Tests/Adapters/Starter/StarterAdapters.swift' Tests/MyNet)

# The net kata's measure, as an attendee runs it, on the shipped one-spec net (before the reference net is
# applied): it must score low and ask questions; for the expenses, a spec that is wrong about today's app
# must be reported as such, with what it saw.
check_shipped_net() {
    local app="$1" log="$scratch/$1-net-shipped.log"
    if (cd "$scratch/copy" && swift run -q kata mutants "$app" --net mine >"$log" 2>&1); then
        tail -20 "$log"; echo "✗ $app-net: the shipped one-spec net reaches the done mark"; exit 1
    fi
    grep -qE "^Your net kills [0-9]+ of [0-9]+ shipped Starter mutants \([0-9]+%\)\. Done when: 80%" "$log" \
        && grep -qE "^    .+\?$" "$log" && grep -qxF "Next: add specs to $(net_suite "$app"), then run again: swift run kata mutants $app --net mine" "$log" \
        || { tail -30 "$log"; echo "✗ $app-net: the shipped net's score, questions or next step are missing"; exit 1; }
    echo "✓ $app-net: the shipped one-spec net scores $(grep -oE '\([0-9]+%\)' "$log" | head -1), with a question per missed rule"
    [ "$app" = expenses ] || return 0
    local wrong="$scratch/copy/Tests/MyNet/WrongAboutToday.swift"
    cat >"$wrong" <<'SWIFT'
import Specs
import ImplementationAdapters
import Testing

extension ExpensesNet {
    @Test func givenTheTracker_whenItOpens_thenTheReportsListHasAWeek() throws {
        let app = try ExpenseWorld(Implementation.starter.adapters).launch()
        #expect(app.reportTitles == ["Today", "This Week", "This Month"])
    }
}
SWIFT
    if (cd "$scratch/copy" && swift run -q kata mutants expenses --net mine >"$log" 2>&1); then
        echo "✗ expenses-net: a spec wrong about today's app passed the measure"; exit 1
    fi
    rm "$wrong"
    grep -qF "This is not what the app does today: 1 of your" "$log" \
        && grep -qF "✘ givenTheTracker_whenItOpens_thenTheReportsListHasAWeek() at WrongAboutToday.swift:" "$log" \
        && grep -qF '"This Month"' "$log" \
        || { tail -20 "$log"; echo "✗ expenses-net: a spec wrong about today's app is not reported as such"; exit 1; }
    echo "✓ expenses-net: a spec wrong about today's app is reported with what it saw, and nothing else runs"
}

# The reference net, just applied: it reaches the done mark.
check_reference_net() {
    local app="$1" log="$scratch/$1-net-reference.log"
    if ! (cd "$scratch/copy" && swift run -q kata mutants "$app" --net mine >"$log" 2>&1); then
        tail -30 "$log"; echo "✗ $app-net: the reference net does not reach the done mark"; exit 1
    fi
    grep -qE "^Your net kills .*: done, 80% or more\.$" "$log" || { tail -20 "$log"; echo "✗ $app-net: no done line"; exit 1; }
    # The texts that quote the reference net's score quote this run's: its walkthrough, the kata's
    # example of the done line, and the guide's measured paragraph.
    local line kills percent
    line=$(grep -E "^Your net kills [0-9]+ of [0-9]+ shipped Starter mutants \([0-9]+%\)" "$log" | head -1)
    kills=$(sed -E 's/^Your net kills ([0-9]+ of [0-9]+) .*/\1/' <<<"$line")
    percent=$(sed -E 's/^[^(]*\(([0-9]+%)\).*/\1/' <<<"$line")
    local walkthrough="$scratch/copy/$solutions/$app-net.md" kata guide="$scratch/copy/Katas/README.md"
    kata=$(ls "$scratch"/copy/Katas/*/0-"$app"-net.md)
    grep -qF "kills $kills ($percent)" "$walkthrough" \
        || { echo "✗ $app-net: $solutions/$app-net.md does not quote the reference net's score: kills $kills ($percent)"; exit 1; }
    grep -qxF "${line%%:*}: done, 80% or more." "$kata" \
        || { echo "✗ $app-net: ${kata#"$scratch/copy/"} does not quote the done line: ${line%%:*}: done, 80% or more."; exit 1; }
    grep -qF "$percent ($kills, $app)" "$guide" \
        || { echo "✗ $app-net: Katas/README.md does not quote the reference net's score: $percent ($kills, $app)"; exit 1; }
    echo "✓ $app-net: the reference net scores $percent ($kills), the done mark, as its texts quote"
}
# The suite of an app's net, as the tool names it: the app's name, capitalized, then Net (CartNet).
net_suite() { echo "${1^}Net"; }

# The lines a kata's "Done when" says `kata check` ends with: the `text` block after a line that ends in
# "ends with:" (or "ends with the same lines as before you started:"); nothing when it quotes none.
quoted_end() {
    local text
    text="$(ls Katas/*/[0-9]-"$1".md 2>/dev/null | head -1)"
    [ -n "$text" ] || return 0
    awk '/^## Done when/ { done_when = 1; next }
        /^## / { done_when = 0 }
        done_when && block { if ($0 == "```") exit; print; next }
        done_when && /^```text$/ && last ~ /ends with( the same lines as before you started)?:$/ { block = 1; next }
        done_when && NF { last = $0 }' "$text"
}

# The files of the copy that differ from HEAD (changed or new), one a line.
changed_files() {
    git -C "$scratch/copy" diff --name-only HEAD
    git -C "$scratch/copy" ls-files --others --exclude-standard
}

# Dates the files named on standard input (paths in the copy) two seconds ahead, as `kata` dates what it
# writes: a build in the same second as the last one compiles them all the same (SwiftPM can miss a file
# written within the second of the build before it, and this script builds right after it writes).
date_ahead() {
    (cd "$scratch/copy" && tr '\n' '\0' | xargs -0 perl -e 'my $t = time + 2; for (@ARGV) { utime $t, $t, $_ if -e $_ }' --)
}

check() {
    local kata app requests
    scratch="$(mktemp -d)"
    trap 'git worktree remove --force "$scratch/copy" >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
    git worktree add -q --detach "$scratch/copy" HEAD
    for app in expenses cart registration; do
        local previous
        previous="$(changed_files)"
        git -C "$scratch/copy" checkout -q -- . && git -C "$scratch/copy" clean -fdq
        date_ahead <<<"$previous"
        requests=""
        for kata in $(stored); do
            [ "$(app_of "$kata")" = "$app" ] || continue
            if [[ $kata == *-net ]]; then check_shipped_net "$app"; fi
            git -C "$scratch/copy" apply "$root/$solutions/$kata.patch" \
                || { echo "solutions: $kata.patch does not apply after the ones before it"; exit 1; }
            changed_files | date_ahead
            requests="$requests $(requests_of "$kata")"
            if [ -n "${requests// /}" ]; then
                (cd "$scratch/copy" && swift run -q kata declare $requests >/dev/null)
            fi
            if ! (cd "$scratch/copy" && swift run -q kata check "$app" --implementation starter >"$scratch/$kata.log" 2>&1); then
                tail -40 "$scratch/$kata.log"
                echo "✗ $kata: a spec fails with the reference solution applied (output above)"
                exit 1
            fi
            quoted="$(quoted_end "$kata")"
            ending="$(tail -n "$(wc -l <<<"$quoted")" "$scratch/$kata.log")"
            if [ -n "$quoted" ] && [ "$ending" != "$quoted" ]; then
                diff <(echo "$quoted") <(echo "$ending") || true
                echo "✗ $kata: kata check does not end with the lines its Done when quotes (< the kata, > the run)"
                exit 1
            fi
            # The whole suite, as an attendee runs it after the kata: the tool's own tests must not judge the
            # Starter's text, so a refactor that keeps the behaviour keeps `swift test` green.
            if ! (cd "$scratch/copy" && swift test >"$scratch/$kata.test.log" 2>&1); then
                grep -E '✘|error:|failed' "$scratch/$kata.test.log" | head -40 || true
                echo "✗ $kata: swift test is red with the reference solution applied (output above)"
                exit 1
            fi
            if [[ $kata == *-net ]]; then check_reference_net "$app"; fi
            declared="$(echo $requests)"
            echo "✓ $kata: every $app spec green on the Starter${quoted:+ (the run ends as the kata quotes)}, and swift test green (declared: ${declared:-none})"
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
