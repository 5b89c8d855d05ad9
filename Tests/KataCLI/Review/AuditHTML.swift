/// The audit of one app as an HTML table: a row per fact, its definition, the Starter and the Refactored.
enum AuditHTML {
    static func table(_ audit: AppAudit, caption: String) -> String {
        var html = "<table class=\"audit\"><caption>\(HTML.escape(caption))</caption>"
        html +=
            "<thead><tr><th scope=\"col\">Fact</th><th scope=\"col\">Starter</th><th scope=\"col\">Refactored</th></tr></thead><tbody>"
        for fact in audit.facts {
            html += "<tr><th scope=\"row\">\(HTML.escape(fact.name))<small>\(HTML.inline(fact.definition))</small></th>"
            html += "<td>\(HTML.escape(fact.starter.summary))</td><td>\(HTML.escape(fact.refactored.summary))</td></tr>"
        }
        return html + "</tbody></table>"
    }
}
