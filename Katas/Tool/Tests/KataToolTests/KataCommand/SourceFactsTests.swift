import Specs
import Testing

@testable import KataTool

@Suite("kata audit: the facts, on small fixture sources")
struct SourceFactsTests {
    @Test("files and lines count the lines that hold code, not blanks or comments")
    func size_countsCodeLinesOnFixture() {
        let facts = SourceFacts(files: [
            SourceFile(path: "A.swift", text: "// a comment\n\nstruct A {\n    let x = 1\n}\n"),
            SourceFile(path: "B.swift", text: "enum B {}\n"),
        ])

        #expect(facts.size.summary == "2 files, 4 lines of code")
    }

    @Test("the largest type and the longest function are the ones spanning most lines")
    func largest_namesBiggestTypeAndFunctionOnFixture() {
        let source = """
            struct Small { func a() {} }
            final class Big {
                func short() { print(1) }
                func long(
                    value: Int
                ) -> Int {
                    let doubled = value * 2
                    return doubled
                }
            }
            """

        let facts = SourceFacts(files: [SourceFile(path: "Big.swift", text: source)])

        #expect(facts.largest.summary == "type Big (9 lines); function Big.long (6 lines)")
    }

    @Test("singletons and global vars are found; a local var or an instance var is not")
    func globalState_findsSingletonsAndGlobalVarsOnFixture() {
        let source = """
            var counter = 0
            final class API {
                static let shared = API()
                static var retries = 3
                var name = ""
                func f() { var local = 1; local += 1 }
            }
            """

        let facts = SourceFacts(files: [SourceFile(path: "API.swift", text: source)])

        #expect(facts.globalState.summary == "1 singleton, 2 global vars")
        #expect(facts.globalState.details.contains("singleton API.swift:3 API.shared"))
    }

    @Test("casts, type checks and switches over strings or types are counted; a switch over an enum is not")
    func typeChecks_countsCastsAndSwitchesOverNamesOnFixture() {
        let source = """
            func f(_ value: Any, _ name: String, _ flag: Bool) {
                let a = value as! Int
                if value is String, let b = value as? Double { print(a, b) }
                switch name {
                case "Today": break
                default: break
                }
                switch value {
                case let number as Int: print(number)
                default: break
                }
                switch flag {
                case true: break
                case false: break
                }
            }
            """

        let facts = SourceFacts(files: [SourceFile(path: "F.swift", text: source)])

        #expect(facts.typeChecks.summary == "3 type checks or casts, 2 switches over names")
    }

    @Test("a screen (by its name or folder) that names the database or holds SQL is counted; other files are not")
    func screensNamingStorage_countsScreensOnFixture() {
        let facts = SourceFacts(files: [
            SourceFile(path: "App/ReportScreen.swift", text: "class ReportScreen { let db: SQLiteDatabase }"),
            SourceFile(path: "App/AddScreen.swift", text: #"class AddScreen { let q = "SELECT * FROM e" }"#),
            SourceFile(path: "App/CleanScreen.swift", text: "class CleanScreen { let saver: Saver }"),
            SourceFile(path: "App/Store.swift", text: "class Store { let db: SQLiteDatabase }"),
            SourceFile(path: "App/ShopView.swift", text: "final class ShopView { let api: BackendAPI }"),
            SourceFile(path: "App/UI/Basket.swift", text: "final class Basket { let lines: [String] }"),
            SourceFile(path: "App/Views/Shop.swift", text: "final class Shop { let items: [String] }"),
            SourceFile(path: "App/UIKitStore.swift", text: "class UIKitStore { let db: SQLiteDatabase }"),
        ])

        #expect(facts.screensNamingStorage.summary == "3 of 6 screens")
        #expect(facts.screensNamingStorage.details.contains("App/AddScreen.swift: SQL"))
    }

    @Test("a name the screen declares itself is not storage; a storage member it reaches is")
    func screensNamingStorage_skipsNamesTheScreenDeclaresOnFixture() {
        let facts = SourceFacts(files: [
            SourceFile(
                path: "App/Screens/Wording.swift",
                text: "enum Wording { static func notAnExpenseDatabase(name: String) -> String { name } }"),
            SourceFile(
                path: "App/Screens/ListScreen.swift",
                text: "final class ListScreen { let database: Saver\n func save() { database.save() } }"),
            SourceFile(
                path: "App/Screens/LegacyScreen.swift",
                text: "final class LegacyScreen { func save() { App.shared.database.save() } }"),
        ])

        #expect(facts.screensNamingStorage.summary == "1 of 3 screens")
        #expect(facts.screensNamingStorage.details == ["App/Screens/LegacyScreen.swift: database"])
    }

    @Test("each protocol is listed with the types that conform to it, in symbols and extensions")
    func protocols_listsConformersOnFixture() {
        let source = """
            protocol Saver { func save() }
            protocol Loader {}
            struct Memory: Saver, Equatable { func save() {} }
            final class Disk {}
            extension Disk: Saver { func save() {} }
            """

        let facts = SourceFacts(files: [SourceFile(path: "P.swift", text: source)])

        #expect(facts.protocols.summary == "2 protocols, 2 conformers")
        #expect(facts.protocols.details == ["Saver: Memory, Disk", "Loader: no conformer"])
    }

    @Test("a protocol that refines a role is no player of it: the types that conform to it play it, through it")
    func protocols_countsTypesThroughARefiningProtocolOnFixture() {
        let source = """
            protocol Loader {}
            protocol Saver {}
            protocol Store: Loader, Saver {}
            final class Disk: Store {}
            struct Memory: Store, Equatable {}
            struct Logger: Saver {}
            """

        let facts = SourceFacts(files: [SourceFile(path: "Roles.swift", text: source)])

        #expect(facts.protocols.summary == "3 protocols, 3 conformers")
        #expect(
            facts.protocols.details == [
                "Loader: Disk (through Store), Memory (through Store)",
                "Saver: Disk (through Store), Memory (through Store), Logger", "Store: Disk, Memory",
            ])
    }

