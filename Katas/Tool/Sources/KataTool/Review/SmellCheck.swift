/// A check of one smell on an app's code as it is now. It reads the code by tokens and finds what it talks
/// about by what that code holds or does (the screen that draws `[Cancel] [Save]`, a `static` property
/// holding an instance), never by a name, so a renamed type or a moved file keeps its verdict.
struct SmellCheck: Sendable {
    /// What it looks for, inline Markdown, as a page says it.
    let looksFor: String
    let find: @Sendable (AppCode) -> SmellFinding
}

/// What a smell check found.
enum SmellFinding: Equatable, Sendable {
    /// The smell is there, at these places (none when it is the lack of something, e.g. a total).
    case found([AppCode.Place])
    case absent
    /// The check cannot run on this code, and why (inline Markdown).
    case undecided(String)
}

/// The things of an app the checks look for, each by a text it holds: behaviour the specs pin down, so it
/// survives renames, moves and the katas' refactors.
enum SmellSubject: String {
    case addScreen = "[Cancel] [Save]"
    case reportsList = "[Add Expense]"
    case reportScreen = "No expenses in this period."
    case reportDataSource = "Could not load the expenses."
    case inventoryScreen = "Total in cart"
    case cartScreen = "Nothing in the cart"
    case registrationScreen = "[Register]"

    /// How the verdicts name it: "the type that shows `"[Cancel] [Save]"`" (it holds the text, or reads it
    /// from a table of words: `AppCode.types(holding:)`).
    var described: String { "the type that shows `\"\(rawValue)\"`" }
}

extension SmellCheck {
    /// A check of what one type holds: undecided when no type of the app holds `subject`'s text.
    static func on(
        _ subject: SmellSubject, _ looksFor: String,
        _ places: @escaping @Sendable (AppCode, [AppCode.TypeCode]) -> [AppCode.Place]
    ) -> SmellCheck {
        SmellCheck(looksFor: "in \(subject.described): \(looksFor)") { code in
            guard let type = code.type(holding: subject.rawValue) else { return missing(subject) }
            return finding(places(code, type))
        }
    }

    /// A check of what every type that shows `subject`'s text holds (the report data sources).
    static func onEvery(
        _ subject: SmellSubject, _ looksFor: String,
        _ places: @escaping @Sendable (AppCode, [AppCode.TypeCode]) -> [AppCode.Place]
    ) -> SmellCheck {
        SmellCheck(looksFor: "in each type that shows `\"\(subject.rawValue)\"`: \(looksFor)") { code in
            let types = code.types(holding: subject.rawValue)
            guard !types.isEmpty else { return missing(subject) }
            return finding(types.flatMap { places(code, $0) })
        }
    }

    /// A check of the whole app's Starter.
    static func anywhere(_ looksFor: String, _ places: @escaping @Sendable (AppCode) -> [AppCode.Place])
        -> SmellCheck
    {
        SmellCheck(looksFor: "anywhere in the app: \(looksFor)") { code in
            code.isEmpty ? .undecided("the app has no Starter files") : finding(places(code))
        }
    }

    /// A check that two or more types hold `subject`'s text: copies of one another.
    static func copies(of subject: SmellSubject) -> SmellCheck {
        SmellCheck(looksFor: "two or more types that show `\"\(subject.rawValue)\"`: copies of one another") {
            code in
            let types = code.types(holding: subject.rawValue)
            if types.isEmpty { return missing(subject) }
            return types.count < 2
                ? .absent : .found(types.compactMap(\.first).map { .init(path: $0.path, line: $0.lines.lowerBound) })
        }
    }

    static func finding(_ places: [AppCode.Place]) -> SmellFinding {
        places.isEmpty ? .absent : .found(Array(Set(places)).sorted { ($0.path, $0.line) < ($1.path, $1.line) })
    }

    static let noAdapter = SmellFinding.undecided(
        "the app has no adapter here (`Tests/Adapters/Starter/Starter<App>.swift`)")

    static func missing(_ subject: SmellSubject) -> SmellFinding {
        .undecided("no type of the app holds `\"\(subject.rawValue)\"`, so the check cannot find what it reads")
    }
}
