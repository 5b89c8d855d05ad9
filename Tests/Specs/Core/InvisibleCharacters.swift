/// Characters a reader cannot see in a failure message (control and format characters, unusual
/// spaces, tabs), written as `\u{…}` escapes and named.
public enum InvisibleCharacters {
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }

    /// `text` with each invisible character written as its escape, e.g. `\u{202E}`.
    static func escaped(_ text: String) -> String {
        escaped(text, where: isInvisible)
    }

    /// `text` in quotes, as Swift writes a string literal (`\"` and `\\` escaped), with every invisible
    /// character escaped too: a label that shows what a user typed, where `debugDescription` would
    /// leave a line separator or a zero width space as it is.
    static func quoted(_ text: some StringProtocol) -> String {
        let plain = String(text).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + escaped(plain) + "\""
    }

    /// `text` with each character `escaping` picks written as its escape: `\t`, `\n`, `\r`, else `\u{…}`
    /// (`kata play` escapes the control characters a terminal would obey).
    public static func escaped(_ text: String, where escaping: (Unicode.Scalar) -> Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if escaping(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// E.g. `(invisible: \u{202E} RIGHT-TO-LEFT OVERRIDE, \u{0} NULL)`.
    static func note(_ scalars: [Unicode.Scalar]) -> String {
        let names = scalars.map { scalar in
            "\(escape(scalar)) \(scalar.properties.name ?? scalar.properties.nameAlias ?? controlNames[scalar.value] ?? "U+\(hex(scalar))")"
        }
        return "(invisible: \(names.joined(separator: ", ")))"
    }

    /// `\t`, `\n` and `\r` as Swift writes them, any other as `\u{…}`.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": "\\t"
        case "\n": "\\n"
        case "\r": "\\r"
        default: "\\u{\(hex(scalar))}"
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }

    /// Names of control characters, which Unicode gives only as aliases.
    private static let controlNames: [UInt32: String] = [
        0x0: "NULL", 0x7: "BELL", 0x9: "TAB", 0xA: "LINE FEED", 0xD: "CARRIAGE RETURN", 0x1B: "ESCAPE",
    ]
}
