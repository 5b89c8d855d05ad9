import Foundation
import Specs
import Testing

@testable import KataTool

@Suite("The Starter's files of each app, found from its adapter wherever they are")
struct StarterAppFilesTests {
    @Test("an app's files are those its adapter reaches, through moved and renamed files; shared ones belong to none")
    func files_followTheAdapterThroughMovedFilesAndLeaveSharedOnesOut() throws {
        let folder = try TemporaryFolder(prefix: "starter-app-files")
        defer { folder.remove() }
        let files = [
            "Tests/Adapters/Starter/StarterShoppingCart.swift": "let screen = Shop.Screens.make(ShopWindow())\n",
            "Tests/Adapters/Starter/StarterRegistration.swift": "let form = SignUpForm()\n",
            "Tests/Adapters/Starter/StarterExpenseTracker.swift": "let app = Tracker()\n",
            "Starter/Deep/Inside/LegacyShopWindow.swift":
                "final class ShopWindow {\n    func render() -> String { money(price.amount) }\n    let price = Price()\n}\n",
            "Starter/Elsewhere/Price.swift": "struct Price { var amount = 1 }\n",
            "Starter/SignUp/SignUpForm.swift": "struct SignUpForm { func render() -> String { money(2) } }\n",
            "Starter/Shared/Money.swift": "func money(_ value: Int) -> String { \"\\(value)\" }\n",
            "Starter/Tracker.swift": "final class Tracker { func render() -> String { \"\" } }\n",
            "Starter/Unused.swift": "struct NobodyUsesMe { func render() {} }\n",
        ]
        try write(files, in: folder)

        #expect(
            StarterAppFiles.files(of: .cart, root: folder.url) == [
                "Starter/Deep/Inside/LegacyShopWindow.swift", "Starter/Elsewhere/Price.swift",
            ])
        #expect(StarterAppFiles.files(of: .registration, root: folder.url) == ["Starter/SignUp/SignUpForm.swift"])
        #expect(StarterAppFiles.files(of: .expenses, root: folder.url) == ["Starter/Tracker.swift"])
        #expect(StarterAppFiles.unowned(root: folder.url) == ["Starter/Shared/Money.swift", "Starter/Unused.swift"])
    }

    @Test("a file extending a type every app uses (String) belongs to the app that uses what it declares")
    func files_followWhatAnExtensionOfAForeignTypeDeclares() throws {
        let folder = try TemporaryFolder(prefix: "starter-app-files")
        defer { folder.remove() }
        let files = [
            "Tests/Adapters/Starter/StarterShoppingCart.swift": "let shop = Shop(name: String())\n",
            "Tests/Adapters/Starter/StarterRegistration.swift": "let form = SignUpForm(email: String())\n",
            "Tests/Adapters/Starter/StarterExpenseTracker.swift": "let app = Tracker(title: String())\n",
            "Starter/Shop.swift": "struct Shop { let name: String }\n",
            "Starter/SignUpForm.swift":
                "struct SignUpForm { let email: String\n var ok: Bool { EmailRule().check(email) } }\n",
            "Starter/Rules/String+Email.swift":
                "extension String {\n    var emailParts: [Substring] { split(separator: \"@\") }\n}\n\n"
                + "struct EmailRule {\n    func check(_ text: String) -> Bool { text.emailParts.count == 2 }\n}\n",
            "Starter/Tracker.swift":
                "struct Tracker { let title: String\n var shown: String { title.trimmedTitle } }\n",
            "Starter/String+Title.swift": "extension String {\n    var trimmedTitle: String { self }\n}\n",
            "Starter/Tracker+Render.swift": "extension Tracker {\n    func render() -> String { shown }\n}\n",
        ]
        try write(files, in: folder)

        #expect(
            StarterAppFiles.files(of: .registration, root: folder.url) == [
                "Starter/Rules/String+Email.swift", "Starter/SignUpForm.swift",
            ])
        #expect(
            StarterAppFiles.files(of: .expenses, root: folder.url) == [
                "Starter/String+Title.swift", "Starter/Tracker+Render.swift", "Starter/Tracker.swift",
            ])
        #expect(StarterAppFiles.files(of: .cart, root: folder.url) == ["Starter/Shop.swift"])
    }

    @Test("an extension's member is used after a dot: a label or a local of the same name elsewhere is not a use")
    func files_followAnExtensionsMemberOnlyWhereItIsUsedAfterADot() throws {
        let folder = try TemporaryFolder(prefix: "starter-app-files")
        defer { folder.remove() }
        let files = [
            "Tests/Adapters/Starter/StarterShoppingCart.swift": "let shop = Shop()\n",
            "Tests/Adapters/Starter/StarterRegistration.swift": "let form = SignUpForm()\n",
            "Tests/Adapters/Starter/StarterExpenseTracker.swift":
                "let app = Tracker()\nfunc ends(total: String) -> String { let cents = 1; return total }\n",
            "Starter/Shop.swift": "struct Shop { var prices = [1, 2]\n var sum: Int { prices.total } }\n",
            "Starter/Cart/Array+Total.swift":
                "extension Array where Element == Int {\n    var total: Int { reduce(0, +) }\n}\n",
            "Starter/Cart/Int+Cents.swift": "extension Int {\n    var cents: Int { self * 100 }\n}\n",
            "Starter/Shop+Cents.swift": "extension Shop {\n    var inCents: Int { sum.cents }\n}\n",
            "Starter/SignUpForm.swift": "struct SignUpForm {}\n",
            "Starter/Tracker.swift": "final class Tracker {}\n",
        ]
        try write(files, in: folder)

        #expect(
            StarterAppFiles.files(of: .cart, root: folder.url) == [
                "Starter/Cart/Array+Total.swift", "Starter/Cart/Int+Cents.swift", "Starter/Shop+Cents.swift",
                "Starter/Shop.swift",
            ])
        #expect(StarterAppFiles.files(of: .expenses, root: folder.url) == ["Starter/Tracker.swift"])
    }

    @Test("a shipped Starter mutant follows its code, unchanged, to the one file of its app that holds it once")
    func mutants_followTheirCodeToTheOneMovedFileOfTheirApp() throws {
        let folder = try TemporaryFolder(prefix: "starter-app-files")
        defer { folder.remove() }
        try write(
            [
                "Tests/Adapters/Starter/StarterShoppingCart.swift": "let screen = ShopWindow()\n",
                "Tests/Adapters/Starter/StarterRegistration.swift": "let form = SignUpForm()\n",
                "Tests/Adapters/Starter/StarterExpenseTracker.swift": "let app = Tracker()\n",
                "Starter/Cart/Screens/LegacyShopWindow.swift":
                    "final class ShopWindow {\n    let empty = \"Nothing in the cart\"\n    let title = \"Cart\"\n"
                    + "    let footer = Footer()\n}\n",
                "Starter/Cart/Screens/Footer.swift": "struct Footer { let title = \"Cart\" }\n",
                "Starter/SignUp/SignUpForm.swift": "struct SignUpForm { let hint = \"Signed up\" }\n",
                "Starter/Tracker.swift": "final class Tracker { let hint = \"Signed up\" }\n",
            ], in: folder)
        func mutant(_ app: String, _ implementation: String, _ file: String, _ find: String) -> Mutant {
            Mutant(
                id: find, app: app, implementation: implementation, file: file, find: find, replace: "x",
                description: "d")
        }
        let mutants = [
            mutant("cart", "starter", "Starter/Cart/CartScreen.swift", "\"Nothing in the cart\""),
            mutant("cart", "starter", "Starter/Cart/CartScreen.swift", "let title = \"Cart\""),
            mutant("cart", "starter", "Starter/Cart/Footer.swift", "let title = \"Cart\""),
            mutant("cart", "refactored", "Refactored/Cart/CartScreen.swift", "\"Nothing in the cart\""),
            mutant("registration", "starter", "Starter/Registration/Form.swift", "\"Signed up\""),
            mutant("expenses", "starter", "Starter/Tracker.swift", "final class Tracker"),
        ]

        #expect(
            Mutant.followingMoves(mutants, root: folder.url).map(\.file) == [
                "Starter/Cart/Screens/LegacyShopWindow.swift",  // moved: once in one file of the cart
                "Starter/Cart/CartScreen.swift",  // in two files of the cart: which one is not known
                "Starter/Cart/Screens/Footer.swift",  // in two files, one of them its own, moved to a folder
                "Refactored/Cart/CartScreen.swift",  // only the Starter's mutants follow
                "Starter/SignUp/SignUpForm.swift",  // an expense tracker file holds it too, but not a registration one
                "Starter/Tracker.swift",  // still applies where it was
            ])
    }

    /// Writes each text at its path under `folder`.
    private func write(_ files: [String: String], in folder: TemporaryFolder) throws {
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
