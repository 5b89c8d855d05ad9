/// The check of each note of the review pages that can be gone, by the note's id (`expenses-dip#2`: the
/// smell map's row 2 of `expenses-dip`; `review-lsp#4`: the review's expert comment 4). Notes about one
/// smell share its check. A test holds the verdicts against the reference solutions
/// (`Katas/Solutions/<kata>.md` names the notes each resolves) and against renames and moves.
enum SmellChecks {
    static func check(_ noteID: String) -> SmellCheck? { byNote[noteID] }

    static let byNote: [String: SmellCheck] = Dictionary(
        uniqueKeysWithValues: ([
            (amountRuleInScreen, ["review-srp#2", "expenses-srp#3"]),
            (wordingInRuleBranches, ["review-srp#3"]),
            (unexplainedUnitsLimit, ["review-srp#4"]),
            (saveCannotFail, ["review-srp#5", "review-lsp#2", "review-lsp#3", "expenses-isp#5", "expenses-lsp#1"]),
            (saveFailureOnList, ["review-lsp#4", "expenses-lsp#2"]),
            (listTouchesStorage, ["review-lsp#5", "expenses-isp#3"]),
            (symbolByDefault, ["review-ocp#2"]),
            (currencyNamedInSeveralPlaces, ["review-ocp#3", "cart-refactorability#6"]),
            (ratesKeyedByStrings, ["review-ocp#4"]),
            (conversionInInventory, ["review-ocp#5", "cart-reusability#3"]),
            (cartHoldsInventoryScreen, ["review-isp#2", "cart-reusability#5"]),
            (weakPriceSource, ["review-isp#3"]),
            (inventoryBuildsCartScreen, ["review-isp#4"]),
            (cartCallsInventoryScreen, ["review-isp#5"]),
            (globalAsDefault, ["review-dip#2"]),
            (screenKeepsConcreteType, ["review-dip#3"]),
            (staticRuleCalls, ["review-dip#4", "registration-dip#3"]),
            (completionHandler, ["review-dip#5", "registration-composition#4"]),
            (tableMadeByEntry, ["expenses-srp#1"]),
            (sampleDataInEntry, ["expenses-srp#2"]),
            (dataSourceJobs, ["expenses-srp#4", "expenses-srp#5"]),
            (recordStoresItself, ["expenses-srp#6", "expenses-isp#4"]),
            (dateFormatterInAddScreen, ["expenses-srp#7"]),
            (.copies(of: .reportDataSource), ["expenses-ocp#1", "expenses-ocp#2"]),
            (.copies(of: .reportScreen), ["expenses-ocp#3", "expenses-ocp#4"]),
            (switchOverStrings, ["expenses-ocp#5"]),
            (propertyPerReport, ["expenses-ocp#6"]),
            (adapterMapsEachReport, ["expenses-ocp#7", "expenses-lsp#4"]),
            (globalInstance, ["expenses-dip#1", "cart-refactorability#1", "registration-dip#1"]),
            (readsGlobal(.reportDataSource), ["expenses-dip#2", "expenses-dip#3"]),
            (readsGlobal(.reportsList), ["expenses-dip#4"]),
            (listBuildsScreens, ["expenses-dip#5"]),
            (readsGlobal(.addScreen), ["expenses-dip#6"]),
            (defaultsToMachineClock, ["expenses-dip#7"]),
            (idMadeInside, ["expenses-dip#8"]),
            (dataSourceTouchesStorage, ["expenses-isp#1", "expenses-isp#2"]),
            (oneStore, ["expenses-lsp#3"]),
            (inventoryDoesEverything, ["cart-reusability#1"]),
            (selectorInInventory, ["cart-reusability#2"]),
            (itemsInInventory, ["cart-reusability#4"]),
            (inventoryHandsItself, ["cart-reusability#6"]),
            (adapterResetsGlobal, ["cart-refactorability#2"]),
            (readsGlobal(.inventoryScreen), ["cart-refactorability#5"]),
            (cartWithoutTotal, ["cart-refactorability#7"]),
            (actionValidatesAndWords, ["registration-srp#1"]),
            (ifElseOverErrors, ["registration-srp#2"]),
            (flagSetAgain, ["registration-srp#3"]),
            (globalDefaultOrConcreteType, ["registration-dip#2"]),
            (adapterBuildsScreen, ["registration-dip#5"]),
            (actionRunsTheSteps, ["registration-composition#1"]),
            (rulesInOrderInOneFunction, ["registration-composition#2"]),
            (rulesOnlyStatic, ["registration-composition#3"]),
        ] as [(SmellCheck, [String])]).flatMap { check, notes in notes.map { ($0, check) } })

