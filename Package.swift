// swift-tools-version: 6.0
import PackageDescription

// The SOLID kata: three small apps written twice.
//   Starter/     the code attendees refactor (Swift 5 language mode: realistic legacy code)
//   Refactored/  the same behaviour, written the way we teach it (Swift 6, strict concurrency)
//   Tests/       the platform both run on, the shared spec catalogue, its adapters and front ends,
//                the attendees' nets, the Refactored's unit tests: all that `swift test` runs
//   Katas/       the workshop: kata texts, reference solutions, and the `kata` tool (Katas/Tool)
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
    // A repeating job on the main run loop, behind a protocol a test can replace with a clock of its own.
    .target(name: "Scheduling", path: "Tests/Platform/Scheduling"),
    .testTarget(name: "SchedulingTests", dependencies: ["Scheduling"], path: "Tests/Platform/SchedulingTests"),
    .testTarget(
        name: "SQLiteDatabaseTests", dependencies: ["SQLiteDatabase"], path: "Tests/Platform/SQLiteDatabaseTests"),
]

// MARK: - Starter (the code attendees refactor)

targets += [
    .target(
        name: "Starter",
        dependencies: ["SQLiteDatabase", "RegistrationBackend", "Scheduling"],
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
        name: "RefactoredExpensesTests",
        dependencies: [
            "ExpensesDomain", "ExpensesStorage", "ExpensesScreens", "ExpensesComposition", "SQLiteDatabase",
            "SwiftTestingVerdict",
        ],
        path: "Tests/RefactoredTests/Expenses"
    ),
]

// MARK: - Refactored: shopping cart

targets += [
    // Pure values and rules: currencies, prices, exchange rates, the price converter.
    .target(name: "CartDomain", path: "Refactored/Cart/Domain"),
    // The cart state every screen shows, the reusable currency selector, the screens.
    .target(name: "CartScreens", dependencies: ["CartDomain"], path: "Refactored/Cart/Screens"),
    // The shop's data and the composer that wires the screens to one cart state.
    .target(name: "CartComposition", dependencies: ["CartDomain", "CartScreens"], path: "Refactored/Cart/Composition"),
    .testTarget(
        name: "RefactoredCartTests",
        dependencies: ["CartDomain", "CartScreens", "CartComposition", "SwiftTestingVerdict"],
        path: "Tests/RefactoredTests/Cart"
    ),
]

// MARK: - Refactored: registration

// The in-process registration backend both implementations talk to: platform, not part of the kata.
targets += [
    .target(
        name: "RegistrationBackend",
        path: "Tests/Platform/RegistrationBackend"
    )
]

// Core (the service, its rules and composites) knows nothing else; the screen sees only the core;
// the backend client adapts the backend to the core; the composer wires them all.
targets += [
    .target(
        name: "RegistrationDomain",
        path: "Refactored/Registration/Domain"
    ),
    .target(
        name: "RegistrationScreens",
        dependencies: ["RegistrationDomain"],
        path: "Refactored/Registration/Screens"
    ),
    .target(
        name: "RegistrationBackendClient",
        dependencies: ["RegistrationDomain", "RegistrationBackend"],
        path: "Refactored/Registration/BackendClient"
    ),
    .target(
        name: "RegistrationComposition",
        dependencies: [
            "RegistrationDomain", "RegistrationScreens", "RegistrationBackendClient", "RegistrationBackend",
        ],
        path: "Refactored/Registration/Composition"
    ),
    .testTarget(
        name: "RefactoredRegistrationTests",
        dependencies: [
            "RegistrationDomain", "RegistrationScreens", "RegistrationBackendClient", "RegistrationBackend",
            "SwiftTestingVerdict",
        ],
        path: "Tests/RefactoredTests/Registration"
    ),
]

// MARK: - The spec catalogue, the adapters and the two test front ends: what `swift test` runs

