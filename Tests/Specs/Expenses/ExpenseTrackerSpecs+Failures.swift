import Foundation
import SQLiteDatabase

/// What the user sees when the storage fails: a full disk or a disk that cannot be read or written
/// (Decisions.md, "Failures the user cannot cause through the screens").
extension ExpenseTrackerSpecs {
    static var failures: [Spec] {
        [
            Spec(
                .expenses, "addExpense_storesNothingAndSaysCouldNotSaveOnSaveFailing",
                given:
                    "a tracker on a database file whose next save fails, once as a full disk (also one seen as a journal that cannot be made, for want of space), once as an I/O error, and once because another program holds a write transaction open longer than the app waits",
                when: "the user fills Add Expense with Lunch 12.30 and taps Save",
                then:
                    "the reason is seen (\"Could not save the expense: the disk is full. Free some space, then try again.\", or for an I/O error and a busy file \"Could not save the expense. Please try again.\") and, once the form is closed, no report lists Lunch"
            ) { adapters in
                // A busy file (no fault: another connection holds a write transaction) fails a save the way a
                // failing disk does (Decisions.md, "A busy file"), not as a full disk: the user can do nothing
                // about space.
                let table: [(what: String, fault: ExpenseStorageFault?, message: String)] =
                    ExpenseStorageFault.allCases.map { fault in
                        (
                            fault.rawValue, fault,
                            fault.isFullDisk ? ExpenseMessage.couldNotSaveDiskFull : ExpenseMessage.couldNotSave
                        )
                    } + [("the file is busy", nil, ExpenseMessage.couldNotSave)]
                try await expectEveryRow(of: table, "failed saves") { row in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    // The app waits 5 ms, not seconds, for another connection's lock.
                    let (world, app) = try SQLiteDatabase.$busyTimeout.withValue(.milliseconds(5)) {
                        try launchOnNewFile(adapters, in: folder)
                    }
                    let holder = row.fault == nil ? try SQLiteDatabase(.file(folder.file("expenses.sqlite"))) : nil
                    try holder?.execute("BEGIN IMMEDIATE")
                    if let fault = row.fault { app.failNext(.save, with: fault) }

                    _ = try app.fillAndSave(title: "Lunch", amount: "12.30", at: world.clock.now)
                    let seen = app.visibleText
                    let alert = app.alertMessage
                    try holder?.execute("ROLLBACK")
                    holder?.close()
                    app.tapCancel()

                    try expect(
                        seen.contains(row.message), "what the user sees when \(row.what)",
                        expected: "a line with \(row.message.debugDescription)", seen: seen)
                    if let alert {
                        // Where the failure is an alert (the Starter's), it is the message and its OK button.
                        try expect(alert, equals: row.message, "the alert's message when \(row.what)")
                        try expect(
                            seen.split(separator: "\n").contains("! \(row.message) [OK]"),
                            "the alert's line when \(row.what)",
                            expected: "a line \"! \(row.message) [OK]\"", seen: seen)
                    }
                    try expect(try app.rows(of: "Today"), equals: [], "Today after the failed save (\(row.what))")
                    try expect(
                        try app.rows(of: "This Month"), equals: [], "This Month after the failed save (\(row.what))")
                }
            },
            Spec(
                .expenses, "addExpense_keepsFormOpenWithMessageAndTypedTextOnSaveFailing",
                given: "a tracker on a database file whose next save fails as a disk that cannot be written",
                when: "the user fills Add Expense with Lunch, 12.30 and with Bob, taps Save, then taps Save again",
                then:
                    "after the first Save the form is still open, keeps what was typed and shows \"! Could not save the expense. Please try again.\"; the second Save stores Lunch once and closes the form",
                changeRequest: .failedSaveKeepsForm
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let (world, app) = try launchOnNewFileWhoseNextSaveFails(adapters, in: folder)

                let screen = try app.fillAndSave(
                    title: "Lunch", amount: "12.30", at: world.clock.now, comment: "with Bob")
                let form = try unwrap(screen, "the Add Expense screen after the failed save", app)
                try expect(
                    form.text,
                    equals: [
                        "Add Expense", "Title: [Lunch]", "Amount: [12.30]", "Date: 2025-05-14 15:30",
                        "Comment: [with Bob]",
                        "! \(ExpenseMessage.couldNotSave)", "[Cancel] [Save]",
                    ].joined(separator: "\n"), "the Add Expense screen after the failed save")
                app.tapSave()

                try expect(
                    app.addExpenseScreen == nil, "the second Save closes the form", expected: "closed",
                    seen: app.visibleText)
                try expect(
                    try app.rows(of: "Today"), equals: [row("2025-05-14 15:30", "Lunch", "12.30", "with Bob")],
                    "Today after the second Save")
            },
            Spec(
                .expenses, "report_saysCouldNotLoadWithTotalZeroOnLoadFailing",
                given: "a tracker on a database file with Lunch 12.30 today, whose next load fails as an I/O error",
                when: "the user opens Today, then Today again; then the same for This Month",
                then:
                    "each report shows \"Could not load the expenses.\" and Total 0.00 when its load fails, then Lunch and Total 12.30"
            ) { adapters in
                try forEachReportWithLunchToday(adapters) { title, app in
                    app.failNext(.load, with: .ioError)
                    let failed = try app.report(title)
                    let again = try app.report(title)

                    try expect(
                        failed.text, equals: "\(title)\nCould not load the expenses.\nTotal 0.00",
                        "\(title) when loading fails")
                    try expect(
                        again.text, equals: "\(title)\n2025-05-14 15:30  Lunch  12.30\nTotal 12.30",
                        "\(title) opened again")
                }
            },
            Spec(
                .expenses, "deleteReportRow_saysCouldNotLoadWithTotalZeroOnTheReloadAfterADeleteFailing",
                given:
                    "a tracker on a database file with Coffee 3.50 and Lunch 12.30 today, in Today and then This Month",
                when: "the user deletes the top row and the load that follows the delete fails as an I/O error",
                then:
                    "the report shows \"Could not load the expenses.\" and Total 0.00, not the rows it had; in the end Today is empty"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let (world, app) = try launchOnNewFile(adapters, in: folder)
                try app.addExpense("Coffee", amount: "3.50", at: world.clock.now - 60)
                try app.addExpense("Lunch", amount: "12.30", at: world.clock.now)
                for (title, deleted) in [("Today", "Lunch"), ("This Month", "Coffee")] {
                    let before = try app.report(title)
                    try expect(before.rows.first?.title, equals: deleted, "\(title)'s top row before the delete")
                    app.failNext(.load, with: .ioError)

                    app.deleteReportRow(at: 0)

                    let failed = try unwrap(app.openReport, "\(title) after the delete", app)
                    try expect(
                        failed.text, equals: "\(title)\nCould not load the expenses.\nTotal 0.00",
                        "\(title) when the load after the delete fails")
                    app.goBack()
                }
                try expect(try app.rows(of: "Today"), equals: [], "Today once both deletes are done")
            },
            Spec(
                .expenses, "deleteReportRow_keepsEntryAndSaysCouldNotDeleteOnDeleteFailing",
                given: "a tracker on a database file with Lunch 12.30 today, whose next delete fails as a full disk",
                when: "the user deletes Lunch in Today; then, after another failing delete, in This Month",
                then:
                    "Lunch stays, with \"Could not delete the expense. Please try again.\" under the rows and Total 12.30, in each report"
            ) { adapters in
                try forEachReportWithLunchToday(adapters) { title, app in
                    _ = try app.report(title)
                    app.failNext(.delete, with: .diskFull)

                    app.deleteReportRow(at: 0)
                    let shown = try unwrap(app.openReport, "\(title) after the failed delete", app)

                    try expect(
                        shown.text,
                        equals:
                            "\(title)\n2025-05-14 15:30  Lunch  12.30\nCould not delete the expense. Please try again.\nTotal 12.30",
                        "\(title) after the failed delete")
                } finally: { app in
                    try expect(
                        try app.rows(of: "Today"), equals: [row("2025-05-14 15:30", "Lunch", "12.30")],
                        "Today after the failed deletes")
                }
            },
            Spec(
                .expenses, "addExpense_showsNoSaveFailureOnSavingAgainAfterTheFailure",
                given: "a tracker on a database file whose next save fails as a full disk, and a Save that failed",
                when: "the user taps OK where the failure is an alert, and saves Lunch 12.30 again",
                then:
                    "the alert is gone after OK, and after the Save that works no screen shows the failure; Today lists Lunch once"
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let (world, app) = try launchOnNewFileWhoseNextSaveFails(adapters, in: folder)
                _ = try app.fillAndSave(title: "Lunch", amount: "12.30", at: world.clock.now)

                app.dismissAlert()
                try expect(app.alertMessage, equals: nil, "the alert after OK")
                if app.isAddExpenseOpen {
                    app.tapSave()
                } else {
                    try app.addExpense("Lunch", amount: "12.30", at: world.clock.now)
                }

                try expect(
                    !app.visibleText.contains(ExpenseMessage.couldNotSave), "the screens after the Save that worked",
                    expected: "no \(ExpenseMessage.couldNotSave.debugDescription)", seen: app.visibleText)
                try expect(app.isAddExpenseOpen, equals: false, "Add Expense open after the Save that worked")
                try expect(
                    try app.rows(of: "Today"), equals: [row("2025-05-14 15:30", "Lunch", "12.30")],
                    "Today after saving again")
            },
            Spec(
                .expenses, "addExpense_showsOnlyTheCurrentProblemOnEachSaveAfterAFailedSave",
                given:
                    "a tracker on a database file whose next two saves fail, as a full disk and then as a disk that cannot be written",
                when:
                    "the user saves an amount `12,30` (wrong), corrects it and saves (the disk is full), saves again (the disk fails), empties the title and saves, then types it again and saves",
                then:
                    "each Save shows only its own problem: the amount message, the full disk, then the other failure alone, then the title message alone; the last Save stores Lunch once",
                changeRequest: .failedSaveKeepsForm
            ) { adapters in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let (world, app) = try launchOnNewFile(adapters, in: folder)
                let wrongAmount = try app.fillAndSave(title: "Lunch", amount: "12,30", at: world.clock.now)
                try expect(
                    wrongAmount?.errors, equals: [.amount: ExpenseMessage.amountMalformed], "the first Save's errors")

                app.type("12.30", into: .amount)
                app.failNext(.save, with: .diskFull)
                app.tapSave()
                let full = try unwrap(app.addExpenseScreen, "Add Expense after the save on a full disk", app)
                app.failNext(.save, with: .ioError)
                app.tapSave()
                let failed = try unwrap(app.addExpenseScreen, "Add Expense after the failed save", app)
                app.type("", into: .title)
                app.tapSave()
                let noTitle = try unwrap(app.addExpenseScreen, "Add Expense after emptying the title", app)
                app.type("Lunch", into: .title)
                app.tapSave()

                let lines = ["Date: 2025-05-14 15:30", "Comment: []"]
                try expect(
                    full.text,
                    equals: (["Add Expense", "Title: [Lunch]", "Amount: [12.30]"] + lines
                        + ["! \(ExpenseMessage.couldNotSaveDiskFull)", "[Cancel] [Save]"]).joined(separator: "\n"),
                    "Add Expense after the save on a full disk")
                try expect(
                    failed.text,
                    equals: (["Add Expense", "Title: [Lunch]", "Amount: [12.30]"] + lines
                        + ["! \(ExpenseMessage.couldNotSave)", "[Cancel] [Save]"]).joined(separator: "\n"),
                    "Add Expense after the save failed")
                try expect(
                    noTitle.text,
                    equals: (["Add Expense", "Title: []", "  ! \(ExpenseMessage.titleMissing)", "Amount: [12.30]"]
                        + lines
                        + ["[Cancel] [Save]"]).joined(separator: "\n"),
                    "Add Expense after emptying the title")
                try expect(app.isAddExpenseOpen, equals: false, "Add Expense open after the last Save")
                try expect(
                    try app.rows(of: "Today"), equals: [row("2025-05-14 15:30", "Lunch", "12.30")],
                    "Today after the last Save")
            },
            Spec(
                .expenses, "deleteReportRow_dropsTheFailureOnTheNextDeleteThatWorks",
                given:
                    "a tracker on a database file with Lunch 12.30 and Tea 3.00 today, whose next delete fails as an I/O error",
                when:
                    "the user deletes Lunch (it fails), then deletes Lunch again in the same report; in Today, then in This Month",
                then: "after the second delete the report shows Tea and Total 3.00, without the failure"
            ) { adapters in
                try await expectEveryRow(of: ["Today", "This Month"], "reports") { title in
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let (world, app) = try launchOnNewFile(adapters, in: folder)
                    try app.addExpense("Tea", amount: "3", at: world.clock.now - 3_600)
                    try app.addExpense("Lunch", amount: "12.30", at: world.clock.now)
                    _ = try app.report(title)
                    app.failNext(.delete, with: .ioError)

                    app.deleteReportRow(at: 0)
                    app.deleteReportRow(at: 0)

                    let shown = try unwrap(app.openReport, "\(title) after the second delete", app)
                    try expect(
                        shown.text, equals: "\(title)\n2025-05-14 14:30  Tea  3.00\nTotal 3.00",
                        "\(title) after the second delete")
                }
            },
        ]
    }
}

