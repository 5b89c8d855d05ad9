#!/usr/bin/env bash
# A red `swift test` reads the same everywhere: breaks a behaviour of each Starter app and two of the
# Refactored, adds net specs (two wrong about today's app, one failing an expectation and one throwing,
# and one that records only a warning and a known issue, which fail nothing), runs `swift test` as an
# attendee does, and checks that
#   - every test each framework reports as failed is a spec, a spec of the net, a random sequence or a
#     unit test of the Refactored, named in that framework's verdict (a spec of a shared file with a
#     note after it: "(a file the Starter wrote)");
#   - each verdict's count is the count of failed tests its framework printed;
#   - the Swift Testing output ends with its verdict, and each printed command runs as printed.
# The tree is put back as it was, even when the script is stopped (the files are dated ahead, so the next
# build compiles them again).
set -euo pipefail
cd "$(dirname "$0")/.."

edited=(Starter/Cart/InventoryScreen.swift Starter/Expenses/DailyReportDataSource.swift
    Starter/Registration/RegistrationViewController.swift Refactored/Cart/Screens/CartScreen.swift
    Refactored/Registration/Domain/StepWithRetry.swift)
wrong_net=Tests/MyNet/CIWrongAboutToday.swift
backup=$(mktemp -d)
log=$(mktemp)
# Puts the sources back and builds the tests again: a later `swift test --skip-build` must run the
# untouched tree, not the broken one this script built.
restore() {
    for file in "${edited[@]}"; do cp "$backup/$(basename "$file")" "$file"; touch -d '+3 seconds' "$file"; done
    rm -f "$wrong_net"
    rm -rf "$backup"
    swift build --build-tests >/dev/null 2>&1 || echo "✗ the test build of the restored tree failed"
}
for file in "${edited[@]}"; do cp "$file" "$backup/$(basename "$file")"; done
trap restore EXIT

# One behaviour each: a Rupee price rounded to a whole unit, the daily total written with a comma, the
# welcome message without its full stop; in the Refactored, the cart's total summed from rounded prices,
# and no retry (its unit tests fail an expectation, and one throws).
sed -i 's|case "Rupee": return "₹" + formatAmount(p)|case "Rupee": return "₹" + formatAmount(p.rounded())|' "${edited[0]}"
sed -i 's|return "Total \\(digits.dropLast(2)).\\(digits.suffix(2))"|return "Total \\(digits.dropLast(2)),\\(digits.suffix(2))"|' "${edited[1]}"
sed -i 's|is registered\."|is registered"|' "${edited[2]}"
sed -i 's|reduce(0) { $0 + $1.amount }|reduce(0) { $0 + ($1.amount * 100).rounded() / 100 }|' "${edited[3]}"
sed -i '/} catch .serverUnavailable {/{n;s|try await decoratee.run(address)|throw .serverUnavailable|}' "${edited[4]}"
cat >"$wrong_net" <<'SWIFT'
import ImplementationAdapters
import Specs
import Testing

extension CartNet {
    @Test func givenANewShop_whenItOpens_thenTheFooterSaysEmpty() {
        let app = Implementation.starter.adapters.cart.launch()
        #expect(app.inventory.footer == "Your cart is empty")
    }

    @Test func givenANewShop_whenIPickPesos_thenTheInventoryShowsPesos() throws {
        let app = Implementation.starter.adapters.cart.launch()
        try app.selectCurrency("Peso")
    }

    @Test func givenANewShop_whenItOpens_thenAWarningAndAKnownIssueFailNothing() {
        Issue.record("a note, not a failure", severity: .warning)
        withKnownIssue { Issue.record("known") }
    }
}
SWIFT
for file in "${edited[@]}"; do
    if cmp -s "$file" "$backup/$(basename "$file")"; then echo "✗ the break of $file no longer applies: update this script"; exit 1; fi
    touch -d '+2 seconds' "$file"
done

if swift test >"$log" 2>&1; then echo "✗ swift test passed with behaviours broken in both implementations"; exit 1; fi

failures=0
fail() { echo "✗ $*"; failures=$((failures + 1)); }
# The verdict block of a framework: from its header line to the end of its commands.
verdict_of() { awk -v f="($1)" 'index($0, "failed in this run " f) { on = 1 } on && /^$/ { exit } on' "$log"; }

