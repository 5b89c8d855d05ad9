/// Ordinary values the shrinker tries in place of a random text, so a counterexample shows hostile
/// text only when the difference needs it.
public enum PlainText {
    /// The values of `plainest` (most ordinary first) to try in place of `text`: all of them when
    /// `text` is not one of them, else the ones before it. Never `text` itself and never a value
    /// ranked after it, so shrinking ends.
    public static func forms(of text: String, _ plainest: [String]) -> [String] {
        guard let position = plainest.firstIndex(of: text) else { return plainest }
        return Array(plainest[..<position])
    }
}
