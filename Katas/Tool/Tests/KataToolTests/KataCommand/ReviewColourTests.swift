import Foundation
import Testing

@testable import KataTool

@Suite("kata review: colours that meet WCAG AA")
struct ReviewColourTests {
    @Test(
        "every text colour meets WCAG AA (4.5:1) on every background, and the focus ring 3:1, in each scheme",
        arguments: SitePalette.schemes.map(\.0))
    func palette_meetsWCAGAAOnEveryBackground(scheme name: String) throws {
        let scheme = try #require(SitePalette.schemes.first { $0.0 == name }?.1)

        for background in SitePalette.backgroundRoles {
            let back = try #require(scheme[background])
            for text in SitePalette.textRoles {
                let ratio = Self.contrast(try #require(scheme[text]), back)
                #expect(ratio >= 4.5, "\(name): \(text) on \(background) is \(ratio):1")
            }
            let focus = Self.contrast(try #require(scheme["focus"]), back)
            #expect(focus >= 3, "\(name): the focus ring on \(background) is \(focus):1")
        }
        #expect(SiteStyle.css.contains(SitePalette.symbols(scheme)), "\(name) is the stylesheet's")
    }

    @Test("the stylesheet names no text colour of its own: every color is a role of the palette")
    func css_takesEveryTextColourFromThePalette() {
        let colours = SiteStyle.css.components(separatedBy: "color: ").dropFirst().map {
            $0.prefix { $0 != ";" && $0 != " " }
        }

        #expect(colours.allSatisfy { $0.hasPrefix("var(--") || $0 == "inherit" }, "\(colours)")
        #expect(SiteStyle.css.contains("a:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus);"))
    }

    @Test("the contrast ratio is WCAG's: black on white 21:1, a colour on itself 1:1, #767676 on white 4.54:1")
    func contrast_isWCAGRatioOnKnownPairs() {
        #expect(abs(Self.contrast("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(Self.contrast("#5a5a60", "#5a5a60") - 1) < 0.001)
        #expect(abs(Self.contrast("#767676", "#ffffff") - 4.54) < 0.01)
    }

    // MARK: - WCAG 2

    /// The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21.
    static func contrast(_ first: String, _ second: String) -> Double {
        let (lighter, darker) = (max(luminance(first), luminance(second)), min(luminance(first), luminance(second)))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The relative luminance of a `#rrggbb` colour.
    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map { channel in
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
}