# XCTest: "Executed N tests, with S tests skipped and F failures" against its verdict.
xc_verdict="$(verdict_of XCTest)"
xc_failures=$(grep -oE 'with [0-9]+ tests skipped and [0-9]+ failures' "$log" | tail -1 | grep -oE '[0-9]+ failures' | grep -oE '[0-9]+')
xc_count=$(head -1 <<<"$xc_verdict" | grep -oE '^[0-9]+')
[ -n "$xc_count" ] && [ "$xc_count" = "$xc_failures" ] || fail "XCTest printed ${xc_failures:-no} failures; its verdict counts ${xc_count:-none}"
for test in $(grep -oE "^Test Case '[A-Za-z]+\.test_[A-Za-z0-9_]+' failed" "$log" | sed -E "s/^Test Case '//; s/' failed$//" | sort -u); do
    grep -qE "  ((Starter|Refactored) +[a-z]+\.${test#*.test_}( \(.*\))?|Unit test  $test)$" <<<"$xc_verdict" ||
        fail "XCTest failed $test, which its verdict does not name"
done

# Swift Testing: every "✘ Test name() failed" against its verdict.
st_verdict="$(verdict_of 'Swift Testing')"
st_failed=$(grep -E '^✘ Test .* failed after' "$log" | grep -vc '^✘ Test run with' || true)
st_count=$(head -1 <<<"$st_verdict" | grep -oE '^[0-9]+')
[ -n "$st_count" ] && [ "$st_count" = "$st_failed" ] || fail "Swift Testing printed $st_failed failed tests; its verdict counts ${st_count:-none}"
for net_spec in givenANewShop_whenItOpens_thenTheFooterSaysEmpty givenANewShop_whenIPickPesos_thenTheInventoryShowsPesos; do
    grep -q "^  Your net   CartNet.$net_spec\$" <<<"$st_verdict" ||
        fail "the Swift Testing verdict does not name the net's failed spec $net_spec as the attendee's"
done
! grep -q 'AWarningAndAKnownIssueFailNothing' <<<"$st_verdict" ||
    fail "the Swift Testing verdict names a net spec that recorded only a warning and a known issue"
for unit_test in CartScreenTests.total_sumsUnroundedPricesAndRoundsOnce StepWithRetryTests.run_callsOnceMoreAndSucceedsOnUnavailableOnce; do
    grep -q "^  Unit test  $unit_test\$" <<<"$st_verdict" ||
        fail "the Swift Testing verdict does not name the Refactored's failed unit test $unit_test"
done
while read -r name; do
    case "$name" in
    "the "*"random sequences"*) grep -q '^  Random ' <<<"$st_verdict" || fail "random sequences failed, and the verdict names none" ;;
    *) grep -qE "\.$(sed 's/[][().*^$]/\\&/g' <<<"${name%()}")( \(.*\))?$" <<<"$st_verdict" ||
        fail "Swift Testing failed $name, which its verdict does not name" ;;
    esac
done < <(grep -E '^✘ Test .* failed after' "$log" | grep -v '^✘ Test run with' |
    sed -E 's/^✘ Test //; s/ (with [0-9]+ test cases )?failed after.*//; s/^"(.*)"$/\1/')
[ "$(tail -n "$(wc -l <<<"$st_verdict")" "$log")" = "$st_verdict" ] || fail "the Swift Testing output does not end with its verdict"

# Each command the verdicts print runs as printed: kata check takes it (it exits 1 on the broken specs,
# never 2 on a command line it does not understand), and swift test --filter runs the one net spec.
while read -r command; do
    status=0
    (eval ".build/debug/kata ${command#swift run kata }" >/dev/null 2>&1) || status=$?
    [ "$status" = 1 ] || fail "the verdict prints $command, which exits $status instead of 1"
done < <(grep -hoE '^  swift run kata check .*' <<<"$xc_verdict
$st_verdict" | sed 's/^  //' | sort -u)
# ... and each swift test --filter runs its one test, in the framework whose verdict prints it ($2: what
# that framework prints for a run of one test).
filters_run_one_test() {
    local filter filtered
    while read -r filter; do
        filtered=$(swift test --skip-build --filter "$filter" 2>&1 || true)
        grep -q "$2" <<<"$filtered" || fail "swift test --filter $filter does not run its one test"
    done < <(grep -oE '^  swift test --filter [^ ]+' <<<"$1" | awk '{print $4}')
}
filters_run_one_test "$st_verdict" 'Test run with 1 test in 1 suite'
filters_run_one_test "$xc_verdict" 'Executed 1 test, '

if [ "$failures" -gt 0 ]; then echo "The run's output: $log"; exit 1; fi
rm -f "$log"
echo "verdict: with behaviours broken in both implementations and two net specs wrong, every failed test is a spec," \
    "the net's, a random sequence or a unit test, named in its framework's verdict with the same count ($xc_count XCTest," \
    "$st_count Swift Testing), and the output ends with it"
