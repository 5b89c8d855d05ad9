import CSQLite
import Foundation

/// Checks, before SQLite opens a file, that it can be written: an existing file and its folder (where
/// SQLite writes its journal), or a new one in its folder.
///
/// A file or folder without any write permission counts as read-only even for the superuser (who could
/// write it anyway), as a file manager shows it. A path that is not a regular file (a folder, a device such
/// as `/dev/null`, a named pipe, a socket) is refused with what it is, before SQLite opens it: SQLite would
/// take a device or a pipe for an empty database and write its journal beside it. A path that is a loop of
/// symbolic links, or too long a name (the file's, with room for SQLite's journal beside it, a folder's, or the
/// whole path), is refused with that reason.
enum WritableFile {
    /// The longest file name the app can use, in bytes: a file system allows 255, and SQLite writes its
    /// journal beside the file as `<name>-journal`, 8 bytes longer. A longer name would be created, then
    /// refused by SQLite as a file it cannot open, or fail at every Save.
    static let longestName = longestOnDisk - "-journal".utf8.count

    /// The longest name of a file or folder most file systems allow, in bytes.
    private static let longestOnDisk = 255

    static func check(_ url: URL) throws {
        if url.lastPathComponent.utf8.count > longestName {
            let reason = "its name is too long"
            throw SQLiteError(code: SQLITE_CANTOPEN, message: reason, problem: .unusable(reason: reason))
        }
        var status = stat()
        let failure = stat(url.path, &status) == 0 ? 0 : errno
        if failure == ELOOP || failure == ENAMETOOLONG {
            let reason = failure == ELOOP ? "its path is a loop of symbolic links" : tooLong(url)
            throw SQLiteError(code: SQLITE_CANTOPEN, message: reason, problem: .unusable(reason: reason))
        }
        if failure == 0, let reason = notAFile(status.st_mode) {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: reason, problem: .unusable(reason: reason))
        }
        let folder = url.deletingLastPathComponent()
        if failure == 0 {
            guard isWritable(url.path) else {
                throw SQLiteError(code: SQLITE_READONLY, message: "\(url.path) is read-only", problem: .readOnly)
            }
            guard isWritable(folder.path) else {
                let reason = "the folder \(folder.lastPathComponent) is read-only"
                throw SQLiteError(code: SQLITE_READONLY, message: reason, problem: .unusable(reason: reason))
            }
            return
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "no folder \(folder.path)", problem: .noSuchFolder)
        }
        guard isWritable(folder.path) else {
            throw SQLiteError(
                code: SQLITE_CANTOPEN, message: "\(folder.path) is read-only", problem: .cannotCreateFile)
        }
    }

    /// What a path that is not a regular file is, as a user is told: `nil` for a regular file.
    private static func notAFile(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a folder, not a file"
        case S_IFCHR, S_IFBLK: "it is a device, not a file"
        case S_IFIFO: "it is a named pipe, not a file"
        case S_IFSOCK: "it is a socket, not a file"
        default: "it is not a regular file"
        }
    }

    /// Which name on the path of `url`, whose file name is short enough, is longer than a file system
    /// allows (255 bytes): a folder's, or, when each is short enough, the whole path.
    private static func tooLong(_ url: URL) -> String {
        if url.deletingLastPathComponent().pathComponents.contains(where: { $0.utf8.count > longestOnDisk }) {
            return "the name of a folder on its path is too long"
        }
        return "its path is too long"
    }

    private static func isWritable(_ path: String) -> Bool {
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
        return access(path, W_OK) == 0 && (permissions ?? 0o200) & 0o222 != 0
    }
}
