/// The review site's one stylesheet: the colours of `SitePalette` in light, dark and print; two columns
/// whose code starts level and that stack on narrow screens; tables that turn into labelled blocks on a
/// phone; wrapped code that keeps its indentation; and print: landscape sheets (A4 or Letter), the two sides
/// side by side, where the browser cuts the sheets and these rules keep a file's name with its first lines,
/// a doc comment with its declaration and a note with its line.
enum SiteStyle {
    static let css = """
        :root { color-scheme: light dark; \(SitePalette.symbols(SitePalette.light)) }
        @media (prefers-color-scheme: dark) {
          :root { \(SitePalette.symbols(SitePalette.dark)) }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0; padding: 0 1rem 2rem; background: var(--bg); color: var(--fg);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; overflow-wrap: anywhere; }
        a { color: var(--link); }
        a:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1rem; top: .5rem; background: var(--bg); padding: .25rem .5rem; }
        nav.site { display: flex; gap: 1rem; padding: .5rem 0; border-bottom: 1px solid var(--line); }
        .crumbs { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; color: var(--muted); margin: .5rem 0 0; }
        .crumbs a { margin-right: .25rem; }
        .absent { color: var(--muted); }
        [aria-current] { font-weight: bold; color: var(--fg); }
        h1 { font-size: 1.5rem; margin: .25rem 0; }
        h2 { font-size: 1.15rem; margin: 1rem 0 .5rem; }
        .definition { color: var(--muted); margin-top: 0; }
        code, pre { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: .85em; }
        table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .9rem; }
        caption { text-align: left; font-weight: bold; padding: .25rem 0; }
        th, td { border: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top;
          overflow-wrap: break-word; }
        @media screen and (max-width: 40rem) { table { display: block; overflow-x: auto; } }
        thead th { background: var(--panel); }
        th small { display: block; font-weight: normal; color: var(--muted); }
        table.audit { font-size: .8rem; line-height: 1.3; }
        table.audit th, table.audit td { padding: .15rem .4rem; }
        table.audit th small { display: inline; margin-left: .4em; }
        table.map th[scope=row] { width: 10em; }
        table.map td:last-child { width: 11em; }
        @media screen and (max-width: 640px) {
          table.map, table.cost, table.audit, table.map tbody, table.cost tbody, table.audit tbody,
          table.map tr, table.cost tr, table.audit tr, table.map th, table.cost th, table.audit th,
          table.map td, table.cost td, table.audit td { display: block; width: auto; overflow: visible; }
          table.map thead, table.cost thead, table.audit thead { position: absolute; width: 1px; height: 1px;
            overflow: hidden; clip-path: inset(50%); }
          table.map tr, table.cost tr, table.audit tr { border: 1px solid var(--line); margin: 0 0 .5rem; }
          table.map th, table.map td, table.cost th, table.cost td, table.audit th, table.audit td { border: 0; }
          table.map th[scope=row], table.map td:last-child { width: auto; }
          td[data-label]::before { content: attr(data-label) ": "; font-weight: bold; }
          table.map caption, table.cost caption, table.audit caption { display: block; }
        }
        .columns { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); grid-template-rows: auto auto auto;
          column-gap: 1rem; align-items: start; }
        .side { min-width: 0; border-top: 4px solid var(--line); grid-row: span 3; display: grid;
          grid-template-rows: subgrid; }
        .keys { font-size: .9rem; }
        kbd { font-family: ui-monospace, "DejaVu Sans Mono", monospace; border: 1px solid var(--line); border-radius: 3px;
          padding: 0 .25em; }
        @media screen and (max-width: 800px) {
          .columns { grid-template-columns: minmax(0, 1fr); grid-template-rows: none; }
          .side { grid-row: auto; display: block; }
          .keys { position: sticky; top: 0; z-index: 1; background: var(--bg); margin: 0; padding: .4rem 0;
            border-bottom: 1px solid var(--line); }
          .key-help { display: none; }
          .side > h2 { scroll-margin-top: 2.5rem; }
        }
        .side.starter { --accent: #d9822b; border-top-color: var(--accent); }
        .side.refactored { --accent: #2b9a66; border-top-color: var(--accent); }
        .kind { display: block; font-weight: normal; font-size: .95rem; color: var(--muted); }
        .notes { list-style: none; padding: 0; margin: 0 0 1rem; }
        .notes li { margin: 0 0 .5rem; }
        .label { display: inline-block; min-width: 1.4em; padding: 0 .3em; border-radius: .7em;
          background: var(--fg); color: var(--bg); text-align: center; font-size: .8rem; font-weight: bold;
          text-decoration: none; }
        .source { color: var(--muted); font-size: .85em; }
        .status { display: block; margin-top: .2rem; font-size: .85em; }
        .hint { color: var(--muted); }
        aside.note.gone, aside.note.undecided { border-style: dashed; }
        .notes li.gone, .notes li.undecided { border: 1px dashed var(--muted); padding: .3rem .5rem; }
        .compared, .made { font-size: .9rem; }
        .made, .turn-note { color: var(--muted); }
        header.page .made { display: none; }
        .diff .line.added { background: var(--added); }
        .diff .line.removed { background: var(--removed); }
        .diff .mark { flex: none; width: 1.5ch; font-weight: bold; }
        .changes .diff-file h2 { font-size: 1rem; }
        .unchanged { margin: .25rem .5rem; color: var(--muted); }
        .notes li:target, aside.note:target, .line:target { background: var(--mark); }
        section.file { margin: 0 0 1rem; }
        h3.file { font-size: 1rem; margin: 0; padding: .25rem 0; }
        .notice { border-left: 4px solid #d9822b; padding: .25rem .5rem; background: var(--panel); }
        .code { background: var(--panel); border: 1px solid var(--line); padding: .5rem 0; line-height: 1.4; }
        .code .line { display: flex; padding-right: .5rem; }
        .code .line code { flex: 1; min-width: 0; font-size: .9rem; white-space: pre-wrap; overflow-wrap: anywhere;
          padding-left: calc(var(--i, 0) * 1ch + 2ch); text-indent: calc(var(--i, 0) * -1ch - 2ch); }
        .code .line.marked { background: var(--mark); }
        .ln { flex: none; display: inline-block; width: 3em; margin-right: .7em; text-align: right; color: var(--muted);
          user-select: none; text-decoration: none; font-family: ui-monospace, "DejaVu Sans Mono", monospace;
          font-size: .85rem; }
        .diff .ln { width: 2.6em; margin-right: .4em; }
        a.ln:hover, a.ln:focus-visible { text-decoration: underline; }
        .notes li:target, aside.note:target, .line:target { outline: 2px solid var(--focus); }
        .gap { padding-left: 1em; color: var(--muted); }
        aside.note { margin: .3rem .5rem .5rem 3.7em; padding: .4rem .6rem; background: var(--bg); border: 1px solid var(--line);
          border-left: 4px solid var(--accent); border-radius: 4px; font-size: .9rem; }
        .jump { display: flex; flex-wrap: wrap; gap: .25rem 1rem; font-size: .9rem; }
        .k { color: var(--k); font-weight: 600; } .s { color: var(--s); } .c { color: var(--c); font-style: italic; }
        .n { color: var(--n); } .t { color: var(--t); } .a { color: var(--a); }
        .card section { max-width: 60rem; }
        .block { background: var(--panel); padding: .5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
        pre code { font-size: inherit; }
        .card h3 { font-size: 1rem; margin: .75rem 0 .25rem; }
        .card .turn { border-top: 2px dashed var(--line); padding-top: .5rem; }
        footer { margin-top: 2rem; color: var(--muted); font-size: .85rem; border-top: 1px solid var(--line); }
        @page { size: landscape; margin: 8mm; }
        @media print {
          :root { \(SitePalette.symbols(SitePalette.print)) }
          body { padding: 0; font-size: 9pt; line-height: 1.3; }
          nav.site, .skip, header.page .crumbs, .keys, .jump, script { display: none; }
          header.page .made { display: block; }
          h1 { font-size: 14pt; } h2 { font-size: 11pt; margin: 0 0 4pt; } .kind { font-size: 9pt; }
          code, pre, kbd, small, .source, .status, .compared, .made, .notice, footer, table, table.audit { font-size: 8pt; }
          .code .line code, .ln, aside.note, .notes li { font-size: 8pt; }
          .columns { break-before: page; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
            grid-template-rows: none; column-gap: 12pt; }
          .side { grid-row: auto; display: block; border-top-width: 2pt; }
          .code { padding: 2pt 0; line-height: 1.25; }
          .line, aside.note, .notes li, .notice, tr, .card pre { break-inside: avoid; }
          h1, h2, h3, .card h2, .notice, .line.lead, .line.doc, .line.marked { break-after: avoid; }
          aside.note { margin-left: 2.5em; padding: 2pt 4pt; }
          .ln { width: 2.5em; margin-right: .5em; }
          footer { margin-top: 6pt; }
          .card section { max-width: none; }
          .card .turn { break-before: page; border: 0; }
          a { color: inherit; text-decoration: none; }
        }

        """
}
