import Foundation
import Specs
import Testing

@testable import KataTool

/// The verdicts of the review pages' notes against the truth: on the untouched Starter every smell is still
/// there; after the reference solutions, applied in kata order to a scratch copy, exactly the notes their
/// texts name (`Katas/Solutions/<kata>.md`, "Review notes it resolves") are gone; and a rename or a move of a
/// Starter file or type, made by tokens as a refactoring tool makes it, changes no verdict.
@Suite("kata review: each note's verdict comes from its smell, checked on the code", .serialized)
struct ReviewVerdictTests {
    static let site = ReviewSiteTests.site

    @Test("every note about a place has a smell check, and every check is a note's")
    func checks_coverEveryNoteOfThePages() {
        var ids: Set<String> = []
        for plan in Self.site.plans() {
            for comment in plan.review?.comments ?? [] where comment.namesPlace {
                ids.insert("\(plan.review?.id ?? "")#\(comment.number)")
            }
            ids.formUnion(plan.smells.compactMap(\.id))
        }

        #expect(ids == Set(SmellChecks.byNote.keys))
    }

    @Test("on the untouched Starter every note reads Still there, with the place it found", arguments: App.allCases)
    func verdicts_areStillThereOnTheUntouchedStarter(app: App) throws {
        let copy = try Self.scratchCopy()
        defer { copy.folder.remove() }
        let verdicts = Self.verdicts(app, copy.files)

        #expect(!verdicts.isEmpty)
        for (id, verdict) in verdicts {
            #expect(verdict.status == .stillThere, "\(id): \(verdict)")
        }
    }

    @Test(
        "after each reference solution, in kata order, exactly the notes the solutions name read Gone",
        arguments: App.allCases)
    func verdicts_followTheReferenceSolutions(app: App) throws {
        let copy = try Self.scratchCopy()
        defer { copy.folder.remove() }
        var resolved: Set<String> = []
        var checked: [String] = []

        for solution in ReferenceSolution.all(in: PackageFolder.root) where solution.app == app.rawValue {
            let (status, output) = QuietProcess.output(
                of: ["git", "apply", solution.patch.path], in: copy.folder.url, includingErrors: true)
            try #require(status == 0, "\(solution.kataID).patch: \(output)")
            let names = try Self.resolvedNotes(solution)
            resolved.formUnion(names)
            let verdicts = Self.verdicts(app, copy.read())

            #expect(names.isSubset(of: Set(verdicts.keys)), "\(solution.kataID) names notes no page has")
            let gone = Set(verdicts.filter { $0.value.status == .gone }.keys)
            #expect(gone == resolved, "after \(solution.kataID): gone \(gone.sorted()), named \(resolved.sorted())")
            #expect(verdicts.values.allSatisfy { $0.status != .notDecided }, "after \(solution.kataID)")
            checked.append(solution.kataID)
        }
        #expect(checked.count >= 3, "\(checked)")
    }

