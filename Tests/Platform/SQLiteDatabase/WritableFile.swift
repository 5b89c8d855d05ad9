import CSQLite
import Foundation

/// Checks, before SQLite opens a file, that it can be written: an existing file and its folder (where
/// SQLite writes its journal), or a new one in its folder.
///
/// A file or folder without any write permission counts as read-only even for the superuser (who could
/// write it anyway), as a file manager shows it. A path that is a folder is left to SQLite, which refuses it.
/// A path that is a loop of symbolic links, or too long a name, is refused with that reason.
enum WritableFile {
    static func check(_ url: URL) throws {
        var status = stat()
        let failure = stat(url.path, &status) == 0 ? 0 : errno
        if failure == ELOOP || failure == ENAMETOOLONG {
            let reason = failure == ELOOP ? "its path is a loop of symbolic links" : "its name is too long"
            throw SQLiteError(code: SQLITE_CANTOPEN, message: reason, problem: .unusable(reason: reason))
        }
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue || isWritable(url.path) else {
                throw SQLiteError(code: SQLITE_READONLY, message: "\(url.path) is read-only", problem: .readOnly)
            }
            guard isFolder.boolValue || isWritable(folder.path) else {
                let reason = "the folder \(folder.lastPathComponent) is read-only"
                throw SQLiteError(code: SQLITE_READONLY, message: reason, problem: .unusable(reason: reason))
            }
            return
        }
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "no folder \(folder.path)", problem: .noSuchFolder)
        }
        guard isWritable(folder.path) else {
            throw SQLiteError(
                code: SQLITE_CANTOPEN, message: "\(folder.path) is read-only", problem: .cannotCreateFile)
        }
    }

    private static func isWritable(_ path: String) -> Bool {
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
        return access(path, W_OK) == 0 && (permissions ?? 0o200) & 0o222 != 0
    }
}
