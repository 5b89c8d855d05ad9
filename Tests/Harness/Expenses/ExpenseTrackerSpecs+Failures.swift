import Foundation

/// What the user sees when the storage fails: a full disk or a disk that cannot be read or written
/// (Decisions.md, "Failures the user cannot cause through the screens").
extension ExpenseTrackerSpecs {
    static let failures: [Spec] = [
        Spec(
            .expenses, "addExpense_storesNothingAndSaysCouldNotSaveOnSaveFailing",
            given: "a tracker on a database file whose next save fails, once as a full disk and once as an I/O error",
            when: "the user fills Add Expense with Lunch 12.30 and taps Save",
            then:
                "\"Could not save the expense. Please try again.\" is seen and, once the form is closed, no report lists Lunch"
        ) { subject in
            try await expectEveryRow(of: ExpenseStorageFault.allCases, "failed saves") { fault in
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let (world, app) = try launchOnNewFile(subject, in: folder)
                app.failNext(.save, with: fault)

                _ = try app.fillAndSave(title: "Lunch", amount: "12.30", at: world.clock.now)
                let seen = app.visibleText
                app.tapCancel()

                try expect(
                    seen.contains(ExpenseMessage.couldNotSave), "what the user sees when \(fault.rawValue)",
                    expected: "a line with \(ExpenseMessage.couldNotSave.debugDescription)", seen: seen)
                try expect(try app.rows(of: "Today"), equals: [], "Today after the failed save (\(fault.rawValue))")
                try expect(
                    try app.rows(of: "This Month"), equals: [], "This Month after the failed save (\(fault.rawValue))")
            }
        },
        Spec(
            .expenses, "addExpense_keepsFormOpenWithMessageAndTypedTextOnSaveFailing",
            given: "a tracker on a database file whose next save fails as a full disk",
            when: "the user fills Add Expense with Lunch, 12.30 and with Bob, taps Save, then taps Save again",
            then:
                "after the first Save the form is still open, keeps what was typed and shows \"! Could not save the expense. Please try again.\"; the second Save stores Lunch once and closes the form",
            changeRequest: .failedSaveKeepsForm
        ) { subject in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (world, app) = try launchOnNewFile(subject, in: folder)
            app.failNext(.save, with: .diskFull)

            let screen = try app.fillAndSave(title: "Lunch", amount: "12.30", at: world.clock.now, comment: "with Bob")
            let form = try unwrap(screen, "the Add Expense screen after the failed save", app)
            try expect(
                form.text,
                equals: [
                    "Add Expense", "Title: [Lunch]", "Amount: [12.30]", "Date: 2025-05-14 15:30", "Comment: [with Bob]",
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
        ) { subject in
            try forEachReportWithLunchToday(subject) { title, app in
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
            .expenses, "deleteReportRow_keepsEntryAndSaysCouldNotDeleteOnDeleteFailing",
            given: "a tracker on a database file with Lunch 12.30 today, whose next delete fails as a full disk",
            when: "the user deletes Lunch in Today; then, after another failing delete, in This Month",
            then:
                "Lunch stays, with \"Could not delete the expense. Please try again.\" under the rows and Total 12.30, in each report"
        ) { subject in
            try forEachReportWithLunchToday(subject) { title, app in
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
    ]
}

/// Runs `body` for Today, then This Month, then `finally`, on a tracker launched on a new database file
/// that holds Lunch 12.30 saved now.
@MainActor
private func forEachReportWithLunchToday(
    _ subject: Subject, _ body: (_ title: String, _ app: any ExpenseTrackerDriver) throws -> Void,
    finally: (_ app: any ExpenseTrackerDriver) throws -> Void = { _ in }
) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (world, app) = try launchOnNewFile(subject, in: folder)
    try app.addExpense("Lunch", amount: "12.30", at: world.clock.now)
    for title in ["Today", "This Month"] {
        try body(title, app)
    }
    try finally(app)
}

/// A tracker launched on a new database file in `folder`: storage failures need a file to fail.
@MainActor
private func launchOnNewFile(_ subject: Subject, in folder: TemporaryFolder) throws -> (
    world: ExpenseWorld, app: any ExpenseTrackerDriver
) {
    let world = try ExpenseWorld(subject, database: .file(folder.file("expenses.sqlite")))
    return (world, try world.launch())
}