    @Test(
        "renaming any Starter type, or moving any Starter file (in its folder or out of it), changes no verdict",
        arguments: App.allCases)
    func verdicts_surviveRenamesAndMoves(app: App) throws {
        let copy = try Self.scratchCopy()
        defer { copy.folder.remove() }
        var states = [copy.files]
        for solution in ReferenceSolution.all(in: PackageFolder.root) where solution.app == app.rawValue {
            _ = QuietProcess.output(of: ["git", "apply", solution.patch.path], in: copy.folder.url)
        }
        states.append(copy.read())

        for files in states {
            let expected = Self.verdicts(app, files).mapValues(\.status)
            let starter = files.keys.filter { $0.hasPrefix(AppAudit.folders(of: app).starter + "/") }.sorted()
            for path in starter {
                let name = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
                let folder = AppAudit.folders(of: app).starter
                for moved in ["\(folder)/Moved/\(name)Moved.swift", "Starter/Elsewhere/\(name)Moved.swift"] {
                    var renamed = files
                    renamed[path] = nil
                    renamed[moved] = SourceFile(
                        path: moved, text: try #require(files[path]).lines.joined(separator: "\n"))
                    #expect(Self.verdicts(app, renamed).mapValues(\.status) == expected, "moved \(path) to \(moved)")
                }
            }
            let types = Set(
                starter.compactMap { files[$0] }.flatMap(\.symbols).filter { $0.isType && $0.keyword != "extension" }
                    .map(\.name))
            for type in types.sorted() {
                let renamed = files.mapValues { file in
                    starter.contains(file.path) || file.path.hasPrefix("Tests/Adapters/Starter/")
                        ? Self.rename(type, to: type + "Renamed", in: file) : file
                }
                #expect(Self.verdicts(app, renamed).mapValues(\.status) == expected, "renamed \(type)")
            }
        }
    }

    @Test(
        "the currency names read Gone when their one list is one enum's cases or one table, items priced in one aside",
        arguments: [
            (Self.currencyEnum, true), ("enum Currency: String { case usd = \"USD\", rupee = \"Rupee\" }", true),
            ("enum A: String { case usd = \"USD\" }\nenum B: String { case rupee = \"Rupee\" }", false),
            (Self.currencyEnum + "struct Shop { let names = [\"USD\", \"Rupee\"] }", false),
            (Self.currencyTable + Self.itemsInUSD, true),
            (
                Self.currencyTable + Self.itemsInUSD
                    + "func symbol(_ name: String) -> String { name == \"Yuan\" ? \"元\" : \"$\" }", false
            ),
        ])
    func currencyNames_inOneEnumAreOneDeclaration(source: String, gone: Bool) {
        let file = SourceFile(path: "Starter/Cart/Shop.swift", text: source + "\n")
        let verdicts = Self.verdicts(.cart, [file.path: file])

        for id in ["review-ocp#3", "cart-refactorability#6"] {
            #expect(verdicts[id]?.status == (gone ? .gone : .stillThere), "\(id): \(String(describing: verdicts[id]))")
        }
    }

    /// The currencies and their rates as rows of data, in one declaration.
    static let currencyTable = """
        struct CurrencyTable {
            static let shop = [
                (name: "USD", symbol: "$", rates: [1.0, 66.78, 6.87]),
                (name: "Rupee", symbol: "₹", rates: [1 / 66.78, 1.0, 0.107]),
                (name: "Yuan", symbol: "元", rates: [1 / 6.87, 9.35, 1.0]),
            ]
        }

        """

    /// Items priced in one currency: a new currency does not edit them.
    static let itemsInUSD = """
        struct ShopShelf {
            static let shop = [
                ["name": "Flashlight", "price": 100, "cur": "USD"],
                ["name": "Tin can", "price": 32, "cur": "USD"],
            ]
        }

        """

    static let currencyEnum = """
        enum Currency: String {
            case usd = "USD"
            case rupee = "Rupee"
            case yuan = "Yuan"
        }

        """

    @Test(
        "the reason for a screen property of one of the app's types names its kind: class, struct, enum, actor",
        arguments: ["class", "struct", "enum", "actor"])
    func concreteTypeProperty_namesTheKindFound(kind: String) throws {
        let source = """
            \(kind) BackendClient {}

            final class RegistrationScreen {
                let backend: BackendClient
                init(backend: BackendClient) { self.backend = backend }
                func render() -> String { "[Register]" }
            }

            """
        let file = SourceFile(path: "Starter/Registration/RegistrationScreen.swift", text: source)
        let verdicts = Self.verdicts(.registration, [file.path: file])

        for id in ["review-dip#3", "registration-dip#2"] {
            let verdict = try #require(verdicts[id], "\(id)")
            #expect(verdict.status == .stillThere && verdict.places.map(\.line) == [4], "\(id): \(verdict)")
            #expect(verdict.looksFor.contains("\(kind)"), "\(id): \(verdict.looksFor)")
        }
    }

    @Test(
        "a report that deletes through a role protocol does not reach the storage, though the record's own delete(from:) does",
        arguments: [("try store.delete(records[index])", true), ("try records[index].delete(from: database)", false)])
    func storageMember_isMatchedWithItsArgumentLabel(deletion: String, gone: Bool) throws {
        let source = """
            import SQLiteDatabase

            public final class ExpenseRecord {
                public func delete(from database: SQLiteDatabase) throws {}
            }

            public protocol ExpenseQuerying {
                func delete(_ record: ExpenseRecord) throws
            }

            public final class ReportDataSource<Store: ExpenseQuerying> {
                let store: Store
                var records: [ExpenseRecord] = []
                public var errorMessage: String?
                init(store: Store) { self.store = store }
                public func deleteRow(at index: Int) {
                    do {
                        \(deletion)
                    } catch {
                        errorMessage = "Could not load the expenses."
                    }
                }
            }

            """
        let file = SourceFile(path: "Starter/Expenses/Report.swift", text: source)
        let verdicts = Self.verdicts(.expenses, [file.path: file])

        for id in ["expenses-isp#1", "expenses-isp#2"] {
            let verdict = try #require(verdicts[id], "\(id)")
            #expect(verdict.status == (gone ? .gone : .stillThere), "\(id): \(verdict)")
            #expect(gone || verdict.places.map(\.line) == [18], "\(id): \(verdict)")
        }
    }

    @Test("a table of the screens' words moves no check off its screen: the screens that read a word are checked")
    func wordsInATable_leaveTheChecksOnTheScreensThatReadThem() throws {
        let source = """
            enum ShopWording {
                static let emptyCart = "Nothing in the cart"
                static func count(_ count: Int) -> String { "Total in cart \\(count)" }
            }

            final class Basket { var items: [String] = [] }

            final class CartList {
                let basket: Basket
                init(basket: Basket) { self.basket = basket }
                func render() -> String { basket.items.isEmpty ? ShopWording.emptyCart : basket.items.joined() }
            }

            final class ShopFront {
                let basket = Basket()
                func openCart() -> CartList { CartList(basket: basket) }
                func footer() -> String { ShopWording.count(basket.items.count) }
            }

            """
        let file = SourceFile(path: "Starter/Cart/Shop.swift", text: source)
        let verdicts = Self.verdicts(.cart, [file.path: file])

        let builds = try #require(verdicts["review-isp#4"])
        #expect(builds.status == .stillThere && builds.places.map(\.line) == [16], "\(builds)")
        #expect(verdicts["cart-refactorability#7"]?.status == .stillThere, "no total in the cart list")
        #expect(
            AppCode(app: .cart, files: [file.path: file]).types(holding: "Total in cart").map { $0.map(\.name) } == [
                ["ShopFront"]
            ])
    }

