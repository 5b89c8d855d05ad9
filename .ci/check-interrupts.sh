#!/usr/bin/env bash
# What an interrupt or a kill leaves, checked on the built `kata` (the writing commands' kill-at-every-step
# tests are in swift test, KilledCommandTests):
#   - Ctrl-C on kata mutants stops every build and check it started before it removes its copy of the
#     package, and says so only then: after the interrupt no process works in the copy, and the copy is gone;
#   - a mutant that makes the app hang: kata mutants stops its check at the time limit and counts it as
#     caught, and no process of it runs on;
#   - kata play expenses --database FILE, killed (SIGKILL) at many moments while it saves: the file always
#     opens again, with whole entries only, never fewer than before;
#   - kata bench, stopped (SIGTERM: a job a script starts in the background ignores Ctrl-C) while it runs:
#     it ends by the signal, reports no failure, and its temporary folder is gone;
#   - kata bench --quick, killed outright (SIGKILL): its temporary folder is gone all the same;
#   - a writable database in a read-only folder is refused at launch with that reason, as a user who is
#     not root (for whom SQLite really cannot write its journal there), and keeps its bytes;
#   - kata start, killed with the git it runs at random moments (START_KILLS, 20 by default): each time, one
#     more kata start finishes the branch and leaves nothing behind.
# (Output to a full device exiting 1 with the reason is a swift test: kata_exitsNonZeroOnOutputItCannotWrite.)
set -euo pipefail
cd "$(dirname "$0")/.."
kata="$PWD/.build/debug/kata"
[ -x "$kata" ] || swift build --product kata -q
scratch="$(mktemp -d)"
trap 'chmod -R u+w "$scratch" 2>/dev/null; rm -rf "$scratch"' EXIT
fail() {
    echo "✗ $*"
    exit 1
}

# 1. kata mutants, Ctrl-C while it builds its copy or runs mutants. Only this package's copy counts: another
# clone's kata mutants may run on the same machine.
copy="$PWD/.build/kata-mutants/package"
log="$scratch/mutants.log"
"$kata" mutants cart -i starter --specs-only >"$log" 2>&1 &
pid=$!
# Interrupt while the copy is built or mutants run (both start child processes).
for _ in $(seq 1 120); do
    pgrep -f "$copy" >/dev/null && break
    sleep 0.5
done
sleep 3
kill -INT "$pid"
status=0
wait "$pid" || status=$?
[ "$status" = 130 ] || { cat "$log"; fail "kata mutants ended with $status after Ctrl-C, not 130"; }
grep -q 'stopped them, and removed the mutated copy' "$log" || { cat "$log"; fail "no word of the cleanup"; }
if pgrep -f "$copy" >/dev/null; then
    pgrep -af "$copy" | head -5
    fail "processes still work in the mutated copy after kata mutants said it stopped them"
fi
[ ! -e "$copy" ] || fail "the mutated copy is still there"
echo "✓ Ctrl-C on kata mutants: every child stopped, then the copy removed, exit 130"

# 1b. kata mutants, a mutant that makes the app hang (a loop that never ends, where an attendee's refactor
# has a while loop): its check is stopped at the time limit (a minute), counted as caught, and nothing of it
# runs on (its kata check stops its spec workers, which a terminal's Ctrl-C does not reach either).
hang="$scratch/hang.json"
cat >"$hang" <<'JSON'
[
  {
    "id": "cart-starter-hang", "app": "cart", "implementation": "starter",
    "file": "Starter/Cart/InventoryScreen.swift",
    "find": "    public func render() -> String {\n",
    "replace": "    public func render() -> String {\n        while numberOfRows() >= 0 {}\n",
    "description": "the inventory never finishes drawing"
  }
]
JSON
log="$scratch/hang.log"
"$kata" mutants cart -i starter --specs-only --file "$hang" >"$log" 2>&1 || { cat "$log"; fail "the hanging mutant failed the run"; }
grep -qF 'killed         cart-starter-hang: the inventory never finishes drawing (it did not end within 60 s, so kata stopped it: a hang counts as caught)' "$log" ||
    { cat "$log"; fail "the hanging mutant was not stopped and counted as caught"; }
grep -qF '1 of 1 killed, 1 of them by a check that did not end in time' "$log" || { cat "$log"; fail "the score does not say how"; }
if pgrep -f "$copy" >/dev/null; then
    pgrep -af "$copy" | head -5
    fail "a process of the hanging mutant still runs"
fi
echo "✓ a mutant that makes the app hang: stopped after a minute, counted as caught, nothing left running"

