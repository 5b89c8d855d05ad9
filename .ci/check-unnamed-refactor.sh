#!/usr/bin/env bash
# A refactor that no kata names keeps `swift test` green: in a scratch copy of HEAD, the Starter's files are
# moved and renamed, a type and a method are renamed (with the adapter updated, as an attendee would),
# a class becomes a struct, and every Starter file is reformatted with other settings. Then `swift test`
# and `swift run kata check` must pass: the project's own tests may judge behaviour, never the Starter's text.
#
#   .ci/check-unnamed-refactor.sh          (CI runs it; the scratch copy is removed at the end)
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
scratch="$(mktemp -d)"
trap 'git -C "$root" worktree remove --force "$scratch/copy" >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
git -C "$root" worktree add -q --detach "$scratch/copy" HEAD
cd "$scratch/copy"

# Every word `from` becomes `to` in the Starter and its adapter folder (whole words only).
rename_word() {
    grep -rlw "$1" Starter Tests/Adapters/Starter | xargs sed -i "s/\b$1\b/$2/g"
}

# 1. A type renamed, with its file: ReportsScreen -> ReportMenuScreen.
rename_word ReportsScreen ReportMenuScreen
git mv -k Starter/Expenses/ReportsScreen.swift Starter/Expenses/ReportMenuScreen.swift
# 2. A method renamed: didTapSave() -> saveTapped().
rename_word didTapSave saveTapped
# 3. A class turned into a struct (nothing mutates a record after it is made).
sed -i 's/^public final class ExpenseRecord {/public struct ExpenseRecord {/' Starter/Expenses/ExpenseRecord.swift
# 4. Files moved into other folders, and renamed.
mkdir -p Starter/ExpenseTracker/Screens Starter/Shop Starter/SignUp
for file in Starter/Expenses/*.swift; do git mv "$file" "Starter/ExpenseTracker/Screens/Legacy$(basename "$file")"; done
for file in Starter/Cart/*.swift; do git mv "$file" "Starter/Shop/$(basename "$file")"; done
for file in Starter/Registration/*.swift; do git mv "$file" "Starter/SignUp/$(basename "$file")"; done
# 5. Every Starter file reformatted: two-space indentation, 70 columns.
printf '{ "version": 1, "indentation": { "spaces": 2 }, "lineLength": 70 }\n' >"$scratch/format.json"
swift format --in-place --configuration "$scratch/format.json" --recursive Starter
git diff --quiet && { echo "unnamed refactor: nothing changed, the script is stale"; exit 1; }

swift build --build-tests -q 2>&1 | grep -E "error:" || true
if ! swift test >"$scratch/test.log" 2>&1; then
    grep -E '✘|error:|failed' "$scratch/test.log" | head -40 || true
    echo "✗ a behaviour-preserving refactor that no kata names turned swift test red (above)"
    exit 1
fi
swift run -q kata check >"$scratch/check.log" 2>&1 || { tail -30 "$scratch/check.log"; echo "✗ kata check red"; exit 1; }
echo "✓ files moved and renamed, a type and a method renamed, a class made a struct, the Starter reformatted:"
echo "  swift test and swift run kata check stay green"

# A deliberate break: a spec that traps ends each framework's part of `swift test` with the specs that ran,
# their implementation, and the command that reruns each.
screen=$(grep -rl 'func registerTapped()' Starter)
sed -i 's/^\( *\)public func registerTapped() {$/&\n\1if emailField.contains("@") { _ = [Int]()[1] }/' "$screen"
touch "$screen"
swift build --build-tests -q 2>&1 | grep -E "error:" || true
swift test --filter StarterRegistration >"$scratch/crash.log" 2>&1 && { echo "✗ the deliberate trap did not crash"; exit 1; }
for framework in XCTest "Swift Testing"; do
    grep -A4 "The $framework run crashed while these ran:" "$scratch/crash.log" \
        | grep -q 'swift run kata check registration --implementation starter --spec ' \
        || { tail -20 "$scratch/crash.log"; echo "✗ no crash verdict from $framework"; exit 1; }
done
echo "✓ a spec that traps: XCTest and Swift Testing each end with the spec that ran and its kata check command"

# The same trap in a test of the attendee's own net: the crash verdict names it as theirs.
swift test --filter RegistrationNet >"$scratch/net-crash.log" 2>&1 && { echo "✗ the trap did not crash the net"; exit 1; }
grep -A1 "The Swift Testing run crashed while these ran:" "$scratch/net-crash.log" | grep -q '^  Your net   RegistrationNet\.' \
    && grep -q '^    Run it alone: swift test --filter RegistrationNet\.' "$scratch/net-crash.log" \
    || { tail -20 "$scratch/net-crash.log"; echo "✗ the crash verdict does not name the net's test"; exit 1; }
echo "✓ a test of your net that traps: the crash verdict names it as yours, with the command that runs it alone"

# The same trap in kata's random sequences: the crash names the sequence, and its replay command traps there again.
swift run -q kata check registration --random 20 --seed 1 >"$scratch/random-crash.log" 2>&1 \
    && { echo "✗ the trap did not end the random sequences"; exit 1; }
replay=$(grep -A3 "The kata check run crashed while these ran:" "$scratch/random-crash.log" \
    | grep -E '^    swift run kata check registration --sequence [0-9]+$' | sed 's/^ *//') \
    || { tail -20 "$scratch/random-crash.log"; echo "✗ the crash does not name the random sequence"; exit 1; }
seed=${replay##* }
$replay >"$scratch/replay-crash.log" 2>&1 && { echo "✗ $replay did not trap again"; exit 1; }
grep -q "^  Random sequence $seed of the registration" "$scratch/replay-crash.log" \
    || { tail -20 "$scratch/replay-crash.log"; echo "✗ $replay did not name its sequence"; exit 1; }
echo "✓ a random sequence that traps: kata check names it, and \`$replay\` traps on it again"