    @Test(
        "rates keyed by currency names read Still there in any shape: a dictionary, rows of structs, a switch",
        arguments: [
            ("let rates = [\"USD\": [\"Rupee\": 66.78]]", true),
            ("let rates = [Rate(from: \"USD\", to: \"Rupee\", factor: 66.78)]", true),
            (
                "func rate(_ a: String, _ b: String) -> Double {\n    switch (a, b) {\n    case (\"USD\", \"Rupee\"): 66.78\n    default: 1.0\n    }\n}",
                true
            ),
            ("let rates: [Currency: [Currency: Double]] = [.usd: [.rupee: 66.78]]", false),
            ("let items = [(\"Flashlight\", 100, \"USD\")]", false),
        ])
    func ratesKeyedByNames_areFoundInAnyShape(source: String, found: Bool) {
        let file = SourceFile(path: "Starter/Cart/Rates.swift", text: source + "\n")

        let verdict = Self.verdicts(.cart, [file.path: file])["review-ocp#4"]

        #expect(verdict?.status == (found ? .stillThere : .gone), "\(String(describing: verdict))")
    }

    @Test(
        "words in an enum of static functions are not static rules: the notes on static rules follow the screen's check",
        arguments: [
            ("rule.admits(email)", false),
            ("Syntax.isValid(email)", true),
        ])
    func registrationWording_isNotAStaticRule(check: String, isStatic: Bool) throws {
        let source = """
            protocol AddressRule { func admits(_ address: String) -> Bool }

            enum Syntax {
                static func isValid(_ address: String) -> Bool { address.contains("@") }
            }

            struct SyntaxRule: AddressRule {
                func admits(_ address: String) -> Bool { Syntax.isValid(address) }
            }

            enum Copy {
                static let button = "[Register]"
                static func welcome(_ email: String) -> String { "Welcome! \\(email) is registered." }
                static func field(_ text: String) -> String { "Email: [\\(text)]" }
            }

            final class SignUpScreen {
                var emailField = ""
                var messageLabel = ""
                let rule: AddressRule
                init(rule: AddressRule) { self.rule = rule }

                func registerTapped() {
                    guard \(check) else { return }
                    messageLabel = Copy.welcome(emailField)
                }

                func render() -> String { [Copy.field(emailField), Copy.button, messageLabel].joined() }
            }

            """
        let file = SourceFile(path: "Starter/Registration/SignUp.swift", text: source)
        let verdicts = Self.verdicts(.registration, [file.path: file])

        for id in ["registration-dip#3", "review-dip#4"] {
            let verdict = try #require(verdicts[id])
            #expect(verdict.status == (isStatic ? .stillThere : .gone), "\(id): \(verdict)")
        }
        let steps = try #require(verdicts["registration-composition#1"])
        #expect(steps.places.map(\.line) == (isStatic ? [24] : []), "\(steps)")
    }

