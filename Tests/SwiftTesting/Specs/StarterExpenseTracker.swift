import KataHarness
import Testing

extension OneAppAtATime {
    /// The Starter's expense tracker specs, one test each, named as the catalogue names them, so that
    /// `swift test --filter <spec name>` or `--filter StarterExpenseTracker` selects them.
    @Suite("Starter expense tracker")
    struct StarterExpenseTracker {
        @Test func addExpense_opensWithEmptyFieldsAndTheCurrentDateOnTapAddExpense() async {
            await SpecCheck.run(
                .expenses, "addExpense_opensWithEmptyFieldsAndTheCurrentDateOnTapAddExpense", on: .starter)
        }
        @Test func addExpense_storesEntryAndClosesScreenOnValidInput() async {
            await SpecCheck.run(.expenses, "addExpense_storesEntryAndClosesScreenOnValidInput", on: .starter)
        }
        @Test func addExpense_storesNothingOnCancel() async {
            await SpecCheck.run(.expenses, "addExpense_storesNothingOnCancel", on: .starter)
        }
        @Test func addExpense_acceptsAmountOnDigitsWithUpToTwoDecimalsInRange() async {
            await SpecCheck.run(.expenses, "addExpense_acceptsAmountOnDigitsWithUpToTwoDecimalsInRange", on: .starter)
        }
        @Test func addExpense_rejectsAmountAndStoresNothingOnInvalidAmount() async {
            await SpecCheck.run(.expenses, "addExpense_rejectsAmountAndStoresNothingOnInvalidAmount", on: .starter)
        }
        @Test func addExpense_trimsTitleOnSurroundingWhiteSpace() async {
            await SpecCheck.run(.expenses, "addExpense_trimsTitleOnSurroundingWhiteSpace", on: .starter)
        }
        @Test func addExpense_acceptsTitleOnOneTo100CharactersAfterTrimming() async {
            await SpecCheck.run(.expenses, "addExpense_acceptsTitleOnOneTo100CharactersAfterTrimming", on: .starter)
        }
        @Test func addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLongerThan100Characters() async {
            await SpecCheck.run(
                .expenses, "addExpense_rejectsTitleOnEmptyWhiteSpaceOnlyOrLongerThan100Characters", on: .starter)
        }
        @Test func addExpense_keepsCommentExactlyOnUpTo500Characters() async {
            await SpecCheck.run(.expenses, "addExpense_keepsCommentExactlyOnUpTo500Characters", on: .starter)
        }
        @Test func addExpense_rejectsCommentOnMoreThan500Characters() async {
            await SpecCheck.run(.expenses, "addExpense_rejectsCommentOnMoreThan500Characters", on: .starter)
        }
        @Test func addExpense_showsEveryWrongFieldOnSeveralInvalidFields() async {
            await SpecCheck.run(.expenses, "addExpense_showsEveryWrongFieldOnSeveralInvalidFields", on: .starter)
        }
        @Test func addExpense_storesEntryOnceOnCorrectedInput() async {
            await SpecCheck.run(.expenses, "addExpense_storesEntryOnceOnCorrectedInput", on: .starter)
        }
        @Test func launch_showsReportsListWithTodayThenThisMonth() async {
            await SpecCheck.run(.expenses, "launch_showsReportsListWithTodayThenThisMonth", on: .starter)
        }
        @Test func reportsList_showsThisWeekBetweenTodayAndThisMonthOnWeeklyReport() async {
            await SpecCheck.run(
                .expenses, "reportsList_showsThisWeekBetweenTodayAndThisMonthOnWeeklyReport", on: .starter)
        }
        @Test func selectReport_opensReportTitledAsItsRowOnEveryRow() async {
            await SpecCheck.run(.expenses, "selectReport_opensReportTitledAsItsRowOnEveryRow", on: .starter)
        }
        @Test func report_listsEntriesNewestFirstOnDifferentDates() async {
            await SpecCheck.run(.expenses, "report_listsEntriesNewestFirstOnDifferentDates", on: .starter)
        }
        @Test func report_keepsInsertionOrderOnEqualDates() async {
            await SpecCheck.run(.expenses, "report_keepsInsertionOrderOnEqualDates", on: .starter)
        }
        @Test func report_showsDateTitleAmountCommentAndTotalOnEntries() async {
            await SpecCheck.run(.expenses, "report_showsDateTitleAmountCommentAndTotalOnEntries", on: .starter)
        }
        @Test func report_showsEmptyMessageAndZeroTotalOnNoEntries() async {
            await SpecCheck.run(.expenses, "report_showsEmptyMessageAndZeroTotalOnNoEntries", on: .starter)
        }
        @Test func report_sumsExactlyOnAThousandEntriesNearTheMaximumAmount() async {
            await SpecCheck.run(.expenses, "report_sumsExactlyOnAThousandEntriesNearTheMaximumAmount", on: .starter)
        }
        @Test func report_showsLocalTimeOnTimeZonesWithOddOffsets() async {
            await SpecCheck.run(.expenses, "report_showsLocalTimeOnTimeZonesWithOddOffsets", on: .starter)
        }
        @Test func todayReport_includesMidnightToJustBeforeNextMidnightOnEveryTimeZone() async {
            await SpecCheck.run(
                .expenses, "todayReport_includesMidnightToJustBeforeNextMidnightOnEveryTimeZone", on: .starter)
        }
        @Test func todayReport_countsOneDayOnDaylightSavingDaysOf23And25Hours() async {
            await SpecCheck.run(.expenses, "todayReport_countsOneDayOnDaylightSavingDaysOf23And25Hours", on: .starter)
        }
        @Test func thisMonthReport_includesFirstMidnightToLastDayOnEveryMonthLength() async {
            await SpecCheck.run(
                .expenses, "thisMonthReport_includesFirstMidnightToLastDayOnEveryMonthLength", on: .starter)
        }
        @Test func thisWeekReport_includesSundayMidnightToSaturdayOnEveryWeek() async {
            await SpecCheck.run(.expenses, "thisWeekReport_includesSundayMidnightToSaturdayOnEveryWeek", on: .starter)
        }
        @Test func deleteRow_removesExactlyThatEntryOnTwinEntries() async {
            await SpecCheck.run(.expenses, "deleteRow_removesExactlyThatEntryOnTwinEntries", on: .starter)
        }
        @Test func deleteRow_removesOneEntryOnEntriesAlikeInEveryField() async {
            await SpecCheck.run(.expenses, "deleteRow_removesOneEntryOnEntriesAlikeInEveryField", on: .starter)
        }
        @Test func deleteRow_showsEmptyReportOnDeletingTheLastEntry() async {
            await SpecCheck.run(.expenses, "deleteRow_showsEmptyReportOnDeletingTheLastEntry", on: .starter)
        }
        @Test func deleteRow_showsTheNewDayOnDeletingAfterMidnight() async {
            await SpecCheck.run(.expenses, "deleteRow_showsTheNewDayOnDeletingAfterMidnight", on: .starter)
        }
        @Test func deleteRow_staysDeletedOnReopeningTheFile() async {
            await SpecCheck.run(.expenses, "deleteRow_staysDeletedOnReopeningTheFile", on: .starter)
        }
        @Test func launch_startsWithThreeSampleEntriesOnEmptyDatabaseWithSampleData() async {
            await SpecCheck.run(
                .expenses, "launch_startsWithThreeSampleEntriesOnEmptyDatabaseWithSampleData", on: .starter)
        }
        @Test func relaunch_addsSampleEntriesOnlyOnceOnSameFileWithSampleData() async {
            await SpecCheck.run(.expenses, "relaunch_addsSampleEntriesOnlyOnceOnSameFileWithSampleData", on: .starter)
        }
        @Test func relaunch_showsSameEntriesOnSameFile() async {
            await SpecCheck.run(.expenses, "relaunch_showsSameEntriesOnSameFile", on: .starter)
        }
        @Test func relaunch_keepsExactDatesAndOrderOnSameFile() async {
            await SpecCheck.run(.expenses, "relaunch_keepsExactDatesAndOrderOnSameFile", on: .starter)
        }
        @Test func relaunch_startsEmptyOnInMemoryDatabase() async {
            await SpecCheck.run(.expenses, "relaunch_startsEmptyOnInMemoryDatabase", on: .starter)
        }
        @Test func launch_createsDatabaseOnMissingEmptyOrTablelessFile() async {
            await SpecCheck.run(.expenses, "launch_createsDatabaseOnMissingEmptyOrTablelessFile", on: .starter)
        }
        @Test func launch_refusesAndLeavesFileUnchangedOnFileThatIsNotAnExpenseDatabase() async {
            await SpecCheck.run(
                .expenses, "launch_refusesAndLeavesFileUnchangedOnFileThatIsNotAnExpenseDatabase", on: .starter)
        }
        @Test func launch_refusesAndLeavesFolderUnchangedOnFolderInsteadOfFile() async {
            await SpecCheck.run(.expenses, "launch_refusesAndLeavesFolderUnchangedOnFolderInsteadOfFile", on: .starter)
        }
        @Test func launch_refusesAndCreatesNothingOnFileInFolderThatDoesNotExist() async {
            await SpecCheck.run(
                .expenses, "launch_refusesAndCreatesNothingOnFileInFolderThatDoesNotExist", on: .starter)
        }
        @Test func launch_refusesAndCreatesNothingOnNewFileInReadOnlyFolder() async {
            await SpecCheck.run(.expenses, "launch_refusesAndCreatesNothingOnNewFileInReadOnlyFolder", on: .starter)
        }
        @Test func launch_refusesAtOnceAndLeavesFileUnchangedOnReadOnlyExpenseDatabase() async {
            await SpecCheck.run(
                .expenses, "launch_refusesAtOnceAndLeavesFileUnchangedOnReadOnlyExpenseDatabase", on: .starter)
        }
    }
}