    typealias Place = AppCode.Place
    typealias Token = AppCode.Token

    // MARK: - Expense tracker

    static let amountRuleInScreen = SmellCheck.on(.addScreen, "the amount rule (`\"Enter an amount.\"`, `[0-9]`)") {
        $0.lines(in: $1) { AppCode.has(string: "Enter an amount", in: $0) || AppCode.has(string: "[0-9]", in: $0) }
    }

    static let ruleMessages = [
        "Enter a title.", "Title must be at most", "Enter an amount", "Amount must be more than",
        "Comment must be at most",
    ]

    static let wordingInRuleBranches = SmellCheck.anywhere(
        "a message of the Add Expense rules (`\"Enter a title.\"`…) written in the `if`, `guard` or `?:` that decides it"
    ) { code in
        code.starter.flatMap { file -> [Place] in
            let tokens = code.tokens[file.path] ?? []
            return tokens.indices.filter { index in
                tokens[index].kind == .string && ruleMessages.contains { tokens[index].text.contains($0) }
                    && isInBranch(index, tokens)
            }.map { Place(path: file.path, line: tokens[$0].line) }
        }
    }

    static let unexplainedUnitsLimit = SmellCheck.anywhere(
        "`Int(…)` and the limit `1_000_000_000` in one condition, with no comment on what a failed parse means"
    ) { code in
        code.lines { line in
            AppCode.has(["Int", "("], in: line)
                && line.contains { $0.text.replacingOccurrences(of: "_", with: "") == "1000000000" }
                && line.contains { $0.text == "if" || $0.text == "guard" }
        }.filter { !code.hasComment(near: $0) }
    }

    static let saveCannotFail = SmellCheck.on(
        .addScreen, "a closure property that takes the new expense and cannot throw (`(ExpenseRecord) -> Void`)"
    ) { code, screen in
        code.storedProperties(of: screen).filter { property in
            let type = code.declaredType(of: property)
            guard type.first?.text == "(", type.count > 1, type[1].text != ")",
                let arrow = type.firstIndex(where: { $0.text == "->" })
            else { return false }
            return !type[..<arrow].contains { $0.text == "throws" || $0.text == "async" }
        }.map(\.place)
    }

    static let saveFailureOnList = SmellCheck.on(.reportsList, "the failed save's message (`\"Could not save…\"`)") {
        $0.lines(in: $1) { AppCode.has(string: "Could not save the expense", in: $0) }
    }

    static let listTouchesStorage = touchesStorage(.reportsList)

    static let dataSourceJobs = SmellCheck.onEvery(
        .reportDataSource, "SQL of its own, or dates and money formatted by hand (`DateFormatter`, `formatAmount`…)"
    ) { code, source in
        code.lines(in: source) { line in
            sql(line) || line.contains { ["DateFormatter", "dateFormat", "formatAmount", "Decimal"].contains($0.text) }
        }
    }

    static let dataSourceTouchesStorage = touchesStorage(.reportDataSource)

    /// Code of each type that shows `subject`'s text that reaches the storage itself.
    static func touchesStorage(_ subject: SmellSubject) -> SmellCheck {
        .onEvery(
            subject, "code that reaches the storage itself (`SQLiteDatabase`, SQL, or a member that holds or takes it)"
        ) { code, type in
            let members = storageMembers(code)
            return code.lines(in: type) { touchesStorage($0, members) }
        }
    }

    /// A read of a global instance (`Owner.shared`) in each type that shows `subject`'s text.
    static func readsGlobal(_ subject: SmellSubject) -> SmellCheck {
        .onEvery(subject, "a read of a global instance (`Owner.shared`)") { $0.readsOfGlobals(in: $1) }
    }

    /// The app's entry: the types that build the Reports list.
    static func entry(_ code: AppCode) -> [[AppCode.TypeCode]]? {
        guard let list = code.type(holding: SmellSubject.reportsList.rawValue)?.first?.name else { return nil }
        let names = code.lines { AppCode.has([list, "("], in: $0) }.compactMap { code.innermostType(at: $0)?.name }
        return names.isEmpty ? nil : Array(Set(names)).sorted().map(code.parts)
    }

    static func inEntry(_ looksFor: String, _ test: @escaping @Sendable ([Token]) -> Bool) -> SmellCheck {
        SmellCheck(looksFor: "in the type that builds the Reports list (the app's entry): \(looksFor)") { code in
            guard let entry = entry(code) else {
                return .undecided("no type builds the type that shows `\"[Add Expense]\"`, the Reports list")
            }
            return SmellCheck.finding(entry.flatMap { code.lines(in: $0, where: test) })
        }
    }

