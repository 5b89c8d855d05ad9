import Foundation

/// One kata text in `Katas/`: its id is the file name without its order prefix and `.md`
/// (`Katas/1-Expenses/2-expenses-ocp.md` is `expenses-ocp`).
struct Kata {
    let id: String
    let title: String
    let file: URL

    var text: String {
        (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
}

/// The kata texts under `Katas/`, found next to the package's sources.
enum KataLibrary {
    static let folder = PackageFolder.root.appendingPathComponent("Katas")

    /// Every kata, in the order of their paths (folders and file names carry their order), found once a
    /// process: `kata` lists, shows and links them many times over.
    static let katas: [Kata] = {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return files.compactMap { $0 as? URL }
            .filter { isKataText($0) }
            .sorted { $0.path < $1.path }
            .map { file in
                let name = file.deletingPathExtension().lastPathComponent
                let id = String(name.drop { $0.isNumber || $0 == "-" })
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                let heading = text.split(separator: "\n").first { $0.hasPrefix("# ") }
                return Kata(id: id, title: heading.map { String($0.dropFirst(2)) } ?? id, file: file)
            }
    }()

    /// A kata is a Markdown file of a numbered folder of `Katas/` (`Katas/1-Expenses/2-expenses-ocp.md`),
    /// other than its README: the guide, the tool's docs and the solutions' texts are not katas.
    static func isKataText(_ file: URL) -> Bool {
        let folder = file.deletingLastPathComponent()
        return file.pathExtension == "md" && file.lastPathComponent != "README.md"
            && folder.deletingLastPathComponent().standardizedFileURL.path == Self.folder.standardizedFileURL.path
            && folder.lastPathComponent.first?.isNumber == true
    }

    static func kata(_ id: String) -> Kata? {
        katas.first { $0.id == id }
    }
}
