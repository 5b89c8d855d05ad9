/// The keys reviewers know from GitHub and Gerrit: `j` or `n` goes to the next note, `k` or `p` to the
/// previous one, in page order across both sides. A few lines of script inside the page (no file, nothing
/// loaded): it only follows a note's own link (`#starter-note-2`), which works without it too.
enum NoteKeys {
    static let script: HTML = """
        <script>
        document.addEventListener("keydown", (event) => {
          if (event.ctrlKey || event.metaKey || event.altKey) return;
          if (/^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement?.tagName ?? "")) return;
          const step = { j: 1, n: 1, k: -1, p: -1 }[event.key];
          if (!step) return;
          const notes = [...document.querySelectorAll(".screen .note[id]")];
          if (notes.length === 0) return;
          const current = notes.findIndex((note) => "#" + note.id === location.hash);
          const next = current < 0 ? (step > 0 ? 0 : notes.length - 1)
            : Math.min(Math.max(current + step, 0), notes.length - 1);
          location.hash = notes[next].id;
          notes[next].querySelector("a.label")?.focus({ preventScroll: true });
          event.preventDefault();
        });
        </script>

        """
}