# 2. kata play, killed at many moments while it saves.
database="$scratch/expenses.sqlite"
play() {
    "$kata" play expenses --database "$database" --now 2025-05-14T12:00:00Z --time-zone UTC "$@"
}
saves="$(for n in $(seq 1 400); do printf 'add\ntitle Entry %s\namount 1\nsave\n' "$n"; done)"
before=0
for delay in 0.05 0.1 0.15 0.2 0.3 0.4 0.6 0.8; do
    # In a shell of its own, whose report of the kill ("Killed") goes nowhere.
    bash -c 'timeout -s KILL "$@"; true' kill_after "$delay" "$kata" play expenses --database "$database" \
        --now 2025-05-14T12:00:00Z --time-zone UTC <<<"$saves" >/dev/null 2>&1
    report="$(printf 'open This Month\n' | play 2>&1)" || fail "after a kill at ${delay}s the database does not open: $report"
    whole="$(grep -cE '^2025-05-14 12:00  Entry [0-9]+  1\.00$' <<<"$report" || true)"
    rows="$(grep -cE '^2025-05-14 ' <<<"$report" || true)"
    [ "$rows" = "$whole" ] || fail "after a kill at ${delay}s, $rows rows but $whole whole entries"
    [ "$whole" -ge "$before" ] || fail "after a kill at ${delay}s, $whole entries where there were $before"
    grep -qxF "Total $whole.00" <<<"$report" || fail "after a kill at ${delay}s, the total is not $whole.00"
    before="$whole"
done
[ "$before" -gt 0 ] || fail "no save was made before the kills: give the kills more time"
echo "✓ kata play: killed at 8 moments while saving; the database opened each time, with $before whole entries in the end"

# 3. kata bench, stopped while it runs.
temporary="${TMPDIR:-/tmp}"
"$kata" bench --runs 1 >"$scratch/bench.log" 2>&1 &
pid=$!
for _ in $(seq 1 300); do
    compgen -G "$temporary/kata-bench-pid$pid-*" >/dev/null && break
    kill -0 "$pid" 2>/dev/null || fail "kata bench ended before it made its folder: $(cat "$scratch/bench.log")"
    sleep 0.1
done
sleep 1
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
[ "$status" = 143 ] || fail "kata bench ended with $status after SIGTERM, not 143: $(tail -3 "$scratch/bench.log")"
if grep -q "failed" "$scratch/bench.log"; then fail "kata bench reported a failure when stopped: $(tail -3 "$scratch/bench.log")"; fi
# The folder is removed by a process of its own, which may still be at work for a moment.
for _ in $(seq 1 50); do
    compgen -G "$temporary/kata-bench-pid$pid-*" >/dev/null || break
    sleep 0.1
done
if compgen -G "$temporary/kata-bench-pid$pid-*" >/dev/null; then fail "kata bench left its folder in $temporary"; fi
echo "✓ kata bench: stopped by SIGTERM while it ran, exit 143, no failure reported, no folder left"

# 3b. kata bench --quick, killed outright (SIGKILL: no handler of its own runs) at the moment its folder
#     exists (KATA_STOP_AT=1 makes it kill itself there, however fast or slow the machine): its folder goes
#     all the same.
KATA_STOP_AT=1 "$kata" bench --quick >"$scratch/bench-killed.log" 2>&1 &
pid=$!
status=0
wait "$pid" 2>/dev/null || status=$?
[ "$status" = 137 ] || fail "kata bench --quick was not killed once its folder existed (exit $status): $(tail -3 "$scratch/bench-killed.log")"
for _ in $(seq 1 50); do
    compgen -G "$temporary/kata-bench-pid$pid-*" >/dev/null || break
    sleep 0.1
done
if compgen -G "$temporary/kata-bench-pid$pid-*" >/dev/null; then fail "kata bench --quick, killed, left its folder in $temporary"; fi
echo "✓ kata bench --quick: killed outright (SIGKILL), its folder is gone all the same"

# 4. A writable database in a read-only folder, as a user who is not root.
install -d -m 755 "$scratch/user"
install -m 755 "$kata" "$scratch/user/kata"
mkdir "$scratch/user/shared"
printf 'add\ntitle Lunch\namount 1\nsave\n' | "$scratch/user/kata" play expenses \
    --database "$scratch/user/shared/expenses.sqlite" --now 2025-05-14T12:00:00Z --time-zone UTC >/dev/null
chmod 666 "$scratch/user/shared/expenses.sqlite"
chmod 555 "$scratch/user/shared"
as_user=()
if [ "$(id -u)" = 0 ]; then
    chmod 755 "$scratch"
    as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
checksum="$(cksum <"$scratch/user/shared/expenses.sqlite")"
if answer="$("${as_user[@]}" "$scratch/user/kata" play expenses --database "$scratch/user/shared/expenses.sqlite" \
    </dev/null 2>&1)"; then
    fail "a writable file in a read-only folder was accepted: $answer"
