/// The audit of one app as an HTML table: a row per fact, its definition, the Starter and the Refactored.
enum AuditHTML {
    static func table(_ audit: AppAudit, caption: String) -> HTML {
        let rows = audit.facts.map { fact -> HTML in
            """
            <tr><th scope="row">\(fact.name)<small>\(HTML.inline(fact.definition))</small></th>\
            <td data-label="Starter">\(fact.starter.summary)</td>\
            <td data-label="Refactored">\(fact.refactored.summary)</td></tr>
            """
        }
        return """
            <table class="audit"><caption>\(caption)</caption><thead><tr><th scope="col">Fact</th>\
            <th scope="col">Starter</th><th scope="col">Refactored</th></tr></thead>\
            <tbody>\(rows.joined())</tbody></table>
            """
    }
}
