import Foundation
import Testing

@testable import KataTool

/// Every command's options are declared once: its help lists each, its parser accepts each and refuses
/// any other, and its usage names none that is not declared.
@MainActor
@Suite("kata command options")
struct CommandOptionsTests {
    @Test("the help lists every declared option, as a row of its table", arguments: allNames)
    func help_listsEveryDeclaredOption(name: String) throws {
        let entry = try #require(CommandTable.entry(name))
        let rows = entry.help.split(separator: "\n").map(String.init)

        for option in entry.syntax.options {
            #expect(
                rows.contains { $0.hasPrefix("  \(option.label)   ") },
                "kata \(name) --help has no row for \(option.label)")
        }
    }

    @Test("the parser accepts every declared option, by its name, its short name and name=value", arguments: allNames)
    func parse_acceptsEveryDeclaredOption(name: String) throws {
        let syntax = try #require(CommandTable.entry(name)).syntax

        for option in syntax.options {
            for spelling in [option.name] + [option.short].compactMap(\.self) {
                let words = option.takesValue ? [spelling, "word"] : [spelling]

                let arguments = try syntax.parse(words)

                if option.takesValue {
                    #expect(arguments.value(option) == "word", "kata \(name) \(words.joined(separator: " "))")
                    #expect(try syntax.parse(["\(spelling)=word"]).value(option) == "word")
                } else {
                    #expect(arguments.has(option), "kata \(name) \(spelling)")
                }
                #expect(arguments.positionals.isEmpty)
            }
        }
    }

    @Test("an undeclared option is refused: unknown option, the usage, exit 2", arguments: allNames)
    func run_refusesAnUndeclaredOption(name: String) async {
        let (terminal, output) = CapturedOutput.terminal()

        let code = await KataCommandLine.run([name, "--no-such-option"], terminal: terminal)

        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix("kata: unknown option --no-such-option."))
    }

    @Test("every option the usage names is declared", arguments: allNames)
    func usage_namesOnlyDeclaredOptions(name: String) throws {
        let syntax = try #require(CommandTable.entry(name)).syntax
        let declared = Set(syntax.options.flatMap { [$0.name] + [$0.short].compactMap(\.self) })

        for synopsis in syntax.usage {
            let afterCommand = try #require(synopsis.range(of: name)).upperBound
            let named = synopsis[afterCommand...].split(whereSeparator: { " []|".contains($0) })
                .filter { $0.hasPrefix("-") }.map(String.init)

            #expect(Set(named).isSubset(of: declared), "kata \(name): \(synopsis)")
        }
    }

    @Test("no two options of a command share a name, and none takes --help or -h", arguments: allNames)
    func options_haveDistinctNames(name: String) throws {
        let names = try #require(CommandTable.entry(name)).syntax.options.flatMap {
            [$0.name] + [$0.short].compactMap(\.self)
        }

        #expect(Set(names).count == names.count, "kata \(name) declares a name twice: \(names)")
        #expect(!names.contains("--help") && !names.contains("-h"), "the dispatcher answers --help and -h")
    }

    @Test("every help fits 80 columns, with no line ending in spaces", arguments: allNames)
    func help_fitsEightyColumns(name: String) throws {
        let help = try #require(CommandTable.entry(name)).help

        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "kata \(name) --help prints a line of \(line.count) columns: \(line)")
            #expect(!line.hasSuffix(" "), "kata \(name) --help prints a line ending in spaces: \(line)")
        }
    }

    @Test("the check that kata mutants runs on each mutant is a command line kata check accepts")
    func mutantCheck_parsesAsKataCheck() throws {
        let arguments = try CheckCommand.syntax.parse(
            ["cart", "--implementation", "starter"] + MutationRun.checkOptions)

        #expect(arguments.value(CheckCommand.runs) == "1")
        #expect(arguments.has(CheckCommand.thisAppOnly))
    }

    nonisolated private static let allNames = CommandTable.entries.map(\.name)
}
