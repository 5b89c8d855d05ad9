/// The review site's one stylesheet: the colours of `SitePalette` in light, dark and print; two columns
/// whose code starts level and that stack on narrow screens; tables that turn into labelled blocks on a
/// phone; and the print layout of `PrintSheets`: landscape sheets (A4 or Letter), the two sides side by side.
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
        @media (max-width: 800px) {
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
        aside.note.changed, aside.note.gone { border-style: dashed; }
        .notes li.changed, .notes li.gone { border: 1px dashed var(--muted); padding: .3rem .5rem; }
        .compared { font-size: .9rem; }
        .diff .line.added { background: var(--added); }
        .diff .line.removed { background: var(--removed); }
        .diff .mark { display: inline-block; width: 1.2em; text-indent: 0; font-weight: bold; }
        .diff .line { padding-left: 5.4em; text-indent: -4.9em; }
        .changes .diff-file h2 { font-size: 1rem; }
        .notes li:target, aside.note:target, .line:target { background: var(--mark); }
        figure.file { margin: 0 0 1rem; }
        figcaption { font-weight: bold; padding: .25rem 0; }
        .notice { border-left: 4px solid #d9822b; padding: .25rem .5rem; background: var(--panel); }
        .code { background: var(--panel); border: 1px solid var(--line); padding: .5rem 0; line-height: 1.4; }
        .code .line { padding: 0 .5rem 0 4.2em; text-indent: -3.7em; white-space: pre-wrap; overflow-wrap: anywhere; }
        .code .line code { font-size: .85rem; }
        .code .line.marked { background: var(--mark); }
        .ln { display: inline-block; width: 3em; margin-right: .7em; text-align: right; color: var(--muted);
          text-indent: 0; user-select: none; text-decoration: none;
          font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .85rem; }
        a.ln:hover, a.ln:focus-visible { text-decoration: underline; }
        .notes li:target, aside.note:target, .line:target { outline: 2px solid var(--focus); }
        .gap { padding-left: 1em; color: var(--muted); }
        aside.note { margin: .3rem .5rem .5rem 3.7em; padding: .4rem .6rem; background: var(--bg); border: 1px solid var(--line);
          border-left: 4px solid var(--accent); border-radius: 4px; font-size: .9rem; }
        .jump { display: flex; flex-wrap: wrap; gap: .25rem 1rem; font-size: .9rem; }
        .k { color: var(--k); font-weight: 600; } .s { color: var(--s); } .c { color: var(--c); font-style: italic; }
        .n { color: var(--n); } .t { color: var(--t); } .a { color: var(--a); }
        .print { display: none; }
        .card section { max-width: 60rem; }
        .block { background: var(--panel); padding: .5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
        .card h3 { font-size: 1rem; margin: .75rem 0 .25rem; }
        footer { margin-top: 2rem; color: var(--muted); font-size: .85rem; border-top: 1px solid var(--line); }
        @page { size: landscape; margin: 8mm; }
        @media print {
          :root { \(SitePalette.symbols(SitePalette.print)) }
          body { padding: 0; font-size: \(PrintSheets.fontPoints)pt; line-height: \(PrintSheets.rowPoints)pt; }
          nav.site, footer, .skip, header.page, .screen, script { display: none; }
          .print { display: block; }
          .print code, .print small { font-size: \(PrintSheets.fontPoints)pt; }
          .sheet { break-after: page; }
          .sheet:last-child { break-after: auto; }
          .sheet h2 { font-size: 11pt; margin: 0 0 4pt; }
          .sheet table { font-size: \(PrintSheets.fontPoints)pt; line-height: \(PrintSheets.rowPoints)pt; }
          .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); column-gap: 12pt;
            font-family: "DejaVu Sans Mono", ui-monospace, monospace; }
          .pair code { font-family: inherit; }
          .pc { min-width: 0; overflow: hidden; }
          .ph, .pn, .pf { margin: 0; }
          .ph, .pf { font-weight: bold; }
          .pr { display: block; height: \(PrintSheets.rowPoints)pt; white-space: pre; overflow: hidden; }
          .pf { height: \(2 * PrintSheets.rowPoints)pt; padding-top: \(PrintSheets.rowPoints)pt; white-space: pre;
            overflow: hidden; }
          .pl { white-space: pre; overflow: hidden; height: \(PrintSheets.rowPoints)pt; }
          .pln { display: inline-block; width: 20pt; margin-right: 4pt; text-align: right; color: var(--muted); }
          .pa { margin: 0 0 0 24pt; padding: 0 0 0 4pt; border-left: 2pt solid #888888; }
          .pl.marked { background: var(--mark); }
          .card { font-size: 9pt; line-height: 12pt; }
          .card header { display: block; }
          .card h2 { break-after: avoid; }
          .card pre { break-inside: avoid; }
          a { color: inherit; text-decoration: none; }
        }

        """
}
