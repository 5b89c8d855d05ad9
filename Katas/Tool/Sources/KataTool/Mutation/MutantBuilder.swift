import Foundation

/// Builds a `kata` binary (or the package's test bundle) for one mutant without touching the package's build:
/// it compiles only the mutated file (a mutated copy of it, with the compiler command SwiftPM planned for
/// the original) and links the binary to its own path with the other files' objects as they are. One compile and one link, about a
/// second of work where `swift build` takes several; and since no mutant changes the copy, mutants build
/// side by side.
///
/// The commands come from SwiftPM's plan (`.build/debug.yaml`) and the compiler driver's own job list
/// (`-driver-print-jobs`). SwiftPM documents no way to ask for one file's compiler command, so this
/// reading is an optimization only: when the plan is missing or not understood, `isFast` is false and
/// the run falls back to `swift build` for each mutant, one at a time. Where a documented flag exists,
/// it is used: the binary's folder comes from `swift build --show-bin-path` (`MutationRun.binary`).
struct MutantBuilder: Sendable {
    /// What a mutant's build links: the `kata` command (its checks run the shipped specs) or the test
    /// bundle (its Swift Testing tests run an attendee's net).
    enum Product: Sendable {
        case kata
        case tests

        /// Whether `command`, a command name of SwiftPM's plan, links this product.
        func isLinked(by command: String) -> Bool {
            switch self {
            case .kata: command.hasPrefix("C.kata-") && command.hasSuffix(".exe")
            case .tests: command.hasPrefix("C.") && command.hasSuffix(".test")
            }
        }
    }

    let package: URL
    /// The compiler command for each source file (absolute path), and that file's object.
    private let compiles: [String: (arguments: [String], object: String)]
    private let link: [String]
    private let linkedObjects: [String]
    /// The file name of the linked binary: `kata`, or the test bundle's.
    let binaryName: String

    var isFast: Bool { !link.isEmpty }

    /// Reads the plan of the package in `package` (built once by `swift build`, or `swift build --build-tests`
    /// for the test bundle) for the files in `files` (relative paths).
    init(package: URL, files: Set<String>, product: Product = .kata) {
        self.package = package
        let plan = (try? String(contentsOf: package.appendingPathComponent(".build/debug.yaml"), encoding: .utf8)) ?? ""
        let (modules, link) = Self.commands(in: plan, linking: product)
        var compiles: [String: (arguments: [String], object: String)] = [:]
        for file in files {
            let path = package.appendingPathComponent(file).standardizedFileURL.path
            guard compiles[path] == nil, let module = modules.first(where: { $0.inputs.contains(path) }) else {
                continue
            }
            for job in Self.jobs(of: module.arguments, in: package) {
                guard let primary = Self.value(after: "-primary-file", in: job),
                    let object = Self.value(after: "-o", in: job)
                else { continue }
                compiles[primary] = (job, object)
            }
        }
        let list = link.flatMap { $0.first(where: { $0.hasPrefix("@") }) }
        let objects = list.flatMap { try? String(contentsOfFile: String($0.dropFirst()), encoding: .utf8) }
        linkedObjects = objects?.split(separator: "\n").map(String.init) ?? []
        let linked = Set(linkedObjects)
        // Fast only when every mutated file has its own compiler command and its object is linked as listed
        // (otherwise the binary could silently keep the unmutated object).
        let complete = files.allSatisfy { file in
            compiles[package.appendingPathComponent(file).standardizedFileURL.path].map { linked.contains($0.object) }
                == true
        }
        self.compiles = compiles
        self.link = complete ? Self.fasterLinker(link ?? []) : []
        binaryName =
            link.flatMap { Self.value(after: "-o", in: $0) }.map { ($0 as NSString).lastPathComponent } ?? "kata"
    }

    /// Builds `mutant`, applied to its file as the package has it, into `folder`, gives `check` the path of
    /// the binary, and removes the folder: `.notApplicable` or `.didNotBuild` when there is nothing to check.
    /// A build that fails is tried once more before the mutant counts as not building: two compilers
    /// sharing the module cache can, rarely, fail a build that works alone.
    func verdict(of mutant: Mutant, in folder: URL, check: (String) -> MutationVerdict) -> MutationVerdict {
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let mutated = mutant.source(in: package).flatMap(mutant.applied(to:)) else { return .notApplicable }
        guard build(mutant, mutated: mutated, in: folder) || build(mutant, mutated: mutated, in: folder) else {
            return .didNotBuild
        }
        return check(folder.appendingPathComponent(binaryName).path)
    }

