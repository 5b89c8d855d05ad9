// swift-tools-version: 6.0
import PackageDescription

// The SOLID kata: three small apps written twice.
//   Starter/     the code attendees refactor (Swift 5 language mode: realistic legacy code)
//   Refactored/  the same behaviour, written the way we teach it (Swift 6, strict concurrency)
//   Tests/       the platform both run on, the shared spec catalogue, its adapters and front ends
// No package dependencies: only the toolchain and the system SQLite library.

var targets: [Target] = []

// MARK: - Platform (what both implementations run on; not part of the kata)

targets += [
    .systemLibrary(
        name: "CSQLite",
        path: "Tests/Platform/CSQLite",
        pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(
        name: "SQLiteDatabase",
        dependencies: ["CSQLite"],
        path: "Tests/Platform/SQLiteDatabase"
    ),
]

// MARK: - Starter (the code attendees refactor)

targets += [
    .target(
        name: "Starter",
        dependencies: ["SQLiteDatabase"],
        path: "Starter",
        swiftSettings: [.swiftLanguageMode(.v5)]
    )
]

// MARK: - Refactored: expense tracker
// Domain (rules, periods, store roles) <- Storage (SQLite, memory) and Screens <- Composition (the app, the composer).
// Screens cannot import Storage: they see the store only through the Domain's role protocols.

targets += [
    .target(name: "ExpensesDomain", path: "Refactored/Expenses/Domain"),
    .target(
        name: "ExpensesStorage",
        dependencies: ["ExpensesDomain", "SQLiteDatabase"],
        path: "Refactored/Expenses/Storage"
    ),
    .target(name: "ExpensesScreens", dependencies: ["ExpensesDomain"], path: "Refactored/Expenses/Screens"),
    .target(
        name: "ExpensesComposition",
        dependencies: ["ExpensesDomain", "ExpensesStorage", "ExpensesScreens"],
        path: "Refactored/Expenses/Composition"
    ),
    .testTarget(
        name: "ExpensesRefactoredTests",
        dependencies: [
            "ExpensesDomain", "ExpensesStorage", "ExpensesScreens", "ExpensesComposition", "SQLiteDatabase",
        ],
        path: "Tests/RefactoredTests/Expenses"
    ),
]

// MARK: - Refactored: shopping cart

// MARK: - Refactored: registration

// MARK: - Harness (spec catalogue, adapters, front ends)

targets += [
    .target(
        name: "KataHarness",
        path: "Tests/Harness"
    ),
    .target(
        name: "StarterAdapter",
        dependencies: ["KataHarness", "Starter"],
        path: "Tests/Adapters/Starter"
    ),
    .target(
        name: "RefactoredAdapter",
        dependencies: [
            "KataHarness",
            "ExpensesComposition",
            "ExpensesScreens",
            "ExpensesDomain",
        ],
        path: "Tests/Adapters/Refactored"
    ),
    .target(
        name: "KataSubjects",
        dependencies: ["KataHarness", "StarterAdapter", "RefactoredAdapter"],
        path: "Tests/Adapters/Subjects"
    ),
    .executableTarget(
        name: "KataCommand",
        dependencies: ["KataHarness", "KataSubjects"],
        path: "Tests/KataCommand"
    ),
    .testTarget(
        name: "SpecsXCTests",
        dependencies: ["KataHarness", "KataSubjects"],
        path: "Tests/XCTests"
    ),
    .testTarget(
        name: "SpecsSwiftTesting",
        dependencies: ["KataHarness", "KataSubjects"],
        path: "Tests/SwiftTesting"
    ),
]

let package = Package(
    name: "SOLIDKata",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kata", targets: ["KataCommand"]),
        .library(name: "Starter", targets: ["Starter"]),
    ],
    targets: targets
)