    @Test(
        "one store reads Gone only when a role the database's type plays has a player that does not reach it",
        arguments: [
            ("enum Today: ReportPeriod {}\nenum ThisMonth: ReportPeriod {}", false),
            ("final class MemoryStore: ExpenseSaver {}", true),
            ("final class MemoryStore: ExpenseSaver {}\nfinal class Cache<Key: Hashable>: ExpenseSaver {}", true),
            (
                "final class MonthStore: ExpenseSaver {\n    let database: SQLiteDatabase\n"
                    + "    func save(_ title: String) throws { try database.execute(\"INSERT INTO month VALUES (?)\") }\n}",
                false
            ),
        ])
    func oneStore_countsASecondStoreOnly(others: String, gone: Bool) throws {
        let source = """
            import SQLiteDatabase

            protocol ReportPeriod {}
            protocol ExpenseSaver { func save(_ title: String) throws }

            final class DiskStore<Clock: Sendable>: ExpenseSaver {
                let database: SQLiteDatabase
                init(file: String) throws { database = try SQLiteDatabase(.file(file)) }
                func save(_ title: String) throws { try database.execute("INSERT INTO expenses VALUES (?)") }
            }

            \(others)

            """
        let file = SourceFile(path: "Starter/Expenses/Store.swift", text: source)

        let verdict = try #require(Self.verdicts(.expenses, [file.path: file])["expenses-lsp#3"])

        #expect(verdict.status == (gone ? .gone : .stillThere), "\(verdict)")
        #expect(gone || verdict.places.map(\.line) == [8], "\(verdict)")
    }

