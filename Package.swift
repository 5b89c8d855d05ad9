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
        dependencies: ["SQLiteDatabase", "RegistrationBackend"],
        path: "Starter",
        swiftSettings: [.swiftLanguageMode(.v5)]
    )
]

// MARK: - Refactored: expense tracker

// MARK: - Refactored: shopping cart

// MARK: - Refactored: registration

// The in-process registration backend both implementations talk to: platform, not part of the kata.
targets += [
    .target(
        name: "RegistrationBackend",
        path: "Tests/Platform/RegistrationBackend"
    )
]

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
            "KataHarness"
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
