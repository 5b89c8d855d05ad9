import Foundation

/// How far `wait` may move the play clock: at most about 31 years at a time, never past the year 9999,
/// so every date the tracker shows keeps four digits for its year.
enum PlayClockLimit {
    static let maximumWait = 999_999_999
    /// 10000-01-01T00:00:00Z.
    static let latest = Date(timeIntervalSince1970: 253_402_300_800)
}
