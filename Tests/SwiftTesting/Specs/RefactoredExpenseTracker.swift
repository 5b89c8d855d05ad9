import KataHarness
import Testing

extension OneAppAtATime {
    /// The Refactored's expense tracker specs, one test each, named as the catalogue names them, so that
    /// `swift test --filter <spec name>` or `--filter RefactoredExpenseTracker` selects them.
    @Suite("Refactored expense tracker")
    struct RefactoredExpenseTracker {
        @Test func addExpense_opensWithEmptyFieldsAndTheCurrentDateOnTapAddExpense() async {
            await SpecCheck.run(
                .expenses, "addExpense_opensWithEmptyFieldsAndTheCurrentDateOnTapAddExpense", on: .refactored)
        }
        @Test func addExpense_storesEntryAndClosesScreenOnValidInput() async {
            await SpecCheck.run(.expenses, "addExpense_storesEntryAndClosesScreenOnValidInput", on: .refactored)
        }
        @Test func addExpense_storesNothingOnCancel() async {
            await SpecCheck.run(.expenses, "addExpense_storesNothingOnCancel", on: .refactored)
        }
        @Test func addExpense_acceptsAmountOnDigitsWithUpToTwoDecimalsInRange() async {
            await SpecCheck.run(
                .expenses, "addExpense_acceptsAmountOnDigitsWithUpToTwoDecimalsInRange", on: .refactored)
        }
        @Test func addExpense_rejectsAmountAndStoresNothingOnInvalidAmount() async {
            await SpecCheck.run(.expenses, "addExpense_rejectsAmountAndStoresNothingOnInvalidAmount", on: .refactored)
        }
        @Test func addExpense_trimsTitleOnSurroundingWhiteSpace() async {
            await SpecCheck.run(.expenses, "addExpense_trimsTitleOnSurroundingWhiteSpace", on: .refactored)
        }
        @Test func addExpense_acceptsTitleOnOneTo100CharactersAfterTrimming() async {
            await SpecCheck.run(.expenses, "addExpense_acceptsTitleOnOneTo100CharactersAfterTrimming", on: .refactored)
        }
        @Test func addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLongerThan100Characters() async {
            await SpecCheck.run(
                .expenses, "addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLongerThan100Characters", on: .refactored)
        }
        @Test func addExpense_keepsCommentExactlyOnUpTo500Characters() async {
            await SpecCheck.run(.expenses, "addExpense_keepsCommentExactlyOnUpTo500Characters", on: .refactored)
        }
        @Test func addExpense_rejectsCommentOnMoreThan500Characters() async {
            await SpecCheck.run(.expenses, "addExpense_rejectsCommentOnMoreThan500Characters", on: .refactored)
        }
        @Test func addExpense_showsEveryWrongFieldOnSeveralInvalidFields() async {
            await SpecCheck.run(.expenses, "addExpense_showsEveryWrongFieldOnSeveralInvalidFields", on: .refactored)
        }
        @Test func addExpense_storesEntryOnceOnCorrectedInput() async {
            await SpecCheck.run(.expenses, "addExpense_storesEntryOnceOnCorrectedInput", on: .refactored)
        }
        @Test func launch_showsReportsListWithTodayThenThisMonth() async {
            await SpecCheck.run(.expenses, "launch_showsReportsListWithTodayThenThisMonth", on: .refactored)
        }
        @Test func reportsList_showsThisWeekBetweenTodayAndThisMonthOnWeeklyReport() async {
            await SpecCheck.run(
                .expenses, "reportsList_showsThisWeekBetweenTodayAndThisMonthOnWeeklyReport", on: .refactored)
        }
        @Test func selectReport_opensReportTitledAsItsRowOnEveryRow() async {
            await SpecCheck.run(.expenses, "selectReport_opensReportTitledAsItsRowOnEveryRow", on: .refactored)
        }
        @Test func report_listsEntriesNewestFirstOnDifferentDates() async {
            await SpecCheck.run(.expenses, "report_listsEntriesNewestFirstOnDifferentDates", on: .refactored)
        }
        @Test func report_keepsInsertionOrderOnEqualDates() async {
            await SpecCheck.run(.expenses, "report_keepsInsertionOrderOnEqualDates", on: .refactored)
        }
        @Test func report_showsDateTitleAmountCommentAndTotalOnEntries() async {
            await SpecCheck.run(.expenses, "report_showsDateTitleAmountCommentAndTotalOnEntries", on: .refactored)
        }
        @Test func report_showsEmptyMessageAndZeroTotalOnNoEntries() async {
            await SpecCheck.run(.expenses, "report_showsEmptyMessageAndZeroTotalOnNoEntries", on: .refactored)
        }
        @Test func report_sumsExactlyOnAThousandEntriesNearTheMaximumAmount() async {
            await SpecCheck.run(.expenses, "report_sumsExactlyOnAThousandEntriesNearTheMaximumAmount", on: .refactored)
        }
        @Test func report_showsLocalTimeOnTimeZonesWithOddOffsets() async {
            await SpecCheck.run(.expenses, "report_showsLocalTimeOnTimeZonesWithOddOffsets", on: .refactored)
        }
        @Test func todayReport_includesMidnightToJustBeforeNextMidnightOnEveryTimeZone() async {
            await SpecCheck.run(
                .expenses, "todayReport_includesMidnightToJustBeforeNextMidnightOnEveryTimeZone", on: .refactored)
        }
        @Test func todayReport_countsOneDayOnDaylightSavingDaysOf23And25Hours() async {
            await SpecCheck.run(
                .expenses, "todayReport_countsOneDayOnDaylightSavingDaysOf23And25Hours", on: .refactored)
        }
        @Test func thisMonthReport_includesFirstMidnightToLastDayOnEveryMonthLength() async {
            await SpecCheck.run(
                .expenses, "thisMonthReport_includesFirstMidnightToLastDayOnEveryMonthLength", on: .refactored)
        }
        @Test func thisWeekReport_includesSundayMidnightToSaturdayOnEveryWeek() async {
            await SpecCheck.run(
                .expenses, "thisWeekReport_includesSundayMidnightToSaturdayOnEveryWeek", on: .refactored)
        }
        @Test func deleteRow_removesExactlyThatEntryOnTwinEntries() async {
            await SpecCheck.run(.expenses, "deleteRow_removesExactlyThatEntryOnTwinEntries", on: .refactored)
        }
        @Test func deleteRow_removesOneEntryOnEntriesAlikeInEveryField() async {
            await SpecCheck.run(.expenses, "deleteRow_removesOneEntryOnEntriesAlikeInEveryField", on: .refactored)
        }
        @Test func deleteRow_showsEmptyReportOnDeletingTheLastEntry() async {
            await SpecCheck.run(.expenses, "deleteRow_showsEmptyReportOnDeletingTheLastEntry", on: .refactored)
        }
        @Test func deleteRow_showsTheNewDayOnDeletingAfterMidnight() async {
            await SpecCheck.run(.expenses, "deleteRow_showsTheNewDayOnDeletingAfterMidnight", on: .refactored)
        }
        @Test func deleteRow_staysDeletedOnReopeningTheFile() async {
            await SpecCheck.run(.expenses, "deleteRow_staysDeletedOnReopeningTheFile", on: .refactored)
        }
        @Test func launch_startsWithThreeSampleEntriesOnEmptyDatabaseWithSampleData() async {
            await SpecCheck.run(
                .expenses, "launch_startsWithThreeSampleEntriesOnEmptyDatabaseWithSampleData", on: .refactored)
        }
        @Test func relaunch_addsSampleEntriesOnlyOnceOnSameFileWithSampleData() async {
            await SpecCheck.run(
                .expenses, "relaunch_addsSampleEntriesOnlyOnceOnSameFileWithSampleData", on: .refactored)
        }
        @Test func relaunch_showsSameEntriesOnSameFile() async {
            await SpecCheck.run(.expenses, "relaunch_showsSameEntriesOnSameFile", on: .refactored)
        }
        @Test func relaunch_keepsExactDatesAndOrderOnSameFile() async {
            await SpecCheck.run(.expenses, "relaunch_keepsExactDatesAndOrderOnSameFile", on: .refactored)
        }
        @Test func relaunch_startsEmptyOnInMemoryDatabase() async {
            await SpecCheck.run(.expenses, "relaunch_startsEmptyOnInMemoryDatabase", on: .refactored)
        }
        @Test func launch_createsDatabaseOnMissingEmptyOrTablelessFile() async {
            await SpecCheck.run(.expenses, "launch_createsDatabaseOnMissingEmptyOrTablelessFile", on: .refactored)
        }
        @Test func launch_refusesAndLeavesFileUnchangedOnFileThatIsNotAnExpenseDatabase() async {
            await SpecCheck.run(
                .expenses, "launch_refusesAndLeavesFileUnchangedOnFileThatIsNotAnExpenseDatabase", on: .refactored)
        }
        @Test func launch_refusesAndLeavesFolderUnchangedOnFolderInsteadOfFile() async {
            await SpecCheck.run(
                .expenses, "launch_refusesAndLeavesFolderUnchangedOnFolderInsteadOfFile", on: .refactored)
        }
        @Test func launch_refusesAndCreatesNothingOnFileInFolderThatDoesNotExist() async {
            await SpecCheck.run(
                .expenses, "launch_refusesAndCreatesNothingOnFileInFolderThatDoesNotExist", on: .refactored)
        }
        @Test func launch_refusesAndCreatesNothingOnNewFileInReadOnlyFolder() async {
            await SpecCheck.run(.expenses, "launch_refusesAndCreatesNothingOnNewFileInReadOnlyFolder", on: .refactored)
        }
        @Test func launch_refusesAtOnceAndLeavesFileUnchangedOnReadOnlyExpenseDatabase() async {
            await SpecCheck.run(
                .expenses, "launch_refusesAtOnceAndLeavesFileUnchangedOnReadOnlyExpenseDatabase", on: .refactored)
        }
    }
}
