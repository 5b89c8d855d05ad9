import Foundation
import SQLiteDatabase

/// Why the tracker cannot keep its expenses where it was asked to.
public enum ExpenseStorageError: Error, Hashable, Sendable {
    case noSuchFolder(fileName: String, folderName: String)
    case cannotCreateFile(fileName: String, folderName: String)
    case readOnly(fileName: String)
    case inUse(fileName: String)
    /// The system's reason, e.g. a full disk or a read-only folder.
    case cannotUse(fileName: String, reason: String)
    case notAnExpenseDatabase(fileName: String)

    init(_ problem: SQLiteProblem, file: URL) {
        let fileName = file.lastPathComponent
        let folderName = file.deletingLastPathComponent().lastPathComponent
        switch problem {
        case .noSuchFolder: self = .noSuchFolder(fileName: fileName, folderName: folderName)
        case .cannotCreateFile: self = .cannotCreateFile(fileName: fileName, folderName: folderName)
        case .readOnly: self = .readOnly(fileName: fileName)
        case .busy: self = .inUse(fileName: fileName)
        case .unusable(let reason): self = .cannotUse(fileName: fileName, reason: reason)
        case .notADatabase, .other: self = .notAnExpenseDatabase(fileName: fileName)
        }
    }
}
