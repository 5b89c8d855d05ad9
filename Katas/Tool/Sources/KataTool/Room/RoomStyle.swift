/// The room's pages' styles, added to the review site's stylesheet (`SiteStyle`): the traffic lights, the
/// red and green words (each AA on its scheme's background), the table of pairs (labelled blocks on a
/// phone), and the two sides of a diff, which make one column on a phone.
enum RoomStyle {
    static let colours = [
        "light": ["red": "#cf222e", "green": "#1a7f37"],
        "dark": ["red": "#ff7b72", "green": "#56d364"],
    ]

    static let css = """
        :root { --red: \(colours["light"]!["red"]!); --green: \(colours["light"]!["green"]!); }
        @media (prefers-color-scheme: dark) {
          :root { --red: \(colours["dark"]!["red"]!); --green: \(colours["dark"]!["green"]!); }
        }
        .verdict.red, .stuck { color: var(--red); font-weight: bold; }
        .verdict.green { color: var(--green); font-weight: bold; }
        .verdict.none { color: var(--muted); }
        .lights { display: flex; flex-wrap: wrap; gap: 3px; list-style: none; padding: 0; margin: .25rem 0; }
        .lights li { width: 12px; height: 12px; border-radius: 3px; border: 1px solid var(--line); }
        .lights li.red { background: var(--red); border-color: var(--red); }
        .lights li.green { background: var(--green); border-color: var(--green); }
        .pair-page .lights li { width: 16px; height: 16px; }
        table.room td.lights-cell { min-width: 8rem; }
        table.room td.number { text-align: right; }
        table.room tr.late { background: var(--mark); }
        .summary { color: var(--muted); }
        .split .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
        .split .row > .line { min-width: 0; }
        .split .row > .line.after { border-left: 1px solid var(--line); }
        .split .row.head > div { font-weight: bold; padding: 0 .5rem .25rem; }
        .split .line.differs { background: var(--mark); }
        @media screen and (max-width: 800px) {
          .split .row { grid-template-columns: minmax(0, 1fr); }
          .split .row.head, .split .row.same > .after, .split .line.empty { display: none; }
          .split .row > .line.after { border-left: 0; }
        }
        @media screen and (max-width: 640px) {
          table.room, table.room tbody, table.room tr, table.room th, table.room td { display: block; width: auto; }
          table.room thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
          table.room tr { border: 1px solid var(--line); margin: 0 0 .5rem; }
          table.room caption { display: block; }
          table.room th, table.room td { border: 0; }
          table.room td.number { text-align: left; }
        }

        """
}
