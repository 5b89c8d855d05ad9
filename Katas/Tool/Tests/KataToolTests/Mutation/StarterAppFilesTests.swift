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
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        #expect(
            StarterAppFiles.files(of: .cart, root: folder.url) == [
                "Starter/Deep/Inside/LegacyShopWindow.swift", "Starter/Elsewhere/Price.swift",
            ])
        #expect(StarterAppFiles.files(of: .registration, root: folder.url) == ["Starter/SignUp/SignUpForm.swift"])
        #expect(StarterAppFiles.files(of: .expenses, root: folder.url) == ["Starter/Tracker.swift"])
    }
}