fi
grep -qF "expenses.sqlite cannot be used: the folder shared is read-only. Nothing was changed." <<<"$answer" \
    || fail "the refusal does not give the reason: $answer"
[ "$(cksum <"$scratch/user/shared/expenses.sqlite")" = "$checksum" ] || fail "the refused file changed"
[ "$(ls -A "$scratch/user/shared")" = "expenses.sqlite" ] || fail "files appeared beside the refused one"
echo "✓ kata play: a writable file in a read-only folder is refused with the reason, as $("${as_user[@]}" id -un), and kept byte for byte"

# 5. kata start, killed (SIGKILL, with the git it runs) at random moments in clones of this repository: each
# time, one more kata start finishes, on the branch with its one Start commit and the files of an unkilled
# run, and leaves nothing behind. START_KILLS sets how many (the issue's measure was 100).
kills="${START_KILLS:-20}"
git clone -q "$PWD" "$scratch/start-reference"
reference() { git -C "$scratch/start-reference" "$@"; }
reference switch -q -C main
(cd "$scratch/start-reference" && KATA_PACKAGE_ROOT="$PWD" "$kata" start expenses-dip >/dev/null) \
    || fail "kata start expenses-dip does not run on a clone of this repository"
tree="$(reference rev-parse 'start/expenses-dip^{tree}')"
now_ms() { perl -MTime::HiRes=time -e 'printf "%d\n", time * 1000'; }
reference switch -q main
reference branch -q -D start/expenses-dip
started="$(now_ms)"
(cd "$scratch/start-reference" && KATA_PACKAGE_ROOT="$PWD" "$kata" start expenses-dip >/dev/null)
took=$(($(now_ms) - started))
declare -A states=()
for run in $(seq 1 "$kills"); do
    clone="$scratch/start-$run"
    git clone -q "$scratch/start-reference" "$clone"
    git -C "$clone" switch -q main
    git -C "$clone" branch -q -D start/expenses-dip 2>/dev/null || true
    moment=$((5 + RANDOM % (took + took / 2 + 5)))
    # In a shell of its own, whose report of the kill ("Killed") goes nowhere.
    bash -c 'cd "$1" && KATA_PACKAGE_ROOT="$1" timeout -s KILL "$2" "$3" start expenses-dip >/dev/null 2>&1; true' \
        kill_after "$clone" "$(printf '%d.%03d' $((moment / 1000)) $((moment % 1000)))" "$kata" 2>/dev/null
    head="$(git -C "$clone" symbolic-ref -q --short HEAD || echo detached)"
    if [ -n "$(git -C "$clone" status --porcelain)" ]; then state="a switch cut short"
    elif [ "$head" = start/expenses-dip ]; then state="on the finished branch"
    else state="where they were"; fi
    states[$state]=$((${states[$state]:-0} + 1))
    if git -C "$clone" rev-parse -q --verify start/expenses-dip >/dev/null; then
        [ "$(git -C "$clone" rev-list --count main..start/expenses-dip)" = 1 ] \
            || fail "run $run, killed at $moment ms: start/expenses-dip exists without its one Start commit"
    fi
    output="$(cd "$clone" && KATA_PACKAGE_ROOT="$PWD" "$kata" start expenses-dip 2>&1)" \
        || fail "run $run, killed at $moment ms ($state): the next kata start failed: $output"
    [ "$(git -C "$clone" symbolic-ref -q --short HEAD)" = start/expenses-dip ] \
        && [ "$(git -C "$clone" rev-parse 'HEAD^{tree}')" = "$tree" ] \
        && [ "$(git -C "$clone" rev-list --count main..HEAD)" = 1 ] \
        && [ -z "$(git -C "$clone" status --porcelain)" ] \
        || fail "run $run, killed at $moment ms ($state): the next kata start did not finish the branch"
    [ "$(git -C "$clone" worktree list | wc -l | tr -d ' ')" = 1 ] && [ -z "$(ls -A "$clone/.build" 2>/dev/null)" ] \
        && [ ! -e "$clone/.git/index.lock" ] \
        || fail "run $run, killed at $moment ms ($state): files are left behind"
    rm -rf "$clone"
done
summary="$(for state in "${!states[@]}"; do echo "${states[$state]} $state"; done | sort -rn | paste -sd, - | sed 's/,/, /g')"
echo "✓ kata start: killed $kills times at random moments (up to $((took * 3 / 2)) ms; a run takes $took ms): $summary;"
echo "  each time the next kata start finished the branch, with its one Start commit, and left nothing behind"
