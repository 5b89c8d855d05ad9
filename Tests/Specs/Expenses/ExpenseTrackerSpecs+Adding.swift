import Foundation

extension ExpenseTrackerSpecs {
    static var adding: [Spec] {
        [
            Spec(
                .expenses, "addExpense_opensWithEmptyFieldsAndTheCurrentDateOnTapAddExpense",
                given: "the tracker at 2025-05-14 15:30",
                when: "the user taps Add Expense on the Reports list",
                then:
                    "the Add Expense screen shows empty Title, Amount and Comment, the Date 2025-05-14 15:30, and no error"
            ) { adapters in
                let app = try ExpenseWorld(adapters).launch()

                try app.openAddExpense()

                let screen = try unwrap(app.addExpenseScreen, "the Add Expense screen", app)
                try expect(
                    screen.fields, equals: [.title: "", .amount: "", .comment: ""], "the fields of a new Add Expense")
                try expect(screen.date, equals: "2025-05-14 15:30", "the Date field of a new Add Expense")
                try expect(screen.errors, equals: [:], "the errors of a new Add Expense")
                try expect(
                    screen.text,
                    equals: "Add Expense\nTitle: []\nAmount: []\nDate: 2025-05-14 15:30\nComment: []\n[Cancel] [Save]",
                    "the Add Expense screen as text")
            },
            Spec(
                .expenses, "addExpense_startsTheDateAtEachOpeningOnTheClockMovingAfterLaunch",
                given:
                    "the tracker launched at 2025-05-14 15:30, its clock then at 2025-05-15 08:59:59.9996 (09:00:00.000 to the nearest millisecond)",
                when:
                    "the user opens Add Expense and cancels, the clock moves 7 minutes, and the user opens Add Expense again and saves Coffee 3.50 without touching the Date field",
                then:
                    "the Date field reads 2025-05-15 09:00, then 2025-05-15 09:07: the clock is read at each opening, not at launch, with its fraction of a second; Today lists Coffee at 09:07"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                // Rounded to the nearest millisecond, as every time is (Decisions.md): a fraction of the
                // clock's second dropped anywhere between the clock and the field would show 08:59.
                world.clock.set(try world.date(LocalTime(2025, 5, 15, 8, 59, 59.999_6)))

                try app.openAddExpense()
                let first = try unwrap(app.addExpenseScreen, "the Add Expense screen, opened first", app).date
                app.tapCancel()
                world.clock.advance(by: 7 * 60)
                try app.openAddExpense()
                let second = try unwrap(app.addExpenseScreen, "the Add Expense screen, opened again", app).date
                app.type("Coffee", into: .title)
                app.type("3.50", into: .amount)
                app.tapSave()

                try expect(
                    [first, second], equals: ["2025-05-15 09:00", "2025-05-15 09:07"], "the Date field at each opening")
                try expect(try app.rows(of: "Today"), equals: [row("2025-05-15 09:07", "Coffee", "3.50")], "Today")
            },
            Spec(
                .expenses, "addExpense_storesEntryAndClosesScreenOnValidInput",
                given: "the Add Expense screen",
                when: "the user types a title, an amount and a comment, picks a date and taps Save",
                then: "the screen closes and Today lists the entry"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()

                try app.addExpense(
                    "Lunch", amount: "12.3", at: try world.date(LocalTime(2025, 5, 14, 9, 5)), comment: "with Bob")

                try expect(
                    app.addExpenseScreen == nil, "Save closes the screen", expected: "closed", seen: app.visibleText)
                try expect(
                    try app.rows(of: "Today"), equals: [row("2025-05-14 09:05", "Lunch", "12.30", "with Bob")], "Today")
            },
            Spec(
                .expenses, "addExpense_storesNothingOnCancel",
                given: "the Add Expense screen filled with a valid expense",
                when: "the user taps Cancel",
                then: "the screen closes and no report lists the expense"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                try app.openAddExpense()
                app.type("Lunch", into: .title)
                app.type("12.30", into: .amount)
                app.pickDate(try world.date(LocalTime(2025, 5, 14, 9, 5)))

                app.tapCancel()

                try expect(
                    app.addExpenseScreen == nil, "Cancel closes the screen", expected: "closed", seen: app.visibleText)
                try expect(try app.rows(of: "Today"), equals: [], "Today after Cancel")
                try expect(try app.rows(of: "This Month"), equals: [], "This Month after Cancel")
            },
            Spec(
                .expenses, "addExpense_acceptsAmountOnDigitsWithUpToTwoDecimalsInRange",
                given: "the Add Expense screen with a valid title",
                when: "the user types each accepted amount of BEHAVIOUR.md and the limits, and taps Save",
                then: "each is stored and Today shows it with two decimals"
            ) { adapters in
                let table: [(typed: String, shown: String)] = [
                    ("12", "12.00"), ("12.5", "12.50"), ("12.50", "12.50"), ("0.99", "0.99"), ("0.01", "0.01"),
                    ("12.09", "12.09"),
                    ("0.1", "0.10"), ("007", "7.00"), ("0012.30", "12.30"), ("999999999.99", "999999999.99"),
                    ("1000000000", "1000000000.00"), ("1000000000.0", "1000000000.00"),
                    ("1000000000.00", "1000000000.00"), ("01000000000.00", "1000000000.00"),
                    ("000000000000000000001", "1.00"), ("0000000001.5", "1.50"),
                ]
                try await expectEveryRow(of: table, "accepted amounts") { example in
                    let world = try ExpenseWorld(adapters)
                    let app = try world.launch()

                    let screen = try app.fillAndSave(title: "Lunch", amount: example.typed, at: world.clock.now)

                    try expect(
                        screen?.errors ?? [:], equals: [:], "errors for amount \(example.typed.debugDescription)")
                    try expect(
                        try app.rows(of: "Today").map(\.amount), equals: [example.shown],
                        "Today's amount for \(example.typed.debugDescription)")
                }
            },
            Spec(
                .expenses, "addExpense_rejectsAmountAndStoresNothingOnInvalidAmount",
                given: "the Add Expense screen with a valid title and comment",
                when:
                    "the user types each rejected amount of BEHAVIOUR.md, the limits and other malformed text, and taps Save",
                then:
                    "the screen stays open with the typed text, shows the message under Amount only, and nothing is stored"
            ) { adapters in
                let table: [(typed: String, message: String)] = [
                    ("", ExpenseMessage.amountMissing),
                    (" 12", ExpenseMessage.amountMalformed), ("12 ", ExpenseMessage.amountMalformed),
                    ("12,5", ExpenseMessage.amountMalformed), ("-5", ExpenseMessage.amountMalformed),
                    ("+5", ExpenseMessage.amountMalformed), ("1e3", ExpenseMessage.amountMalformed),
                    ("0x1p3", ExpenseMessage.amountMalformed), ("inf", ExpenseMessage.amountMalformed),
                    ("nan", ExpenseMessage.amountMalformed), ("12.345", ExpenseMessage.amountMalformed),
                    ("$5", ExpenseMessage.amountMalformed), ("12.", ExpenseMessage.amountMalformed),
                    (".5", ExpenseMessage.amountMalformed), (".", ExpenseMessage.amountMalformed),
                    ("1 000", ExpenseMessage.amountMalformed), ("12.5.0", ExpenseMessage.amountMalformed),
                    ("\u{661}\u{662}", ExpenseMessage.amountMalformed),
                    ("\u{FF11}\u{FF12}", ExpenseMessage.amountMalformed),
                    ("0", ExpenseMessage.amountOutOfRange), ("00", ExpenseMessage.amountOutOfRange),
                    ("0.0", ExpenseMessage.amountOutOfRange), ("0.00", ExpenseMessage.amountOutOfRange),
                    ("1000000000.01", ExpenseMessage.amountOutOfRange), ("1000000001", ExpenseMessage.amountOutOfRange),
                    ("99999999999999999999999999999999999999999", ExpenseMessage.amountOutOfRange),
                    // Other scripts' digits and separators, in the units and in the decimals.
                    ("\u{6F1}\u{6F2}", ExpenseMessage.amountMalformed),
                    ("\u{967}\u{968}", ExpenseMessage.amountMalformed),
                    ("\u{661}\u{662}.\u{665}\u{660}", ExpenseMessage.amountMalformed),
                    ("1.\u{661}\u{662}", ExpenseMessage.amountMalformed),
                    ("1.\u{FF15}", ExpenseMessage.amountMalformed),
                    ("1\u{301}2", ExpenseMessage.amountMalformed), ("12\u{66B}5", ExpenseMessage.amountMalformed),
                    ("12\u{FF0E}5", ExpenseMessage.amountMalformed),
                    // White space and line or paragraph separators, alone, around and inside.
                    (" ", ExpenseMessage.amountMalformed), ("\u{2028}", ExpenseMessage.amountMalformed),
                    ("12\n", ExpenseMessage.amountMalformed), ("\n12", ExpenseMessage.amountMalformed),
                    ("12\u{2028}", ExpenseMessage.amountMalformed), ("\u{2029}12", ExpenseMessage.amountMalformed),
                    ("1\u{2028}2", ExpenseMessage.amountMalformed), ("12.5\u{2029}", ExpenseMessage.amountMalformed),
                    ("12\t", ExpenseMessage.amountMalformed), ("12\u{A0}", ExpenseMessage.amountMalformed),
                    ("\u{FEFF}12", ExpenseMessage.amountMalformed),
                    // Signs, exponents, grouping, points and decimals.
                    ("+12", ExpenseMessage.amountMalformed), ("1E3", ExpenseMessage.amountMalformed),
                    ("1,000", ExpenseMessage.amountMalformed), ("1_000", ExpenseMessage.amountMalformed),
                    ("1'000", ExpenseMessage.amountMalformed), ("1.2.3", ExpenseMessage.amountMalformed),
                    ("0.001", ExpenseMessage.amountMalformed), ("1.000", ExpenseMessage.amountMalformed),
                    ("12.005", ExpenseMessage.amountMalformed), ("0.005", ExpenseMessage.amountMalformed),
                    // The maximum from above, however it is written.
                    ("01000000000.01", ExpenseMessage.amountOutOfRange),
                    ("1000000001.00", ExpenseMessage.amountOutOfRange),
                    ("1000000000.10", ExpenseMessage.amountOutOfRange),
                    ("1000000000.1", ExpenseMessage.amountOutOfRange),
                    ("9999999999.99", ExpenseMessage.amountOutOfRange),
                    ("10000000000", ExpenseMessage.amountOutOfRange),
                    ("0000000000000.00", ExpenseMessage.amountOutOfRange),
                    // Units that fit a 64-bit integer but whose cents do not: 17, 18 and 19 digits.
                    ("92233720368547759", ExpenseMessage.amountOutOfRange),
                    ("123456789012345678", ExpenseMessage.amountOutOfRange),
                    ("9223372036854775807", ExpenseMessage.amountOutOfRange),
                ]
                try await expectEveryRow(of: table, "rejected amounts") { example in
                    try await expectRejected(
                        adapters, title: "Lunch", amount: example.typed, comment: "fine",
                        errors: [.amount: example.message])
                }
            },
            Spec(
                .expenses, "addExpense_trimsTitleOnSurroundingWhiteSpace",
                given: "the Add Expense screen",
                when: "the user types a title with white space around it and inside it, and taps Save",
                then:
                    "the entry's title has the outer white space trimmed and the inner white space (two spaces, a tab, a line break) kept"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()

                try app.addExpense("  \t Coffee  with\tBob\nand Ann \n ", amount: "3", at: world.clock.now)

                try expect(try app.titles(in: "Today"), equals: ["Coffee  with\tBob\nand Ann"], "the stored title")
            },
            Spec(
                .expenses, "addExpense_acceptsTitleOnOneTo100CharactersAfterTrimming",
                given: "the Add Expense screen with a valid amount",
                when:
                    "the user types titles of 1 and 100 characters (letters, emoji, punctuation or symbols), with or without white space around",
                then: "each is stored, trimmed"
            ) { adapters in
                let table: [(typed: String, stored: String)] = [
                    ("a", "a"), (" a ", "a"),
                    (String(repeating: "a", count: 100), String(repeating: "a", count: 100)),
                    ("  " + String(repeating: "a", count: 100) + "\n", String(repeating: "a", count: 100)),
                    (String(repeating: "👩‍👩‍👧", count: 100), String(repeating: "👩‍👩‍👧", count: 100)),
                    ("\u{2028}" + String(repeating: "a", count: 100) + "\u{2029}", String(repeating: "a", count: 100)),
                    ("\u{85}Lunch\u{3000}", "Lunch"),
                    // A zero width space is white space too (Foundation's set, as in Registration); Swift's isWhitespace says no.
                    ("\u{200B}Lunch\u{200B}", "Lunch"),
                    // Only white space goes: punctuation and symbols at either end stay.
                    (" ...Lunch! ", "...Lunch!"), ("(tea)", "(tea)"), ("-5% off-", "-5% off-"),
                    // A title of punctuation or symbols only is a title too.
                    ("-", "-"), (" ?! ", "?!"), ("€", "€"),
                    (String(repeating: "e\u{301}", count: 100), String(repeating: "e\u{301}", count: 100)),
                ]
                try await expectEveryRow(of: table, "accepted titles") { example in
                    let world = try ExpenseWorld(adapters)
                    let app = try world.launch()

                    let screen = try app.fillAndSave(title: example.typed, amount: "1", at: world.clock.now)

                    try expect(
                        screen?.errors ?? [:], equals: [:], "errors for a title of \(example.stored.count) characters")
                    try expect(
                        try app.titles(in: "Today"), equals: [example.stored],
                        "the stored title of \(example.stored.count) characters")
                }
            },
            Spec(
                .expenses, "addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLongerThan100Characters",
                given: "the Add Expense screen with a valid amount and comment",
                when:
                    "the user types an empty title, one of white space only, or one of 101 characters after trimming (a zero width space inside counts: only the ends are trimmed)",
                then: "the screen stays open, shows the message under Title only, and nothing is stored"
            ) { adapters in
                let table: [(typed: String, message: String)] = [
                    ("", ExpenseMessage.titleMissing), ("   ", ExpenseMessage.titleMissing),
                    (" \t\n ", ExpenseMessage.titleMissing),
                    (String(repeating: "a", count: 101), ExpenseMessage.titleTooLong),
                    (" " + String(repeating: "a", count: 101) + " ", ExpenseMessage.titleTooLong),
                    (String(repeating: "👩‍👩‍👧", count: 101), ExpenseMessage.titleTooLong),
                    ("\u{2028}\u{2029}\u{85}\u{A0}\u{3000}", ExpenseMessage.titleMissing),
                    (String(repeating: "e\u{301}", count: 101), ExpenseMessage.titleTooLong),
                    (
                        String(repeating: "a", count: 50) + "\u{200B}" + String(repeating: "b", count: 50),
                        ExpenseMessage.titleTooLong
                    ),
                ]
                try await expectEveryRow(of: table, "rejected titles") { example in
                    try await expectRejected(
                        adapters, title: example.typed, amount: "12.30", comment: "fine",
                        errors: [.title: example.message])
                }
            },
            Spec(
                .expenses, "addExpense_keepsCommentExactlyOnUpTo500Characters",
                given: "the Add Expense screen with a valid title and amount",
                when:
                    "the user leaves the comment empty, or types one of white space only, one with white space or line breaks around it, one with a CR LF line break inside, or of 500 characters (spaces included)",
                then: "each is stored exactly as typed"
            ) { adapters in
                let table = [
                    "", " ", "\t\n ", "  spaced out  ", "\n\tline breaks and tabs around\t\n",
                    "first line\r\nsecond line",
                    String(repeating: "c", count: 500),
                    String(repeating: "🇯🇵", count: 500), " " + String(repeating: "c", count: 498) + " ",
                ]
                try await expectEveryRow(of: table, "accepted comments") { comment in
                    let world = try ExpenseWorld(adapters)
                    let app = try world.launch()

                    let screen = try app.fillAndSave(title: "Lunch", amount: "1", at: world.clock.now, comment: comment)

                    try expect(
                        screen?.errors ?? [:], equals: [:], "errors for a comment of \(comment.count) characters")
                    try expect(
                        try app.rows(of: "Today").map { Array($0.comment.unicodeScalars) },
                        equals: [Array(comment.unicodeScalars)], "the stored comment of \(comment.count) characters")
                }
            },
            Spec(
                .expenses, "addExpense_rejectsCommentOnMoreThan500Characters",
                given: "the Add Expense screen with a valid title and amount",
                when: "the user types a comment of 501 characters (also 499 with a space on each side) and taps Save",
                then: "the screen stays open, shows the message under Comment only, and nothing is stored"
            ) { adapters in
                // 501 counting the spaces around it, as the comment is kept: 499 without them.
                let table = [
                    String(repeating: "c", count: 501), String(repeating: "🇯🇵", count: 501),
                    " " + String(repeating: "c", count: 499) + " ",
                ]
                try await expectEveryRow(of: table, "rejected comments") { comment in
                    try await expectRejected(
                        adapters, title: "Lunch", amount: "12.30", comment: comment,
                        errors: [.comment: ExpenseMessage.commentTooLong])
                }
            },
            Spec(
                .expenses, "addExpense_showsEveryWrongFieldOnSeveralInvalidFields",
                given: "the Add Expense screen",
                when:
                    "the user leaves Title empty, types `12,5` as Amount and a comment of 501 characters, and taps Save",
                then: "the screen stays open and shows each field's message under that field"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()

                let screen = try app.fillAndSave(
                    title: "", amount: "12,5", at: world.clock.now, comment: String(repeating: "c", count: 501))

                let open = try unwrap(screen, "the Add Expense screen after Save on invalid input", app)
                try expect(
                    open.errors,
                    equals: [
                        .title: ExpenseMessage.titleMissing, .amount: ExpenseMessage.amountMalformed,
                        .comment: ExpenseMessage.commentTooLong,
                    ],
                    "the field errors")
                try expect(
                    open.text,
                    equals: """
                        Add Expense
                        Title: []
                          ! \(ExpenseMessage.titleMissing)
                        Amount: [12,5]
                          ! \(ExpenseMessage.amountMalformed)
                        Date: 2025-05-14 15:30
                        Comment: [\(String(repeating: "c", count: 501))]
                          ! \(ExpenseMessage.commentTooLong)
                        [Cancel] [Save]
                        """,
                    "the Add Expense screen as text")
            },
            Spec(
                .expenses, "addExpense_storesEntryOnceOnCorrectedInput",
                given: "the Add Expense screen showing an error under Amount",
                when: "the user corrects the amount and taps Save",
                then: "the screen closes and Today lists the entry once, with the corrected amount"
            ) { adapters in
                let world = try ExpenseWorld(adapters)
                let app = try world.launch()
                let screen = try app.fillAndSave(title: "Lunch", amount: "12.345", at: world.clock.now)
                try expect(screen?.errors[.amount], equals: ExpenseMessage.amountMalformed, "the error under Amount")

                app.type("12.34", into: .amount)
                app.tapSave()

                try expect(
                    app.addExpenseScreen == nil, "Save closes the screen", expected: "closed", seen: app.visibleText)
                try expect(try app.rows(of: "Today").map(\.amount), equals: ["12.34"], "Today's amounts")
            },
            Spec(
                .expenses, "addExpense_dropsEachMessageOnCorrectingItsField",
                given: "the Add Expense screen with one field wrong (each message of each field in turn)",
                when:
                    "the user taps Save, corrects that field while making another one wrong and taps Save, then corrects that one and taps Save",
                then:
                    "each Save shows the messages of the fields wrong at that Save only; the last one stores the entry once"
            ) { adapters in
                let valid: [ExpenseTextField: String] = [.title: "Lunch", .amount: "12.30", .comment: "fine"]
                let table: [(field: ExpenseTextField, wrong: String, message: String, right: String)] = [
                    (.title, "", ExpenseMessage.titleMissing, "Lunch"),
                    (.title, " \u{2028}\u{A0} ", ExpenseMessage.titleMissing, "Lunch"),
                    (
                        .title, String(repeating: "a", count: 101), ExpenseMessage.titleTooLong,
                        String(repeating: "a", count: 100)
                    ),
                    (.amount, "", ExpenseMessage.amountMissing, "12.30"),
                    (.amount, "12,30", ExpenseMessage.amountMalformed, "12.30"),
                    (.amount, "0.00", ExpenseMessage.amountOutOfRange, "0.01"),
                    (.amount, "1000000000.01", ExpenseMessage.amountOutOfRange, "1000000000.00"),
                    (
                        .comment, String(repeating: "c", count: 501), ExpenseMessage.commentTooLong,
                        String(repeating: "c", count: 500)
                    ),
                ]
                let otherWrong: [ExpenseTextField: (field: ExpenseTextField, wrong: String, message: String)] = [
                    .title: (.amount, "", ExpenseMessage.amountMissing),
                    .amount: (.comment, String(repeating: "c", count: 501), ExpenseMessage.commentTooLong),
                    .comment: (.title, "  ", ExpenseMessage.titleMissing),
                ]
                try await expectEveryRow(of: table, "corrected fields") { example in
                    guard let other = otherWrong[example.field] else { return }
                    let world = try ExpenseWorld(adapters)
                    let app = try world.launch()
                    try app.openAddExpense()
                    for field in ExpenseTextField.allCases { app.type(valid[field] ?? "", into: field) }
                    app.type(example.wrong, into: example.field)
                    app.tapSave()
                    let first = app.addExpenseScreen?.errors

                    app.type(example.right, into: example.field)
                    app.type(other.wrong, into: other.field)
                    app.tapSave()
                    let second = app.addExpenseScreen?.errors
                    app.type(valid[other.field] ?? "", into: other.field)
                    app.tapSave()

                    let what = "\(example.field.rawValue) \(example.wrong.debugDescription)"
                    try expect(
                        first, equals: [example.field: example.message], "the errors of the first Save (\(what))")
                    try expect(
                        second, equals: [other.field: other.message],
                        "the errors once \(example.field.rawValue) is corrected (\(what))")
                    try expect(
                        app.isAddExpenseOpen, equals: false, "Add Expense open after correcting every field (\(what))")
                    try expect(
                        try app.rows(of: "Today").count, equals: 1,
                        "Today's rows after correcting every field (\(what))")
                }
            },
            Spec(
                .expenses, "addExpense_showsTheDateFieldInTheTrackersZoneOnTheLastDaysOfTheYear",
                given:
                    "a tracker in Kiritimati (+14) whose clock reads 2024-12-30 23:30 there (09:30 in UTC; the week already belongs to 2025)",
                when:
                    "the user opens Add Expense, picks 2024-12-31 00:15 and saves Party; in New York on 9 March 2025 at noon "
                    + "(after the clocks went forward), the user picks 01:30 that morning (before they did)",
                then:
                    "the Date field reads 2024-12-30 23:30, then 2024-12-31 00:15; This Month lists Party at 2024-12-31 00:15; "
                    + "in New York the Date field reads 2025-03-09 01:30, in the offset of the date picked"
            ) { adapters in
                let world = try ExpenseWorld(adapters, zone: "Pacific/Kiritimati", now: LocalTime(2024, 12, 30, 23, 30))
                let app = try world.launch()

                try app.openAddExpense()
                let first = app.addExpenseScreen?.date
                app.pickDate(try world.date(LocalTime(2024, 12, 31, 0, 15)))
                let picked = app.addExpenseScreen?.date
                app.type("Party", into: .title)
                app.type("80", into: .amount)
                app.tapSave()

                try expect(first, equals: "2024-12-30 23:30", "the Date field when Add Expense opens")
                try expect(picked, equals: "2024-12-31 00:15", "the Date field after picking")
                try expect(
                    try app.rows(of: "This Month"), equals: [row("2024-12-31 00:15", "Party", "80.00")], "This Month")

                let newYork = try ExpenseWorld(adapters, zone: "America/New_York", now: LocalTime(2025, 3, 9, 12))
                let newYorkApp = try newYork.launch()
                try newYorkApp.openAddExpense()
                newYorkApp.pickDate(try newYork.date(LocalTime(2025, 3, 9, 1, 30)))
                try expect(
                    newYorkApp.addExpenseScreen?.date, equals: "2025-03-09 01:30",
                    "the Date field after picking a time before the clocks went forward")
            },
            Spec(
                .expenses, "addExpense_keepsThePickedDateOnDatesFarInThePastOrFuture",
                given: "a tracker whose clock reads 2040-06-15 12:00",
                when:
                    "the user saves Planned dated 2040-06-20 09:00 and Old dated 1990-03-01 08:00, then the clock reads 1990-03-01 12:00; then Ancient dated 0999-07-01 10:00, the clock reads 0999-07-01 12:00 and the user opens Add Expense",
                then:
                    "This Month lists Planned at its date; in 1990 Today lists Old at its date; in 999 the Date field, Today and This Month show the year in four digits (`0999`)"
            ) { adapters in
                let world = try ExpenseWorld(adapters, now: LocalTime(2040, 6, 15, 12))
                let app = try world.launch()

                try app.addExpense("Planned", amount: "1", at: try world.date(LocalTime(2040, 6, 20, 9)))
                try app.addExpense("Old", amount: "2", at: try world.date(LocalTime(1990, 3, 1, 8)))
                let planned = try app.rows(of: "This Month")
                try world.setClock(to: LocalTime(1990, 3, 1, 12))
                let old = try app.rows(of: "Today")

                try app.addExpense("Ancient", amount: "3", at: try world.date(LocalTime(999, 7, 1, 10)))
                try world.setClock(to: LocalTime(999, 7, 1, 12))
                let ancient = try app.rows(of: "Today")
                let ancientMonth = try app.rows(of: "This Month")
                try app.openAddExpense()
                let dateField = app.addExpenseScreen?.date
                app.tapCancel()

                try expect(planned, equals: [row("2040-06-20 09:00", "Planned", "1.00")], "This Month in June 2040")
                try expect(old, equals: [row("1990-03-01 08:00", "Old", "2.00")], "Today on 1990-03-01")
                try expect(
                    ancient, equals: [row("0999-07-01 10:00", "Ancient", "3.00")], "Today on 0999-07-01, four digits")
                try expect(
                    ancientMonth, equals: [row("0999-07-01 10:00", "Ancient", "3.00")],
                    "This Month in July 999, four digits")
                try expect(dateField, equals: "0999-07-01 12:00", "the Date field on 0999-07-01, four digits")
            },
        ]
    }

    // MARK: - Helpers

    /// Launches a tracker, tries to save the expense, and checks that the screen stays open with the typed
    /// text and exactly `errors`, and that nothing is stored.
    @MainActor
    static func expectRejected(
        _ adapters: Adapters,
        title: String,
        amount: String,
        comment: String,
        errors: [ExpenseTextField: String],
        file: String = #filePath,
        line: Int = #line
    ) async throws {
        let world = try ExpenseWorld(adapters)
        let app = try world.launch()
        let typed = "title \(title.debugDescription), amount \(amount.debugDescription), comment of \(comment.count)"

        let screen = try app.fillAndSave(title: title, amount: amount, at: world.clock.now, comment: comment)

        let open = try unwrap(screen, "the Add Expense screen after Save on \(typed)", app, file: file, line: line)
        try expect(open.errors, equals: errors, "the field errors for \(typed)", file: file, line: line)
        try expect(
            open.fields, equals: [.title: title, .amount: amount, .comment: comment], "the fields keep \(typed)",
            file: file, line: line)
        app.tapCancel()
        try expect(try app.rows(of: "Today"), equals: [], "Today after rejecting \(typed)", file: file, line: line)
    }

}