    static let tableMadeByEntry = inEntry("the table made or checked (`CREATE TABLE`, `PRAGMA`, `sqlite_master`)") {
        line in ["CREATE TABLE", "PRAGMA", "sqlite_master"].contains { AppCode.has(string: $0, in: line) }
    }

    static let sampleDataInEntry = inEntry("the demo expenses (`\"Coffee\"`…)") {
        AppCode.has(string: "\"Coffee\"", in: $0)
    }

    static let recordStoresItself = SmellCheck.on(
        .addScreen, "the value it hands to save (a type it makes) also reads or writes the database (`SQLiteRow`, SQL…)"
    ) { code, screen in
        let tokens = code.tokens(in: screen).map(\.token)
        let made = Set(
            tokens.indices.dropLast().filter { tokens[$0 + 1].text == "(" && code.isConcreteType(tokens[$0].text) }
                .map { tokens[$0].text }
        )
        .subtracting(screen.map(\.name))
        return made.sorted().flatMap { record in
            code.lines(in: code.parts(record)) { line in
                sql(line) || line.contains { $0.text == "SQLiteRow" || $0.text == "SQLiteDatabase" }
            }
        }
    }

    static let dateFormatterInAddScreen = SmellCheck.on(
        .addScreen, "a date formatter of its own (`DateFormatter`, `yyyy-MM-dd`)"
    ) {
        $0.lines(in: $1) { $0.contains { $0.text == "DateFormatter" } || AppCode.has(string: "yyyy-MM-dd", in: $0) }
    }

    static let switchOverStrings = SmellCheck.anywhere("a `switch` over strings (`case \"Today\":`)") { code in
        code.lines { line in
            line.indices.dropLast().contains { line[$0].text == "case" && line[$0 + 1].kind == .string }
        }
    }

    /// The Reports list's stored properties that hold a report screen.
    static func reportProperties(_ code: AppCode) -> [(name: String, place: Place)]? {
        guard let list = code.type(holding: SmellSubject.reportsList.rawValue) else { return nil }
        let screens = Set(code.types(holding: SmellSubject.reportScreen.rawValue).compactMap(\.first?.name))
        return code.storedProperties(of: list).filter { property in
            code.declaredType(of: property).first.map { screens.contains($0.text) } ?? false
        }
    }

    static let propertyPerReport = SmellCheck(
        looksFor: "in \(SmellSubject.reportsList.described): two or more properties that each hold a report screen"
    ) { code in
        guard let properties = reportProperties(code) else { return SmellCheck.missing(.reportsList) }
        return properties.count < 2 ? .absent : .found(properties.map(\.place))
    }

    static let adapterMapsEachReport = SmellCheck(
        looksFor: "in the adapter: a read of each of the Reports list's properties that hold a report screen, when it "
            + "has two or more"
    ) { code in
        guard let properties = reportProperties(code) else { return SmellCheck.missing(.reportsList) }
        guard !code.adapter.isEmpty else { return SmellCheck.noAdapter }
        guard properties.count >= 2 else { return .absent }
        return SmellCheck.finding(
            code.lines(files: code.adapter) { line in properties.contains { AppCode.has([".", $0.name], in: line) } })
    }

    static let globalInstance = SmellCheck.anywhere(
        "a `static` property that holds an instance of one of the app's types (a global)"
    ) { $0.globals.map(\.place) }

    static let listBuildsScreens = SmellCheck.on(
        .reportsList, "a call of a screen's initializer (a report or Add Expense)"
    ) {
        code, list in
        let screens =
            (code.types(holding: SmellSubject.reportScreen.rawValue) + [
                code.type(holding: SmellSubject.addScreen.rawValue) ?? []
            ])
            .compactMap(\.first?.name)
        return code.lines(in: list) { line in screens.contains { AppCode.has([$0, "("], in: line) } }
    }

    static let defaultsToMachineClock = SmellCheck.anywhere(
        "a default argument that reads the machine's clock or time zone (`Date()`, `.current`)"
    ) { code in
        code.parameterLists().filter { _, tokens in
            tokens.contains { $0.text == "=" }
                && (AppCode.has(["Date", "(", ")"], in: tokens) || AppCode.has([".", "current"], in: tokens)
                    || AppCode.has([".", "now"], in: tokens))
        }.map(\.place)
    }

