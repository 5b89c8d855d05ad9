#!/usr/bin/env bash
# Ctrl-C on kata mutants stops every build and check it started before it removes its copy of the
# package, and says so only then: after the interrupt no process works in the copy, and the copy is gone.
set -euo pipefail
cd "$(dirname "$0")/.."
kata=.build/debug/kata
[ -x "$kata" ] || swift build --product kata -q
log="$(mktemp)"
"$kata" mutants cart -i starter --specs-only >"$log" 2>&1 &
pid=$!
# Interrupt while the copy is built or mutants run (both start child processes).
for _ in $(seq 1 120); do
    pgrep -f 'kata-mutants/package' >/dev/null && break
    sleep 0.5
done
sleep 3
kill -INT "$pid"
status=0
wait "$pid" || status=$?
[ "$status" = 130 ] || { cat "$log"; echo "✗ kata mutants ended with $status after Ctrl-C, not 130"; exit 1; }
grep -q 'stopped them, and removed the mutated copy' "$log" || { cat "$log"; echo "✗ no word of the cleanup"; exit 1; }
if pgrep -f 'kata-mutants/package' >/dev/null; then
    pgrep -af 'kata-mutants/package' | head -5
    echo "✗ processes still work in the mutated copy after kata mutants said it stopped them"
    exit 1
fi
[ ! -e .build/kata-mutants/package ] || { echo "✗ the mutated copy is still there"; exit 1; }
echo "✓ Ctrl-C on kata mutants: every child stopped, then the copy removed, exit 130"
