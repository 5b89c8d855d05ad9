import Foundation

/// Builds a `kata` binary for one mutant, doing only what the mutant needs: it recompiles the one module
/// whose file changed and links the binary to its own path, with the commands SwiftPM itself planned
/// (read from `.build/debug.yaml`). That takes about a second where `swift build` takes several: most of
/// the time of `swift build` goes to planning, not compiling. When the plan cannot be read, or a mutant
/// changes a module's interface (so modules that import it would have to be recompiled too), it falls
/// back to `swift build`.
final class MutantBuilder {
    private struct Command {
        let inputs: Set<String>
        let arguments: [String]
    }

    private let package: URL
    private var compiles: [Command] = []
    private var link: Command?
    private var needsFullBuild = false

    init(package: URL) {
        self.package = package
    }

    /// Builds the unmutated package with `swift build` and reads its plan. `false` when it does not build.
    func buildUnmutated() -> Bool {
        guard QuietProcess.run(["swift", "build", "--product", "kata"], in: package) == .exited(0) else {
            return false
        }
        let plan = (try? String(contentsOf: package.appendingPathComponent(".build/debug.yaml"), encoding: .utf8))
        (compiles, link) = Self.commands(in: plan ?? "")
        return true
    }

    /// Builds the package as it is now (with the mutated `file`) into `binary`. `false` when it does not compile.
    func build(changing file: String, into binary: URL) -> Bool {
        try? FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        let path = package.appendingPathComponent(file).standardizedFileURL.path
        guard !needsFullBuild, let link, let compile = compiles.first(where: { $0.inputs.contains(path) }),
            let output = link.arguments.firstIndex(of: "-o"), output + 1 < link.arguments.count
        else { return buildWithSwiftPM(into: binary) }

        let interface = Self.value(after: "-emit-module-path", in: compile.arguments).map { URL(fileURLWithPath: $0) }
        let before = interface.flatMap { try? Data(contentsOf: $0) }
        guard QuietProcess.run(compile.arguments, in: package) == .exited(0) else { return false }
        if before != interface.flatMap({ try? Data(contentsOf: $0) }) {
            needsFullBuild = true
            return buildWithSwiftPM(into: binary)
        }
        var linking = link.arguments
        linking[output + 1] = binary.path
        return QuietProcess.run(linking, in: package) == .exited(0)
    }

    private func buildWithSwiftPM(into binary: URL) -> Bool {
        guard QuietProcess.run(["swift", "build", "--product", "kata"], in: package) == .exited(0) else {
            return false
        }
        needsFullBuild = false
        try? FileManager.default.removeItem(at: binary)
        return (try? FileManager.default.copyItem(
            at: package.appendingPathComponent(".build/debug/kata"), to: binary)) != nil
    }

    /// The module compile commands and the `kata` link command of a SwiftPM build plan.
    private static func commands(in plan: String) -> (compiles: [Command], link: Command?) {
        var compiles: [Command] = []
        var link: Command?
        var name = ""
        var inputs: [String] = []
        for line in plan.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \"") && line.hasSuffix("\":") {
                name = String(line.dropFirst(3).dropLast(2))
                inputs = []
            } else if line.hasPrefix("    inputs: ") {
                inputs = array(line.dropFirst("    inputs: ".count))
            } else if line.hasPrefix("    args: ") {
                let command = Command(inputs: Set(inputs), arguments: array(line.dropFirst("    args: ".count)))
                if name.hasPrefix("C.kata-") && name.hasSuffix(".exe") {
                    link = command
                } else if name.hasPrefix("C.") && name.hasSuffix(".module") {
                    compiles.append(command)
                }
            }
        }
        return (compiles, link)
    }

    private static func array(_ json: Substring) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }

    private static func value(after option: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