    @Test(
        "an id made by a default argument is the caller's to choose: only an id made in a body reads Still there",
        arguments: [
            ("init(title: String, newID: () -> String = { UUID().uuidString }) { id = newID() }", false),
            ("init(id: UUID = UUID(), title: String) { self.id = id.uuidString }", false),
            ("init(title: String) { id = UUID().uuidString }", true),
            ("init(id: UUID = UUID(), title: String) { self.id = id.uuidString + UUID().uuidString }", true),
        ])
    func idMadeInside_leavesDefaultArgumentsToTheCaller(initializer: String, found: Bool) throws {
        let source = """
            import Foundation

            struct ExpenseEntry {
                let id: String
                \(initializer)
            }

            """
        let file = SourceFile(path: "Starter/Expenses/Entry.swift", text: source)

        let verdict = try #require(Self.verdicts(.expenses, [file.path: file])["expenses-dip#8"])

        #expect(verdict.status == (found ? .stillThere : .gone), "\(verdict)")
        #expect(verdict.places.map(\.line) == (found ? [5] : []), "\(verdict)")
    }

    @Test("a rename by tokens renames the code and its interpolations, never a string's text")
    func rename_changesCodeNotStrings() {
        let file = SourceFile(path: "Starter/Cart/A.swift", text: "let a = Cart()\nlet b = \"Cart \\(Cart.count)\"\n")

        #expect(
            Self.rename("Cart", to: "Store", in: file).lines == ["let a = Store()", "let b = \"Cart \\(Store.count)\""])
    }

    // MARK: - Helpers

    /// The verdict of each note of `app`'s review pages that has a smell check, by its id, on `files`.
    static func verdicts(_ app: App, _ files: [String: SourceFile]) -> [String: NoteVerdict] {
        let code = AppCode(app: app, files: files)
        var verdicts: [String: NoteVerdict] = [:]
        for plan in site.plans(apps: [app]) {
            let ids =
                (plan.review?.comments ?? []).map { "\(plan.review?.id ?? "")#\($0.number)" }
                + plan.smells.compactMap(\.id)
            for id in ids { verdicts[id] = ReviewSide.verdict(id, code: code, hint: nil) }
        }
        return verdicts
    }

    /// The notes a solution's text names as resolved: the backticked ids of its "Review notes it resolves".
    static func resolvedNotes(_ solution: ReferenceSolution) throws -> Set<String> {
        let text = try String(contentsOf: solution.walkthrough, encoding: .utf8)
        let paragraph = try #require(
            text.components(separatedBy: "\n\n").first { $0.hasPrefix("Review notes it resolves") })
        return Set(MarkdownText.backticked(paragraph).filter { $0.contains("#") })
    }

    /// A copy of the package's Starter, its adapters and its nets, where patches apply as to the package.
    struct ScratchCopy {
        let folder: TemporaryFolder
        let files: [String: SourceFile]

        func read() -> [String: SourceFile] {
            Dictionary(
                ReviewSite.codeFolders.flatMap { SourceFile.all(under: $0, of: folder.url) }.map { ($0.path, $0) }
            ) { first, _ in first }
        }
    }

    static func scratchCopy() throws -> ScratchCopy {
        let folder = try TemporaryFolder(prefix: "kata-review-truth")
        for path in ["Starter", "Tests/Adapters", "Tests/MyNet"] {
            let target = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PackageFolder.root.appendingPathComponent(path), to: target)
        }
        let copy = ScratchCopy(folder: folder, files: [:])
        return ScratchCopy(folder: folder, files: copy.read())
    }

    /// `file` with the type `old` renamed `new` in its code (and in its strings' interpolations), as a
    /// refactoring tool renames it: a string's text and the comments stay.
    static func rename(_ old: String, to new: String, in file: SourceFile) -> SourceFile {
        guard file.lines.contains(where: { $0.contains(old) }) else { return file }
        let text = TokenHighlighter.tokens(file.lines.joined(separator: "\n")).map { token -> String in
            switch token.kind {
            case .typeName, .identifier: return token.text == old ? new : token.text
            case .string:
                return token.text.replacingOccurrences(
                    of: "(\\\\\\([^)]*)\\b\(old)\\b", with: "$1\(new)", options: .regularExpression)
            default: return token.text
            }
        }.joined()
        return text == file.lines.joined(separator: "\n") ? file : SourceFile(path: file.path, text: text)
    }
}