    /// Whether the unmutated file of `mutant`, built the fast way into `folder`, passes `check`, as it must.
    func unmutatedPasses(_ mutant: Mutant, in folder: URL, check: (String) -> ProcessEnd) -> Bool {
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let original = mutant.source(in: package), build(mutant, mutated: original, in: folder) else {
            return false
        }
        return check(folder.appendingPathComponent(binaryName).path) == .exited(0)
    }

    /// Builds `mutant` into `folder/<binaryName>`. `false` when the mutated code does not compile.
    func build(_ mutant: Mutant, mutated: String, in folder: URL) -> Bool {
        let path = package.appendingPathComponent(mutant.file).standardizedFileURL.path
        guard let compile = compiles[path] else { return false }
        let source = folder.appendingPathComponent((mutant.file as NSString).lastPathComponent)
        let object = folder.appendingPathComponent("mutant.o").path
        let list = folder.appendingPathComponent("objects")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try mutated.write(to: source, atomically: true, encoding: .utf8)
            let objects = linkedObjects.map { $0 == compile.object ? object : $0 }
            try (objects.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
        } catch {
            return false
        }
        var compiling = Self.dropping(
            [
                "-emit-dependencies-path", "-emit-reference-dependencies-path",
                "-serialize-diagnostics-path", "-index-store-path",
            ], from: compile.arguments)
        compiling = compiling.filter { $0 != "-index-system-modules" }.map { $0 == path ? source.path : $0 }
        compiling = Self.replacing(after: "-o", with: object, in: compiling)
        guard QuietProcess.run(compiling, in: package) == .exited(0) else { return false }
        var linking = link.map { $0.hasPrefix("@") ? "@" + list.path : $0 }
        linking = Self.replacing(after: "-o", with: folder.appendingPathComponent(binaryName).path, in: linking)
        return QuietProcess.run(linking, in: package) == .exited(0)
    }

    /// On Linux, links with the toolchain's `lld` when it has one: it links the debug binary in about
    /// two thirds of the time the default linker takes. (The run checks the unmutated binary first.)
    private static func fasterLinker(_ link: [String]) -> [String] {
        #if os(Linux)
            guard let compiler = link.first, !link.contains(where: { $0.hasPrefix("-use-ld") }) else { return link }
            let lld = URL(fileURLWithPath: compiler).deletingLastPathComponent().appendingPathComponent("ld.lld")
            guard FileManager.default.isExecutableFile(atPath: lld.path) else { return link }
            return [compiler, "-use-ld=lld"] + link.dropFirst()
        #else
            return link
        #endif
    }

    /// The frontend command of every file of a module, as the compiler driver plans them (one per file).
    private static func jobs(of module: [String], in package: URL) -> [[String]] {
        let arguments = module.filter { !["-incremental", "-enable-batch-mode", "-parseable-output"].contains($0) }
        let (status, output) = QuietProcess.output(of: arguments + ["-driver-print-jobs"], in: package)
        guard status == 0 else { return [] }
        // Quoted words (a path with a space) are not split here: such a job is left out, and the mutant
        // falls back to `swift build`.
        return output.split(separator: "\n")
            .filter { !$0.contains("'") && !$0.contains("\"") && $0.contains(" -primary-file ") }
            .map { $0.split(separator: " ").map(String.init) }
    }

    /// The module compile commands (their inputs and arguments) and the link command of `product` in a
    /// SwiftPM plan.
    private static func commands(in plan: String, linking product: Product) -> (
        modules: [(inputs: Set<String>, arguments: [String])], link: [String]?
    ) {
        var modules: [(inputs: Set<String>, arguments: [String])] = []
        var link: [String]?
        var name = ""
        var inputs: [String] = []
        for line in plan.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \"") && line.hasSuffix("\":") {
                name = String(line.dropFirst(3).dropLast(2))
                inputs = []
            } else if line.hasPrefix("    inputs: ") {
                inputs = array(line.dropFirst("    inputs: ".count))
            } else if line.hasPrefix("    args: ") {
                let arguments = array(line.dropFirst("    args: ".count))
                if product.isLinked(by: name) {
                    link = arguments
                } else if name.hasPrefix("C.") && name.hasSuffix(".module") {
                    modules.append((Set(inputs), arguments))
                }
            }
        }
        return (modules, link)
    }

    private static func array(_ json: Substring) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }

    private static func value(after option: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    private static func replacing(after option: String, with value: String, in arguments: [String]) -> [String] {
        var arguments = arguments
        if let index = arguments.firstIndex(of: option), index + 1 < arguments.count { arguments[index + 1] = value }
        return arguments
    }

    private static func dropping(_ options: Set<String>, from arguments: [String]) -> [String] {
        var skipNext = false
        return arguments.filter { argument in
            let kept = !skipNext && !options.contains(argument)
            skipNext = !skipNext && options.contains(argument)
            return kept
        }
    }
}
