/// Text a user should not type but will: what the generators put into every text field, besides
/// ordinary values.
public enum HostileText {
    public static let samples: [String] = [
        "",
        " ",
        "   \t  ",
        "\n",
        "\u{0}",
        "a\u{0}b",
        "\u{7}\u{1B}[31mred\u{1B}[0m",
        "e\u{301}\u{301}\u{301}",
        "👩‍👩‍👧‍👦🎉",
        "\u{202E}gnp.exe",
        "مرحبا بالعالم",
        "שלום",
        "Ωμέγα ʃɪp ﬁ",
        "'; DROP TABLE expenses; --",
        "%@ %d %s %n",
        "\\(x) \\u{0}",
        "\u{FEFF}zero\u{200B}width",
        String(repeating: "x", count: 101),
        String(repeating: "é", count: 600),
        String(repeating: "🧾", count: 30),
    ]

    /// A hostile sample, or a long run of random scalars from every plane when `generator` says so.
    public static func random(using generator: inout SeededRandom) -> String {
        if Int.random(in: 0..<5, using: &generator) > 0 {
            return samples.randomElement(using: &generator)!
        }
        let length = Int.random(in: 1...40, using: &generator)
        let scalars = (0..<length).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: 0...0x1F_FFF, using: &generator))
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