/// Runs `body` for Today, then This Month, then `finally`, on a tracker launched on a new database file
/// that holds Lunch 12.30 saved now.
@MainActor
private func forEachReportWithLunchToday(
    _ adapters: Adapters, _ body: (_ title: String, _ app: any ExpenseTrackerDriver) throws -> Void,
    finally: (_ app: any ExpenseTrackerDriver) throws -> Void = { _ in }
) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (world, app) = try launchOnNewFile(adapters, in: folder)
    try app.addExpense("Lunch", amount: "12.30", at: world.clock.now)
    for title in ["Today", "This Month"] {
        try body(title, app)
    }
    try finally(app)
}

/// A tracker launched on a new database file in `folder` whose next save fails as a disk that cannot be
/// written (an I/O error: the full disk has a message of its own).
@MainActor
private func launchOnNewFileWhoseNextSaveFails(_ adapters: Adapters, in folder: TemporaryFolder) throws -> (
    world: ExpenseWorld, app: any ExpenseTrackerDriver
) {
    let (world, app) = try launchOnNewFile(adapters, in: folder)
    app.failNext(.save, with: .ioError)
    return (world, app)
}

/// A tracker launched on a new database file in `folder`: storage failures need a file to fail.
@MainActor
private func launchOnNewFile(_ adapters: Adapters, in folder: TemporaryFolder) throws -> (
    world: ExpenseWorld, app: any ExpenseTrackerDriver
) {
    let world = try ExpenseWorld(adapters, database: .file(folder.file("expenses.sqlite")))
    return (world, try world.launch())
}
