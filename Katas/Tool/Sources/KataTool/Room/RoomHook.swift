/// The room's guard: a git `pre-receive` hook that `kata room create` installs in a room it makes in a
/// folder. Git runs it on the machine that receives a push (the room's host over ssh; the pushing machine
/// itself for a folder it writes as files), before any ref changes, and refuses the whole push when one
/// update breaks a rule, printing the reason to the pusher (`remote: kata room: ...`). It reads only the
/// push and the room's own claims; it runs no code of the pairs.
enum RoomHook {
    static let name = "pre-receive"

    /// The first line after the shebang, by which `create` knows a hook of its own.
    static let signature = "# kata room guard, installed by swift run kata room create."

    static let script = #"""
        #!/bin/sh
        # kata room guard, installed by swift run kata room create.
        # A pair's name is claimed when the pair joins: refs/kata-room/claims/NAME holds the hash of the key of
        # the clone that joined with it. This hook refuses, saying why, a push that
        # - changes a ref other than refs/kata-room/pairs/NAME and refs/kata-room/claims/NAME;
        # - uses a NAME that is not a pair's name (2 to 32 of a-z, 0-9 and single hyphens);
        # - changes or deletes a claim;
        # - changes or deletes a pair's snapshots without that pair's key (push option kata-room-key).
        # The room's owner (the key whose hash the room's mark refs/kata-room/room holds) may do all of it,
        # and the mark itself is made by a push that gives the key whose hash it holds.
        zero=0000000000000000000000000000000000000000
        key=
        i=0
        while [ "$i" -lt "${GIT_PUSH_OPTION_COUNT:-0}" ]; do
            eval "option=\${GIT_PUSH_OPTION_$i}"
            case $option in kata-room-key=*) key=${option#kata-room-key=} ;; esac
            i=$((i + 1))
        done
        hash=
        [ -n "$key" ] && hash=$(printf '%s' "$key" | git hash-object --stdin)
        refuse() {
            echo "kata room: $*" >&2
            exit 1
        }
        key_of() {
            git cat-file commit "$1" 2>/dev/null | sed -n 's/^Key: //p' | head -n 1
        }
        owner=
        mark=$(git rev-parse -q --verify refs/kata-room/room 2>/dev/null)
        [ -n "$mark" ] && owner=$(git cat-file commit "$mark" | sed -n 's/^Owner: //p' | head -n 1)
        updates=$(cat)
        while read -r old new ref; do
            [ -n "$ref" ] || continue
            if [ -n "$hash" ] && [ "$hash" = "$owner" ]; then
                case $ref in refs/kata-room/*) continue ;; esac
            fi
            if [ "$ref" = refs/kata-room/room ]; then
                [ -z "$mark" ] && [ -n "$hash" ] && [ "$(git cat-file commit "$new" 2>/dev/null | sed -n 's/^Owner: //p' | head -n 1)" = "$hash" ] && continue
                refuse "the room's mark changes only with its owner's key (the clone that made the room)."
            fi
            case $ref in
            refs/kata-room/pairs/*) name=${ref#refs/kata-room/pairs/} ;;
            refs/kata-room/claims/*) name=${ref#refs/kata-room/claims/} ;;
            *) refuse "this repository is a kata room: it takes pairs' snapshots and claims (refs/kata-room/pairs/NAME, refs/kata-room/claims/NAME), not $ref." ;;
            esac
            if ! printf '%s\n' "$name" | grep -Eq '^[a-z0-9]+(-[a-z0-9]+)*$' || [ "${#name}" -lt 2 ] || [ "${#name}" -gt 32 ]; then
                refuse "$name is not a pair's name: 2 to 32 characters, lowercase letters a to z, digits, and single hyphens between them."
            fi
            case $ref in
            refs/kata-room/claims/*)
                [ "$old" = "$zero" ] || refuse "the name $name is claimed, and a claim never changes: choose another name, or ask the room's owner to free it (swift run kata room prune REMOTE --pair $name)."
                [ -n "$hash" ] && [ "$(key_of "$new")" = "$hash" ] || refuse "a claim of $name must hold the hash of the key the push gives (swift run kata room join makes both)."
                ;;
            refs/kata-room/pairs/*)
                claim=$(git rev-parse -q --verify "refs/kata-room/claims/$name" 2>/dev/null)
                [ -n "$claim" ] || claim=$(printf '%s\n' "$updates" | awk -v ref="refs/kata-room/claims/$name" '$3 == ref { print $2 }')
                [ -n "$claim" ] || refuse "no pair has claimed the name $name: join first (swift run kata room join REMOTE --name $name)."
                claimed=$(key_of "$claim")
                [ -n "$hash" ] && [ "$hash" = "$claimed" ] || refuse "the name $name is another pair's: it was claimed when its pair joined, and only that pair's clone may change or delete its snapshots. Join under a name of your own: swift run kata room join REMOTE --name ANOTHER-NAME"
                [ "$new" = "$zero" ] || [ "$(git cat-file -t "$new")" = commit ] || refuse "a pair's snapshot must be a commit."
                ;;
            esac
        done <<EOF
        $updates
        EOF
        exit 0

        """#
}