    static let idMadeInside = SmellCheck.anywhere(
        "an id made inside with `UUID()` (not as a default argument, which every caller can replace)"
    ) { code in
        let uuid = ["UUID", "(", ")"]
        // How many `UUID()` each line holds in a parameter list: default arguments.
        let defaults = code.parameterLists().flatMap { list in
            list.tokens.indices.filter { AppCode.has(uuid, in: Array(list.tokens[$0...].prefix(3))) }.map {
                AppCode.Place(path: list.place.path, line: list.tokens[$0].line)
            }
        }
        let byLine = Dictionary(grouping: defaults) { $0 }.mapValues(\.count)
        return code.lines { AppCode.has(uuid, in: $0) }.filter { place in
            let line = code.lineTokens(place.path, place.line)
            let made = line.indices.filter { AppCode.has(uuid, in: Array(line[$0...].prefix(3))) }.count
            return made > byLine[place, default: 0]
        }
    }

    static let oneStore = SmellCheck(
        looksFor: "one store only: no protocol of the app that a type reaching the database (`SQLiteDatabase`, SQL) "
            + "and a type that does not (a second store) both conform to; found where the database is opened"
    ) { code in
        let protocols = code.types.filter { $0.keyword == "protocol" }.map(\.name)
        let stores = Set(
            code.types.map(\.name).filter { name in
                !code.lines(in: code.parts(name)) { sql($0) || $0.contains { $0.text == "SQLiteDatabase" } }.isEmpty
            })
        // Two conformers of a role that is not the store's (two report periods, say) are not a second store,
        // nor are two that each run their own SQL (a daily and a monthly data source): one store still.
        let shared = protocols.contains { role in
            let conformers = Set(code.types.filter { $0.conformances.contains(role) }.map(\.name))
            return !conformers.isDisjoint(with: stores) && !conformers.isSubset(of: stores)
        }
        return shared ? .absent : .found(code.lines { AppCode.has(["SQLiteDatabase", "("], in: $0) })
    }

    // MARK: - Shopping cart

    static let currencyNames = ["\"USD\"", "\"Rupee\"", "\"Yuan\""]

    static let symbolByDefault = SmellCheck.anywhere(
        "a `default:` that gives a currency symbol (`default: return \"$\"`)"
    ) {
        $0.lines { line in
            line.contains { $0.text == "default" } && line.contains { ["\"$\"", "\"₹\"", "\"元\""].contains($0.text) }
        }
    }

    static let currencyNamedInSeveralPlaces = SmellCheck.anywhere(
        "currencies' names as strings (`\"Rupee\"`) in two or more declarations that list them or decide by them "
            + "(one enum's cases are one; items priced in one currency are none): each new currency edits each"
    ) { code in
        let places = code.lines { line in line.contains { currencyNames.contains($0.text) } }
        // The raw values of one enum's cases (`case rupee = "Rupee"`) are one home: the enum.
        let homes = Dictionary(grouping: places) { place in
            code.declaration(at: place).map { symbol in
                let home = symbol.keyword == "case" ? code.innermostType(at: place)?.lines.lowerBound : nil
                return "\(place.path):" + (home.map { "the enum at \($0)" } ?? "\(symbol.firstLine)")
            }
        }
        // A declaration that names one currency only as a value (items priced in USD) is not edited for a new
        // currency; one that names several (the rates), decides by a name (`case "Yuan":`, `== "Yuan"`) or
        // holds an enum's cases is.
        let lists = homes.filter { home, places in
            guard home != nil else { return false }
            let lines = places.map { code.lineTokens($0.path, $0.line).map(\.text) }
            return Set(lines.joined()).intersection(currencyNames).count >= 2
                || lines.contains { $0.contains { ["case", "==", "!="].contains($0) } }
        }
        return lists.count >= 2 ? lists.values.flatMap { $0 } : []
    }

    /// A table of rates keyed by currency names: a dictionary (`"Rupee": [`), or rows that name two
    /// currencies and a rate (`Rate(from: "USD", to: "Rupee", factor: 66.78)`, `case ("USD", "Rupee"): 66.78`).
    static let ratesKeyedByStrings = SmellCheck.anywhere(
        "a table keyed by currency names (`\"Rupee\": [`, or two names and a rate on one line)"
    ) {
        $0.lines { line in
            currencyNames.contains { AppCode.has([$0, ":", "["], in: line) }
                || (line.filter { currencyNames.contains($0.text) }.count >= 2
                    && line.contains { $0.kind == .number && $0.text.contains(".") })
        }
    }

    static func conversion(_ line: [Token]) -> Bool {
        line.contains { $0.text == "*" || ($0.kind == .number && $0.text.contains(".")) }
    }

