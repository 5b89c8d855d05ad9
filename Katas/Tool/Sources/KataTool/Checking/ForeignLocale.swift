import Foundation

/// The locale one spec process of each app and implementation runs under: what a user sees must not
/// change with the machine's locale (BEHAVIOUR.md). Arabic as written in Saudi Arabia has its own digits
/// (`٢٠٢٥`) and, by default, the Islamic calendar, so a screen that formats with the machine's locale
/// instead of its own fixed format shows something else there, and a spec fails.
///
/// How a process learns its locale depends on the platform's Foundation: on macOS from the argument
/// domain (`-AppleLocale ar_SA`, as Xcode's Application Region sets it), on Linux from `LANG` in the
/// Foundation releases that read it. The child says which locale it got (`kata-spec-locale ar_SA`), so
/// `kata check` can tell whether that run really ran under it.
enum ForeignLocale {
    static let identifier = "ar_SA"
    static let environment = ["LANG": "ar_SA.UTF-8", "LC_ALL": "ar_SA.UTF-8", "LANGUAGE": "ar"]
    /// What Foundation on macOS reads as the user's region and languages; other platforms' children
    /// are not given these words.
    static let arguments = ["-AppleLocale", "ar_SA", "-AppleLanguages", "(ar)"]
    /// The line a spec process writes first: the identifier of the locale its Foundation took as current.
    static let marker = "kata-spec-locale "

    /// The arguments a child under this locale gets on this platform, after its own.
    static var platformArguments: [String] {
        #if canImport(Darwin)
            arguments
        #else
            []
        #endif
    }

    /// `words` without the locale's arguments, which are Foundation's, not the command's.
    static func withoutArguments(_ words: [String]) -> [String] {
        guard let start = words.firstIndex(of: arguments[0]), words[start...].starts(with: arguments) else {
            return words
        }
        return Array(words[..<start]) + words[(start + arguments.count)...]
    }

    /// The locales the children reported in `output`.
    static func reported(in output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
    }

    /// The line `kata check` prints about its run under this locale, given what the children reported:
    /// what that run checks, or nothing where this platform's Foundation did not take the locale (Linux:
    /// that run was one more like the others, and an attendee has nothing to do about it).
    static func summary(seen: Set<String>) -> String? {
        guard !seen.isEmpty, seen.allSatisfy({ $0.hasPrefix(identifier) }) else { return nil }
        return "The first run of each app and implementation ran under the \(identifier) locale: a screen that"
            + " follows the machine's locale fails there."
    }
}
