import Foundation

/// Why reading or writing a file failed, in words a person reads: never an NSError's raw text.
enum FailureReason {
    static func of(_ error: any Error, at path: String) -> String {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if error is DecodingError { return "it is not in the expected format" }
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        if let type, type != .typeRegular, type != .typeDirectory { return "it is a device or a link, not a file" }
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        let underlyingPOSIX = underlying?.domain == NSPOSIXErrorDomain ? underlying : nil
        // Reading a folder as a file: Foundation on Linux reports an unknown read error, with no reason; a
        // system that gives one gives EISDIR.
        if underlyingPOSIX?.code == Int(EISDIR)
            || (exists && isFolder.boolValue && CocoaError.Code(rawValue: nsError.code) == .fileReadUnknown)
        {
            return "it is a folder, not a file"
        }
        if let underlyingPOSIX { return String(cString: strerror(Int32(underlyingPOSIX.code))).lowercased() }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "there is no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the disk is read-only"
        case .fileReadCorruptFile: return "it is not in the expected format"
        default:
            if exists, !isFolder.boolValue { return "it is a file, not a folder" }
            return "the system refused (\(nsError.domain) \(nsError.code))"
        }
    }
}