targets += [
    // The spec catalogue (written once), the drivers specs see each app through, the differential models.
    .target(
        name: "Specs",
        dependencies: ["RegistrationBackend", "SQLiteDatabase", "Scheduling"],
        path: "Tests/Specs",
        exclude: [
            "BEHAVIOUR.md", "README.md", "Expenses/Decisions.md", "Cart/Decisions.md", "Registration/Decisions.md",
        ],
        // On Linux, link with the toolchain's lld instead of the system's gold: `swift test` and `kata`
        // link again after every edit, and lld takes 0.2 s where gold takes 0.5 s (every product that
        // runs specs links this target, so the setting reaches them all).
        linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
    ),
    // How the specs start and drive each implementation's apps: one file per app and implementation.
    .target(
        name: "StarterAdapters",
        dependencies: ["Specs", "Starter", "RegistrationBackend"],
        path: "Tests/Adapters/Starter"
    ),
    .target(
        name: "RefactoredAdapters",
        dependencies: [
            "Specs",
            "ExpensesComposition",
            "ExpensesScreens",
            "ExpensesDomain",
            "CartDomain",
            "CartScreens",
            "CartComposition",
            "RegistrationComposition",
            "RegistrationScreens",
            "RegistrationBackend",
        ],
        path: "Tests/Adapters/Refactored"
    ),
    .target(
        name: "ImplementationAdapters",
        dependencies: ["Specs", "StarterAdapters", "RefactoredAdapters"],
        path: "Tests/Adapters/Implementations"
    ),
    // The front ends: every spec on both implementations, generated by `swift run kata generate-tests`.
    .testTarget(
        name: "SpecsXCTests",
        dependencies: ["Specs", "ImplementationAdapters"],
        path: "Tests/XCTests"
    ),
    // Swift Testing also plays random sequences that compare the two implementations.
    .testTarget(
        name: "SpecsSwiftTesting",
        dependencies: ["Specs", "ImplementationAdapters"],
        path: "Tests/SwiftTesting"
    ),
    // What names a failed test of the attendee's net or of the Refactored's unit tests in the Swift Testing
    // verdict (the trait `.unitTestVerdict`): a library only test targets use.
    .target(name: "SwiftTestingVerdict", dependencies: ["Specs"], path: "Tests/SwiftTestingVerdict"),
    // The attendees' own nets (the net katas): Swift Testing specs of the Starter as it is. They take turns
    // with the Starter's specs, and the verdict at the end of a run names their failures.
    .testTarget(
        name: "MyNet",
        dependencies: [
            "Specs", "ImplementationAdapters", "RegistrationBackend", "SQLiteDatabase", "SwiftTestingVerdict",
        ],
        path: "Tests/MyNet"
    ),
]

// MARK: - The `kata` tool (Katas/Tool): where an attendee stands, change requests, review, mutants

targets += [
    .target(
        name: "KataTool",
        dependencies: ["Specs", "ImplementationAdapters", "RegistrationBackend", "SQLiteDatabase"],
        path: "Katas/Tool/Sources/KataTool"
    ),
    .executableTarget(
        name: "kata",
        dependencies: ["KataTool"],
        path: "Katas/Tool/Sources/kata"
    ),
]

// MARK: - The project's own tests: the tool's and the spec catalogue's

// They test the tool and the spec machinery on fixtures and doubles, never on the live Starter, and they
// are not the attendee's net: `swift test` leaves them out. CI runs them (Katas/Tool/README.md):
//   KATA_TOOL_TESTS=1 swift test --filter 'KataToolTests|SpecsTests'
if Context.environment["KATA_TOOL_TESTS"] == "1" {
    targets += [
        .testTarget(
            name: "SpecsTests",
            dependencies: ["Specs", "ImplementationAdapters", "RegistrationBackend"],
            path: "Tests/SpecsTests"
        ),
        .testTarget(
            name: "KataToolTests",
            dependencies: ["KataTool", "Specs", "ImplementationAdapters", "SQLiteDatabase", "RegistrationBackend"],
            path: "Katas/Tool/Tests/KataToolTests"
        ),
    ]
}

let package = Package(
    name: "SOLIDKata",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kata", targets: ["kata"]),
        .library(name: "Starter", targets: ["Starter"]),
    ],
    targets: targets
)