    static let conversionInInventory = SmellCheck.on(.inventoryScreen, "a rate or a conversion (`*`, `66.78`)") {
        $0.lines(in: $1, where: conversion)
    }

    static let inventoryDoesEverything = SmellCheck.on(
        .inventoryScreen,
        "a job beside showing: the shop's items (`\"Flashlight\"`), rates and conversion, currency symbols or the "
            + "currency line (`\"Currency: \"`)"
    ) { code, screen in
        code.lines(in: screen) { line in
            conversion(line)
                || ["\"Flashlight\"", "\"₹\"", "\"元\"", "Currency: "].contains { AppCode.has(string: $0, in: line) }
        }
    }

    static let selectorInInventory = SmellCheck.on(.inventoryScreen, "the currency selector's line (`\"Currency: \"`)")
    {
        $0.lines(in: $1) { AppCode.has(string: "Currency: ", in: $0) }
    }

    static let itemsInInventory = SmellCheck.on(.inventoryScreen, "the shop's items (`\"Flashlight\"`)") {
        $0.lines(in: $1) { AppCode.has(string: "\"Flashlight\"", in: $0) }
    }

    /// The cart screen's stored properties that hold the inventory screen.
    static func inventoryProperties(_ code: AppCode, _ cart: [AppCode.TypeCode]) -> [(name: String, place: Place)] {
        guard let inventory = code.type(holding: SmellSubject.inventoryScreen.rawValue)?.first?.name else { return [] }
        return code.storedProperties(of: cart).filter { code.declaredType(of: $0).first?.text == inventory }
    }

    static let cartHoldsInventoryScreen = SmellCheck.on(
        .cartScreen, "a property that holds the whole inventory screen (the type that shows `\"Total in cart\"`)"
    ) { inventoryProperties($0, $1).map(\.place) }

    static let weakPriceSource = SmellCheck.on(.cartScreen, "a `weak var`, or a price that falls back to `?? \"\"`") {
        $0.lines(in: $1) { AppCode.has(["weak", "var"], in: $0) || AppCode.has(["??", "\"\""], in: $0) }
    }

    static let inventoryBuildsCartScreen = SmellCheck.on(
        .inventoryScreen, "a call of the cart screen's initializer (the type that shows `\"Nothing in the cart\"`)"
    ) { code, screen in
        guard let cart = code.type(holding: SmellSubject.cartScreen.rawValue)?.first?.name else { return [] }
        return code.lines(in: screen) { AppCode.has([cart, "("], in: $0) }
    }

    static let cartCallsInventoryScreen = SmellCheck.on(.cartScreen, "a call of a function of the inventory screen") {
        code, cart in
        let names = inventoryProperties(code, cart).map(\.name)
        return code.lines(in: cart) { line in
            line.indices.contains { index in
                guard names.contains(line[index].text) else { return false }
                let call = line[(index + 1)...].drop { $0.text == "?" || $0.text == "!" }.prefix(3).map(\.text)
                return call.count == 3 && call[0] == "." && call[2] == "("
            }
        }
    }

    static let inventoryHandsItself = SmellCheck.on(.inventoryScreen, "itself (`self`) handed to the cart screen") {
        $0.lines(in: $1) { AppCode.has(["=", "self"], in: $0) || AppCode.has([":", "self", ")"], in: $0) }
    }

    static let adapterResetsGlobal = SmellCheck(
        looksFor: "in the adapter: a global instance replaced (`Owner.shared = …`)"
    ) { code in
        guard !code.adapter.isEmpty else { return SmellCheck.noAdapter }
        let globals = code.globals
        return SmellCheck.finding(
            code.lines(files: code.adapter) { line in
                globals.contains { AppCode.has([$0.owner, ".", $0.name, "="], in: line) }
            })
    }

    static let cartWithoutTotal = SmellCheck(
        looksFor: "in \(SmellSubject.cartScreen.described): nothing that names a total"
    ) { code in
        guard let cart = code.type(holding: SmellSubject.cartScreen.rawValue) else {
            return SmellCheck.missing(.cartScreen)
        }
        return code.tokens(in: cart).contains { $0.token.text.lowercased().contains("total") } ? .absent : .found([])
    }

    // MARK: - Registration

    static let globalAsDefault = SmellCheck.anywhere("a default argument that is a global instance (`= .shared`)") {
        code in
        let globals = code.globals
        return code.parameterLists().filter { _, tokens in
            globals.contains {
                AppCode.has(["=", ".", $0.name], in: tokens) || AppCode.has(["=", $0.owner, ".", $0.name], in: tokens)
            }
        }.map(\.place)
    }

