import KataHarness
import XCTest

final class RefactoredExpenseTrackerTests: XCTestCase, SpecTestCase {
    static let app = App.expenses
    static let implementation = Implementation.refactored

    func test_addExpense_opensWithEmptyFieldsAndTheCurrentDateOnTapAddExpense() async throws {
        try await run("addExpense_opensWithEmptyFieldsAndTheCurrentDateOnTapAddExpense")
    }
    func test_addExpense_storesEntryAndClosesScreenOnValidInput() async throws {
        try await run("addExpense_storesEntryAndClosesScreenOnValidInput")
    }
    func test_addExpense_storesNothingOnCancel() async throws { try await run("addExpense_storesNothingOnCancel") }
    func test_addExpense_acceptsAmountOnDigitsWithUpToTwoDecimalsInRange() async throws {
        try await run("addExpense_acceptsAmountOnDigitsWithUpToTwoDecimalsInRange")
    }
    func test_addExpense_rejectsAmountAndStoresNothingOnInvalidAmount() async throws {
        try await run("addExpense_rejectsAmountAndStoresNothingOnInvalidAmount")
    }
    func test_addExpense_trimsTitleOnSurroundingWhiteSpace() async throws {
        try await run("addExpense_trimsTitleOnSurroundingWhiteSpace")
    }
    func test_addExpense_acceptsTitleOnOneTo100CharactersAfterTrimming() async throws {
        try await run("addExpense_acceptsTitleOnOneTo100CharactersAfterTrimming")
    }
    func test_addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLongerThan100Characters() async throws {
        try await run("addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLongerThan100Characters")
    }
    func test_addExpense_keepsCommentExactlyOnUpTo500Characters() async throws {
        try await run("addExpense_keepsCommentExactlyOnUpTo500Characters")
    }
    func test_addExpense_rejectsCommentOnMoreThan500Characters() async throws {
        try await run("addExpense_rejectsCommentOnMoreThan500Characters")
    }
    func test_addExpense_showsEveryWrongFieldOnSeveralInvalidFields() async throws {
        try await run("addExpense_showsEveryWrongFieldOnSeveralInvalidFields")
    }
    func test_addExpense_storesEntryOnceOnCorrectedInput() async throws {
        try await run("addExpense_storesEntryOnceOnCorrectedInput")
    }
    func test_launch_showsReportsListWithTodayThenThisMonth() async throws {
        try await run("launch_showsReportsListWithTodayThenThisMonth")
    }
    func test_reportsList_showsThisWeekBetweenTodayAndThisMonthOnWeeklyReport() async throws {
        try await run("reportsList_showsThisWeekBetweenTodayAndThisMonthOnWeeklyReport")
    }
    func test_selectReport_opensReportTitledAsItsRowOnEveryRow() async throws {
        try await run("selectReport_opensReportTitledAsItsRowOnEveryRow")
    }
    func test_report_listsEntriesNewestFirstOnDifferentDates() async throws {
        try await run("report_listsEntriesNewestFirstOnDifferentDates")
    }
    func test_report_keepsInsertionOrderOnEqualDates() async throws {
        try await run("report_keepsInsertionOrderOnEqualDates")
    }
    func test_report_showsDateTitleAmountCommentAndTotalOnEntries() async throws {
        try await run("report_showsDateTitleAmountCommentAndTotalOnEntries")
    }
    func test_report_showsEmptyMessageAndZeroTotalOnNoEntries() async throws {
        try await run("report_showsEmptyMessageAndZeroTotalOnNoEntries")
    }
    func test_report_sumsExactlyOnAThousandEntriesNearTheMaximumAmount() async throws {
        try await run("report_sumsExactlyOnAThousandEntriesNearTheMaximumAmount")
    }
    func test_report_showsLocalTimeOnTimeZonesWithOddOffsets() async throws {
        try await run("report_showsLocalTimeOnTimeZonesWithOddOffsets")
    }
    func test_todayReport_includesMidnightToJustBeforeNextMidnightOnEveryTimeZone() async throws {
        try await run("todayReport_includesMidnightToJustBeforeNextMidnightOnEveryTimeZone")
    }
    func test_todayReport_countsOneDayOnDaylightSavingDaysOf23And25Hours() async throws {
        try await run("todayReport_countsOneDayOnDaylightSavingDaysOf23And25Hours")
    }
    func test_thisMonthReport_includesFirstMidnightToLastDayOnEveryMonthLength() async throws {
        try await run("thisMonthReport_includesFirstMidnightToLastDayOnEveryMonthLength")
    }
    func test_thisWeekReport_includesSundayMidnightToSaturdayOnEveryWeek() async throws {
        try await run("thisWeekReport_includesSundayMidnightToSaturdayOnEveryWeek")
    }
    func test_deleteRow_removesExactlyThatEntryOnTwinEntries() async throws {
        try await run("deleteRow_removesExactlyThatEntryOnTwinEntries")
    }
    func test_deleteRow_removesOneEntryOnEntriesAlikeInEveryField() async throws {
        try await run("deleteRow_removesOneEntryOnEntriesAlikeInEveryField")
    }
    func test_deleteRow_showsEmptyReportOnDeletingTheLastEntry() async throws {
        try await run("deleteRow_showsEmptyReportOnDeletingTheLastEntry")
    }
    func test_deleteRow_showsTheNewDayOnDeletingAfterMidnight() async throws {
        try await run("deleteRow_showsTheNewDayOnDeletingAfterMidnight")
    }
    func test_deleteRow_staysDeletedOnReopeningTheFile() async throws {
        try await run("deleteRow_staysDeletedOnReopeningTheFile")
    }
    func test_launch_startsWithThreeSampleEntriesOnEmptyDatabaseWithSampleData() async throws {
        try await run("launch_startsWithThreeSampleEntriesOnEmptyDatabaseWithSampleData")
    }
    func test_relaunch_addsSampleEntriesOnlyOnceOnSameFileWithSampleData() async throws {
        try await run("relaunch_addsSampleEntriesOnlyOnceOnSameFileWithSampleData")
    }
    func test_relaunch_showsSameEntriesOnSameFile() async throws {
        try await run("relaunch_showsSameEntriesOnSameFile")
    }
    func test_relaunch_keepsExactDatesAndOrderOnSameFile() async throws {
        try await run("relaunch_keepsExactDatesAndOrderOnSameFile")
    }
    func test_relaunch_startsEmptyOnInMemoryDatabase() async throws {
        try await run("relaunch_startsEmptyOnInMemoryDatabase")
    }
    func test_launch_createsDatabaseOnMissingEmptyOrTablelessFile() async throws {
        try await run("launch_createsDatabaseOnMissingEmptyOrTablelessFile")
    }
    func test_launch_refusesAndLeavesFileUnchangedOnFileThatIsNotAnExpenseDatabase() async throws {
        try await run("launch_refusesAndLeavesFileUnchangedOnFileThatIsNotAnExpenseDatabase")
    }
    func test_launch_refusesAndLeavesFolderUnchangedOnFolderInsteadOfFile() async throws {
        try await run("launch_refusesAndLeavesFolderUnchangedOnFolderInsteadOfFile")
    }
    func test_launch_refusesAndCreatesNothingOnFileInFolderThatDoesNotExist() async throws {
        try await run("launch_refusesAndCreatesNothingOnFileInFolderThatDoesNotExist")
    }
    func test_launch_refusesAndCreatesNothingOnNewFileInReadOnlyFolder() async throws {
        try await run("launch_refusesAndCreatesNothingOnNewFileInReadOnlyFolder")
    }
    func test_launch_refusesAtOnceAndLeavesFileUnchangedOnReadOnlyExpenseDatabase() async throws {
        try await run("launch_refusesAtOnceAndLeavesFileUnchangedOnReadOnlyExpenseDatabase")
    }
}
