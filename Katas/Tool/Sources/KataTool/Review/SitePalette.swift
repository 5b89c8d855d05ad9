/// The review site's colours by role, in each scheme (light, dark, print). The stylesheet is written from
/// them, and a test checks every text colour on every background of its scheme against WCAG AA (4.5:1),
/// and the focus ring against every background (3:1).
enum SitePalette {
    /// The roles of text: body, muted text, links, and the code's keywords, strings, comments, numbers,
    /// types and attributes. The note labels are the body colour and the background swapped.
    static let textRoles = ["fg", "muted", "link", "k", "s", "c", "n", "t", "a"]
    /// The roles of backgrounds: the page, code panels, highlighted lines, and a diff's added and removed lines.
    static let backgroundRoles = ["bg", "panel", "mark", "added", "removed"]

    static let light: [String: String] = [
        "bg": "#ffffff", "fg": "#1d1d1f", "muted": "#5a5a60", "line": "#d8d8de", "panel": "#f5f5f7",
        "k": "#9b2393", "s": "#c41a16", "c": "#5d6c79", "n": "#1c00cf", "t": "#0b4f79", "a": "#815f03",
        "mark": "#fff3b0", "added": "#e6ffec", "removed": "#ffebe9", "link": "#0a58ca", "focus": "#b35300",
    ]

    static let dark: [String: String] = [
        "bg": "#1e1e22", "fg": "#e8e8ec", "muted": "#a8a8b0", "line": "#3a3a42", "panel": "#26262c",
        "k": "#ff7ab2", "s": "#ff8170", "c": "#9eadba", "n": "#d9c97c", "t": "#6bdfff", "a": "#ffa14f",
        "mark": "#3b3418", "added": "#173a24", "removed": "#442023", "link": "#7ab7ff", "focus": "#ff9f1a",
    ]

    static let print: [String: String] = [
        "bg": "#ffffff", "fg": "#000000", "muted": "#444444", "line": "#999999", "panel": "#ffffff",
        "k": "#7a1272", "s": "#a3120f", "c": "#4a5560", "n": "#1c00a0", "t": "#0b3f60", "a": "#603f00",
        "mark": "#eeeeee", "added": "#ffffff", "removed": "#ffffff", "link": "#000000", "focus": "#b35300",
    ]

    static let schemes = [("light", light), ("dark", dark), ("print", print)]

    /// The scheme as CSS custom properties: `--bg: #ffffff; --fg: …`.
    static func symbols(_ scheme: [String: String]) -> String {
        scheme.keys.sorted().map { "--\($0): \(scheme[$0] ?? "")" }.joined(separator: "; ") + ";"
    }
}