    /// What `AppCode.isConcreteType` accepts, as the reasons name it.
    static let concreteKinds = "classes, structs, enums or actors"

    static let screenKeepsConcreteType = SmellCheck.on(
        .registrationScreen, "a stored property whose type is one of the app's \(concreteKinds), not a protocol"
    ) { code, screen in
        code.storedProperties(of: screen).filter { property in
            code.declaredType(of: property).first.map { $0.kind == .typeName && code.isConcreteType($0.text) } ?? false
        }.map(\.place)
    }

    static let globalDefaultOrConcreteType = SmellCheck(
        looksFor: "a default argument that is a global instance (`= .shared`), or in "
            + "\(SmellSubject.registrationScreen.described): a stored property whose type is one of the app's "
            + concreteKinds
    ) { code in
        let found = [globalAsDefault.find(code), screenKeepsConcreteType.find(code)].flatMap { finding -> [Place] in
            if case .found(let places) = finding { return places }
            return []
        }
        return SmellCheck.finding(found)
    }

    /// The calls of the app's `static` functions, each with the type that declares it.
    static func staticCalls(in line: [Token], _ functions: [(owner: String, symbol: Symbol, place: Place)]) -> [String]
    {
        functions.filter { AppCode.has([$0.owner, ".", $0.symbol.name, "("], in: line) }.map(\.owner)
    }

    /// The app's `static` functions but those that answer `String`: a check or a step of the registration,
    /// not a piece of wording (a screen whose words moved into an enum of `static` functions, `Copy.welcome(`,
    /// has not made its rules static).
    static func staticSteps(_ code: AppCode) -> [(owner: String, symbol: Symbol, place: Place)] {
        code.staticMembers(functions: true).filter { function in
            !AppCode.has(["->", "String"], in: code.lineTokens(function.place.path, function.place.line))
        }
    }

    static let staticRuleCalls = SmellCheck.on(
        .registrationScreen,
        "a call of a `static` function of the app's types, wording aside (`EmailValidator.isValid(`)"
    ) { code, screen in
        let functions = staticSteps(code)
        return code.lines(in: screen) { !staticCalls(in: $0, functions).isEmpty }
    }

    static let completionHandler = SmellCheck.anywhere(
        "a function that takes a completion handler (`@escaping (Result<`)"
    ) {
        $0.lines { AppCode.has(["@escaping", "(", "Result"], in: $0) }
    }

    static let registrationMessages = [
        "Welcome!", "is already registered.", "Please enter a valid email address.", "Registration failed",
    ]

    static let actionValidatesAndWords = SmellCheck.on(
        .registrationScreen, "one function that calls a check of the address and words the outcome (`\"Welcome! …\"`)"
    ) { code, screen in
        let functions = staticSteps(code)
        return code.functions(of: screen).flatMap { function -> [Place] in
            let lines = code.lines(in: [function]) { !staticCalls(in: $0, functions).isEmpty }
            let words = code.lines(in: [function]) { line in
                registrationMessages.contains { AppCode.has(string: $0, in: line) }
            }
            return lines.isEmpty || words.isEmpty ? [] : lines + words
        }
    }

    static let ifElseOverErrors = SmellCheck.anywhere(
        "an `if` that compares an error with `==` and leaves every other case to its `else`"
    ) { code in
        let errors = Set(code.types.filter { $0.conformances.contains("Error") }.map(\.name))
        let cases = Set(
            code.starter.flatMap(\.symbols).filter { $0.keyword == "case" && errors.contains($0.parent ?? "") }.map(
                \.name))
        return code.starter.flatMap { file -> [Place] in
            let tokens = code.tokens[file.path] ?? []
            return tokens.indices.filter { index in
                guard tokens[index].text == "if", let open = blockStart(after: index, tokens) else { return false }
                let condition = Array(tokens[index..<open])
                let compares = cases.contains { AppCode.has(["==", ".", $0], in: condition) }
                return compares
                    && blockEnd(from: open, tokens).map { $0 + 1 < tokens.count && tokens[$0 + 1].text == "else" }
                        == true
            }.map { Place(path: file.path, line: tokens[$0].line) }
        }
    }

    static let flagSetAgain = SmellCheck.anywhere("a `var` flag set again under `if !flag {`") { code in
        code.starter.flatMap { file -> [Place] in
            let tokens = code.tokens[file.path] ?? []
            return tokens.indices.filter { index in
                guard index + 3 < tokens.count, tokens[index].text == "if", tokens[index + 1].text == "!",
                    tokens[index + 2].kind == .identifier, tokens[index + 3].text == "{",
                    let end = blockEnd(from: index + 3, tokens)
                else { return false }
                let flag = tokens[index + 2].text
                return AppCode.has([flag, "="], in: Array(tokens[(index + 4)..<end]))
            }.map { Place(path: file.path, line: tokens[$0].line) }
        }
    }

