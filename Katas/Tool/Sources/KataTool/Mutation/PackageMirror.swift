import Foundation

/// A copy of the package that mutants may change, kept in `.build/kata-mutants/package` between runs so
/// that the next run builds only what changed since. Each run first makes it equal to the package.
struct PackageMirror {
    let source: URL
    var folder: URL { source.appendingPathComponent(".build/kata-mutants/package") }

    /// Copies every file that differs (or is missing) from the package and removes files the package no
    /// longer has. Hidden entries (`.build`, `.git`, `.swiftpm`, ...) are neither copied nor removed.
    /// Files that are already equal keep their date, so the build leaves them alone.
    func synchronize() throws {
        let files = Set(try Self.files(under: source))
        for path in files {
            let from = source.appendingPathComponent(path)
            let to = folder.appendingPathComponent(path)
            let data = try Data(contentsOf: from)
            if (try? Data(contentsOf: to)) == data { continue }
            try FileManager.default.createDirectory(
                at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: to, options: .atomic)
            AtomicFile.moveDateForward(of: to)
        }
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        for path in try Self.files(under: folder) where !files.contains(path) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
        }
    }

    /// Paths of regular files under `root`, relative to it, skipping hidden files and folders.
    private static func files(under root: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                if type == .typeDirectory { enumerator.skipDescendants() }
            } else if type == .typeRegular {
                paths.append(path)
            }
        }
        return paths
    }
}
