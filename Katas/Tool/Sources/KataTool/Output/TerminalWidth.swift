import Foundation

/// How wide `kata` may print: `COLUMNS` when it is set to a number, else the terminal's width when standard
/// output is a terminal, else 80. Never narrower than 40, so a line always has room for a name.
public enum TerminalWidth {
    public static let fallback = 80
    static let narrowest = 40

    public static func standard(environment: [String: String]) -> Int {
        if let columns = parse(environment["COLUMNS"]) { return columns }
        if isatty(STDOUT_FILENO) == 1, let columns = windowColumns() { return max(columns, narrowest) }
        return fallback
    }

    /// `COLUMNS` as a width: decimal digits only; an unset, empty or malformed value gives `nil`.
    static func parse(_ columns: String?) -> Int? {
        guard let columns, columns.allSatisfy(\.isASCIIDigit), let width = Int(columns), width > 0 else { return nil }
        return max(width, narrowest)
    }

    private static func windowColumns() -> Int? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