    static let adapterBuildsScreen = SmellCheck(
        looksFor:
            "in the adapter: a call of the registration screen's initializer (the type that shows `\"[Register]\"`)"
    ) { code in
        guard let screen = code.type(holding: SmellSubject.registrationScreen.rawValue)?.first?.name else {
            return SmellCheck.missing(.registrationScreen)
        }
        guard !code.adapter.isEmpty else { return SmellCheck.noAdapter }
        return SmellCheck.finding(code.lines(files: code.adapter) { AppCode.has([screen, "("], in: $0) })
    }

    static let actionRunsTheSteps = SmellCheck.on(
        .registrationScreen,
        "the steps run by the screen itself: a check of the address (`static`) or a call with a "
            + "completion handler"
    ) { code, screen in
        let functions = staticSteps(code)
        let handlers = code.starter.flatMap { file in
            file.symbols.filter { symbol in
                symbol.isFunction
                    && AppCode.has(["@escaping", "(", "Result"], in: code.lineTokens(file.path, symbol.firstLine))
            }.map(\.name)
        }
        return code.lines(in: screen) { line in
            !staticCalls(in: line, functions).isEmpty || handlers.contains { AppCode.has([".", $0, "("], in: line) }
        }
    }

    /// The calls of `static` functions that answer `Bool` (the rules), each with its place and the type called.
    static func ruleCalls(_ code: AppCode) -> [(place: Place, owner: String)] {
        let rules = code.staticMembers(functions: true).filter { rule in
            AppCode.has(["->", "Bool"], in: code.lineTokens(rule.place.path, rule.place.line))
        }
        return code.lines { !staticCalls(in: $0, rules).isEmpty }.flatMap { place in
            staticCalls(in: code.lineTokens(place.path, place.line), rules).map { (place, $0) }
        }
    }

    static let rulesInOrderInOneFunction = SmellCheck.anywhere(
        "one function that calls the rules of two types in a fixed order (`EmailValidator.isValid(` then "
            + "`DomainChecker.isCarrierAddress(`)"
    ) { code in
        Dictionary(grouping: ruleCalls(code)) { call in
            code.declaration(at: call.place).map { "\(call.place.path):\($0.firstLine)" } ?? ""
        }
        .values.filter { Set($0.map(\.owner)).count >= 2 }.flatMap { $0.map(\.place) }
    }

    static let rulesOnlyStatic = SmellCheck.anywhere(
        "a rule (a `static` function that answers `Bool`) called from a type that plays no role (conforms to none of "
            + "the app's protocols)"
    ) { code in
        let roles = Set(code.types.filter { $0.keyword == "protocol" }.map(\.name))
        return ruleCalls(code).filter { call in
            let caller = code.innermostType(at: call.place)
            guard caller?.name != call.owner else { return false }
            return !code.parts(caller?.name ?? "").contains { !roles.isDisjoint(with: $0.conformances) }
        }.map(\.place)
    }

    // MARK: - Reading tokens

    /// The uses of the members declared with a `SQLiteDatabase`, as tokens: `. database`, and, for a
    /// function whose first argument has a label, the call with it, `. insert ( into :`, so that a call of
    /// another function of the same name (`store.delete(record)` on a role protocol) is not one.
    static func storageMembers(_ code: AppCode) -> [[String]] {
        code.starter.flatMap { file in
            file.symbols.filter { symbol in
                !symbol.isLocal && symbol.keyword != "init" && !symbol.isType
                    && code.lineTokens(file.path, symbol.firstLine).contains { $0.text == "SQLiteDatabase" }
            }.map { symbol in
                guard let label = symbol.labels?.first, label != "_" else { return [".", symbol.name] }
                return [".", symbol.name, "(", label, ":"]
            }
        }
    }

    /// Whether a line reaches the storage itself: it names `SQLiteDatabase`, holds SQL, or uses one of
    /// `members`, declared with a `SQLiteDatabase` (their uses, as `storageMembers` gives them).
    static func touchesStorage(_ line: [Token], _ members: [[String]]) -> Bool {
        sql(line) || line.contains { $0.text == "SQLiteDatabase" }
            || members.contains { AppCode.has($0, in: line) }
    }