    @Test("a change request costs the lines that name its case once built, its nearest case's before")
    func changeRequestCost_measuresNamingLinesOnFixture() {
        let probe = ChangeRequest.euro
        let before = [
            SourceFile(path: "S.swift", text: "let curs = [\"USD\", \"Yuan\"]\n// Yuan in a comment\nlet y = \"元\"")
        ]
        let after = [SourceFile(path: "R.swift", text: "enum Currency { case yuan, euro }\nlet e = \"€\"")]

        #expect(probe.cost(in: before) == "CART-2 Euro: not built yet; the Yuan is named in 1 file, 2 lines")
        #expect(probe.cost(in: after) == "CART-2 Euro: built, 1 file, 2 lines")
    }

    @Test("a failed save that keeps the form is built once the Add Expense screen holds it, not an alert elsewhere")
    func changeRequestCost_countsAFailedSaveInTheAddExpenseScreenOnly() {
        let probe = ChangeRequest.failedSaveKeepsForm
        let alert = SourceFile(
            path: "ReportsScreen.swift",
            text:
                "final class ReportsScreen {\n    var alert = \"Could not save the expense.\"\n    let add = AddExpenseScreen()\n}"
        )
        let before = [alert, SourceFile(path: "AddExpenseScreen.swift", text: "final class AddExpenseScreen {}")]
        let after = [
            alert,
            SourceFile(
                path: "AddExpenseScreen.swift",
                text: "final class AddExpenseScreen {\n    var failureMessage = ExpenseWording.saveFailure\n}"),
        ]

        #expect(probe.cost(in: before) == "EXP-2 a failed save keeps the form: not built yet")
        #expect(probe.cost(in: after) == "EXP-2 a failed save keeps the form: built, 1 file, 1 line")
    }

    @Test("a failed save built in an Add Expense screen of another name counts: the screen that draws its buttons")
    func changeRequestCost_countsAFailedSaveInARenamedAddExpenseScreen() {
        let probe = ChangeRequest.failedSaveKeepsForm
        let list = SourceFile(
            path: "UI/LedgerIndexScreen.swift",
            text: "final class LedgerIndexScreen {\n    let form = EntryFormScreen()\n}")
        let form = SourceFile(
            path: "UI/EntryFormScreen.swift",
            text: """
                final class EntryFormScreen {
                    var saveFailure: String?
                    func render() -> String { [saveFailure ?? "", "[Cancel] [Save]"].joined() }
                }
                """)

        #expect(probe.cost(in: [list, form]) == "EXP-2 a failed save keeps the form: built, 1 file, 2 lines")
    }

    @Test("a protocol's requirement and a computed static var keep no state: not global vars")
    func globalState_leavesOutRequirementsAndComputedVarsOnFixture() {
        let source = """
            protocol ReportPeriod {
                static var title: String { get }
            }
            enum Today: ReportPeriod {
                static var title: String { "Today" }
                static var opened = 0
                static var watched = 0 { didSet {} }
            }
            """

        let facts = SourceFacts(files: [SourceFile(path: "Period.swift", text: source)])

        #expect(facts.globalState.summary == "0 singletons, 2 global vars")
        #expect(
            facts.globalState.details == [
                "global var Period.swift:6 Today.opened", "global var Period.swift:7 Today.watched",
            ])
    }

    @Test("a generic type's conformances follow its parameters; a parameter's constraint is not one")
    func protocols_countsConformancesOfGenericTypesOnFixture() {
        let source = """
            protocol ReportPeriod {}
            protocol ReportFeed {}
            enum Today: ReportPeriod {}
            final class PeriodFeed<Period: ReportPeriod>: ReportFeed {}
            struct Pair<A: ReportPeriod, B: Sequence<Array<Int>>>: ReportFeed where A: Sendable {}
            """

        let facts = SourceFacts(files: [SourceFile(path: "Feed.swift", text: source)])

        #expect(facts.protocols.summary == "2 protocols, 3 conformers")
        #expect(facts.protocols.details == ["ReportPeriod: Today", "ReportFeed: PeriodFeed, Pair"])
    }
}
