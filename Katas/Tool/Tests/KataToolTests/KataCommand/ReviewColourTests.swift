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
                let ratio = SitePalette.contrast(try #require(scheme[text]), back)
                #expect(ratio >= 4.5, "\(name): \(text) on \(background) is \(ratio):1")
            }
            let focus = SitePalette.contrast(try #require(scheme["focus"]), back)
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
        #expect(abs(SitePalette.contrast("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(SitePalette.contrast("#5a5a60", "#5a5a60") - 1) < 0.001)
        #expect(abs(SitePalette.contrast("#767676", "#ffffff") - 4.54) < 0.01)
    }
}
