import ExpensesDomain

/// The shape of an expense database: one `expenses` table, one row an expense, `seq` keeping the order saved.
///
/// `columns` is the one description of the table: `createTable` is written from it, and a file is
/// an expense database when its columns have these names and types.
enum ExpenseSchema {
    struct Column: Hashable {
        let name: String
        let type: String
        /// What `CREATE TABLE` adds after the type; not compared when a file is checked.
        var constraint = "NOT NULL"
    }

    static let columns = [
        Column(name: "seq", type: "INTEGER", constraint: "PRIMARY KEY"), Column(name: "id", type: "TEXT"),
        Column(name: "title", type: "TEXT"), Column(name: "amount_cents", type: "INTEGER"),
        Column(name: "date", type: "REAL"), Column(name: "comment", type: "TEXT"),
    ]

    /// `CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, ...)`.
    static let createTable =
        "CREATE TABLE expenses ("
        + columns.map { "\($0.name) \($0.type) \($0.constraint)" }.joined(separator: ", ") + ")"

    /// Rows that would not read back as expenses: wrong types, an id that is not a UUID or that another row
    /// also has (in any letter case: deleting one would delete both), an amount out of range, a `seq` that
    /// is not an integer, that another row also has, or after which no entry can be added.
    static let countUnreadableRows = """
        SELECT COUNT(*) AS count FROM expenses WHERE typeof(id) != 'text' \
        OR id NOT GLOB '????????-????-????-????-????????????' \
        OR replace(id, '-', '') GLOB '*[^0-9A-Fa-f]*' \
        OR length(replace(id, '-', '')) != 32 \
        OR upper(id) IN (SELECT upper(id) FROM expenses GROUP BY upper(id) HAVING COUNT(*) > 1) \
        OR typeof(title) != 'text' OR typeof(comment) != 'text' OR typeof(date) != 'real' \
        OR typeof(amount_cents) != 'integer' OR amount_cents < 1 OR amount_cents > \(Amount.maximum.cents) \
        OR typeof(seq) != 'integer' OR seq >= \(Int64.max) \
        OR seq IN (SELECT seq FROM expenses GROUP BY seq HAVING COUNT(*) > 1)
        """

    /// Saves an expense after all others: its `seq` is written, not left to SQLite, so a file whose `seq`
    /// is not its primary key (constraints are not compared) keeps the order entries were added too.
    static let insert = """
        INSERT INTO expenses (seq, id, title, amount_cents, date, comment) \
        VALUES ((SELECT IFNULL(MAX(seq), 0) + 1 FROM expenses), ?, ?, ?, ?, ?)
        """
}