    static func sql(_ line: [Token]) -> Bool {
        ["SELECT ", "INSERT ", "DELETE ", "UPDATE ", "CREATE TABLE"].contains { AppCode.has(string: $0, in: line) }
    }

    /// Whether the string at `index` is written in a branch: after a `?` or `:` of a ternary, or in a block
    /// opened by `if`, `else` or `guard`.
    static func isInBranch(_ index: Int, _ tokens: [Token]) -> Bool {
        if index > 0, tokens[index - 1].text == "?" { return true }
        let line = tokens.filter { $0.line == tokens[index].line }
        if index > 0, tokens[index - 1].text == ":",
            !line.contains(where: { $0.text == "case" || $0.text == "default" })
        {
            return true
        }
        var depth = 0
        for position in stride(from: index - 1, through: 0, by: -1) {
            if tokens[position].text == "}" { depth += 1 }
            if tokens[position].text == "{" {
                if depth > 0 {
                    depth -= 1
                    continue
                }
                let header = tokens[..<position].reversed().prefix { $0.text != "{" && $0.text != "}" }
                return header.contains { ["if", "else", "guard"].contains($0.text) }
            }
        }
        return false
    }

    /// The `{` that opens the block of the statement at `index` (past its condition's brackets).
    static func blockStart(after index: Int, _ tokens: [Token]) -> Int? {
        var depth = 0
        for position in index..<tokens.count {
            switch tokens[position].text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return position
            default: break
            }
        }
        return nil
    }

    /// The `}` that closes the `{` at `open`.
    static func blockEnd(from open: Int, _ tokens: [Token]) -> Int? {
        var depth = 0
        for position in open..<tokens.count {
            if tokens[position].text == "{" { depth += 1 }
            if tokens[position].text == "}" {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }
}

extension AppCode {
    /// Whether a line, or the line above it, has a comment.
    func hasComment(near place: Place) -> Bool {
        guard let file = starter.first(where: { $0.path == place.path }) else { return false }
        return [place.line - 1, place.line].contains { line in
            file.tokenLines.indices.contains(line - 1) && file.tokenLines[line - 1].contains { $0.kind == .comment }
        }
    }

    /// The stored properties (`var` or `let`, not local) declared in `type`'s parts, each with its place.
    func storedProperties(of type: [TypeCode]) -> [(name: String, place: Place)] {
        members(of: type) { ["var", "let"].contains($0.keyword) }.map { ($0.name, Place(path: $1, line: $0.firstLine)) }
    }

    /// The functions declared in `type`'s parts, each as a range of lines to read.
    func functions(of type: [TypeCode]) -> [TypeCode] {
        members(of: type) { $0.isFunction }.map {
            TypeCode(name: $0.name, keyword: $0.keyword, path: $1, lines: $0.firstLine...$0.lastLine, conformances: [])
        }
    }

    private func members(of type: [TypeCode], _ test: (Symbol) -> Bool) -> [(Symbol, String)] {
        type.flatMap { part in
            (starter.first { $0.path == part.path }?.symbols ?? []).filter { symbol in
                !symbol.isLocal && symbol.parent == part.name && part.lines.contains(symbol.firstLine) && test(symbol)
            }.map { ($0, part.path) }
        }
    }

    /// The tokens of a property's declared type: after its name's `:`, up to `=` or the line's end.
    func declaredType(of property: (name: String, place: Place)) -> [Token] {
        let line = lineTokens(property.place.path, property.place.line)
        guard let name = line.firstIndex(where: { $0.text == property.name }), name + 1 < line.count,
            line[name + 1].text == ":"
        else { return [] }
        return Array(line[(name + 2)...].prefix { $0.text != "=" && $0.text != "{" })
    }

    /// Each function's and initializer's parameter list in the app's Starter, as tokens, with its place.
    func parameterLists() -> [(place: Place, tokens: [Token])] {
        starter.flatMap { file -> [(place: Place, tokens: [Token])] in
            let tokens = self.tokens[file.path] ?? []
            return file.symbols.filter { $0.isFunction && !$0.isLocal }.compactMap { symbol in
                guard
                    let start = tokens.firstIndex(where: { $0.line == symbol.firstLine && $0.text == symbol.keyword }),
                    let open = tokens[start...].firstIndex(where: { $0.text == "(" })
                else { return nil }
                var depth = 0
                let list = tokens[open...].prefix { token in
                    if token.text == "(" { depth += 1 }
                    if token.text == ")" { depth -= 1 }
                    return depth > 0
                }
                return (Place(path: file.path, line: symbol.firstLine), Array(list))
            }
        }
    }
}
