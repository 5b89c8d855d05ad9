import Foundation

/// The watch's dashboard: static files in a folder, which work offline and on a phone (open `index.html`,
/// or serve the folder): `index.html`, `style.css` (the review site's, with the room's), and a page a pair
/// in `pairs/`. Each file is written whole (`AtomicFile`), so a browser that reloads mid-refresh reads the
/// page before or after, and the page of a pair the room no longer has is removed.
struct RoomDashboard {
    let folder: URL

    static let style = SiteStyle.css + RoomStyle.css

    /// Writes the index, the style and the pages given (a pair's page is given when it changed); removes the
    /// pages of pairs not in `names`.
    func write(index: HTML, pages: [PairName: HTML], names: Set<PairName>) throws {
        let pairs = folder.appendingPathComponent("pairs", isDirectory: true)
        try FileManager.default.createDirectory(at: pairs, withIntermediateDirectories: true)
        try writeStyle()
        for (name, page) in pages {
            try AtomicFile.write(page.description, to: folder.appendingPathComponent(RoomPageHTML.pagePath(name)))
        }
        for file in (try? FileManager.default.contentsOfDirectory(atPath: pairs.path)) ?? []
        where file.hasSuffix(".html") {
            if let name = PairName.read(String(file.dropLast(5))), !names.contains(name) {
                try? FileManager.default.removeItem(at: pairs.appendingPathComponent(file))
            }
        }
        try AtomicFile.write(index.description, to: folder.appendingPathComponent("index.html"))
    }

    /// Writes the style, unless the folder has it already.
    func writeStyle() throws {
        let style = folder.appendingPathComponent("style.css")
        if (try? String(contentsOf: style, encoding: .utf8)) != Self.style {
            try AtomicFile.write(Self.style, to: style)
        }
    }

    var indexFile: URL { folder.appendingPathComponent("index.html") }
}
