import Testing

@testable import KataTool

@Suite("kata review: the index and the pages read on a phone")
struct ReviewPhoneTests {
    @Test("on a phone the index, cost and audit tables turn into one block per row, each cell named by its column")
    func tables_turnIntoLabelledBlocksOnAPhone() throws {
        let css = SiteStyle.css
        let phone = try #require(
            css.components(separatedBy: "@media screen and (max-width: 640px) {").dropFirst().first)

        #expect(phone.contains("table.map td, table.cost td, table.audit td { display: block; width: auto;"))
        #expect(phone.contains("td[data-label]::before { content: attr(data-label) \": \"; font-weight: bold; }"))
    }

    @Test("every cell of the index's tables and of the audit table names its column, for the phone layout")
    func cells_nameTheirColumnOnIndexAndAudit() throws {
        let pages = ReviewPartialSiteTests.site.pages(apps: [.cart], principles: [.ocp])

        for name in ["index.html", "cart-ocp.html"] {
            let html = try #require(pages[name])
            let tables = html.components(separatedBy: "<table class=\"").dropFirst()
                .filter { $0.hasPrefix("map") || $0.hasPrefix("cost") || $0.hasPrefix("audit") }
            #expect(!tables.isEmpty)
            for table in tables {
                let body = table.components(separatedBy: "</table>")[0]
                #expect(
                    body.components(separatedBy: "<td").count == body.components(separatedBy: " data-label=").count)
            }
        }
    }
}
