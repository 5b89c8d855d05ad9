import Foundation

/// A half-open stretch of time: from `start`, up to but not including `end`.
public struct Period: Hashable, Sendable {
    public let start: Date
    public let end: Date

    public init(start: Date, end: Date) {
        self.start = start
        self.end = end
    }

    public func contains(_ date: Date) -> Bool {
        start <= date && date < end
    }
}
