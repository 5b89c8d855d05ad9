/// The shape of an expense database: one `expenses` table, one row an expense, `seq` keeping the order saved.
enum ExpenseSchema {
    struct Column: Hashable {
        let name: String
        let type: String
    }

    static let columns = [
        Column(name: "seq", type: "INTEGER"), Column(name: "id", type: "TEXT"), Column(name: "title", type: "TEXT"),
        Column(name: "amount_cents", type: "INTEGER"), Column(name: "date", type: "REAL"),
        Column(name: "comment", type: "TEXT"),
    ]

    static let createTable = """
        CREATE TABLE expenses (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, title TEXT NOT NULL, \
        amount_cents INTEGER NOT NULL, date REAL NOT NULL, comment TEXT NOT NULL)
        """

    /// Rows that would not read back as expenses: wrong types, an id that is not a UUID, an amount out of range.
    static let countUnreadableRows = """
        SELECT COUNT(*) AS count FROM expenses WHERE typeof(id) != 'text' \
        OR id NOT GLOB '????????-????-????-????-????????????' \
        OR replace(id, '-', '') GLOB '*[^0-9A-Fa-f]*' \
        OR typeof(title) != 'text' OR typeof(comment) != 'text' OR typeof(date) != 'real' \
        OR typeof(amount_cents) != 'integer' OR amount_cents < 1 OR amount_cents > 100000000000
        """
}
