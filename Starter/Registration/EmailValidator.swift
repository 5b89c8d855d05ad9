import Foundation

/// Checks an email address against the rules we support from RFC 5321/5322.
///
/// Examples: "taro@example.com" is valid; "taro..yamada@example.com", "taro@example" and
/// "taro@example.c" are not.
public enum EmailValidator {
    static let maxAddressLength = 254
    static let maxLocalPartLength = 64
    static let maxLabelLength = 63
    static let localPartSymbols = "!#$%&'*+/=?^_`{|}~.-"

    public static func isValid(_ email: String) -> Bool {
        if email.count > maxAddressLength {
            return false
        }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        if parts.count != 2 {
            return false
        }
        return isValidLocalPart(String(parts[0])) && isValidDomain(String(parts[1]))
    }

    static func isValidLocalPart(_ localPart: String) -> Bool {
        if localPart.isEmpty || localPart.count > maxLocalPartLength {
            return false
        }
        if localPart.hasPrefix(".") || localPart.hasSuffix(".") || localPart.contains("..") {
            return false
        }
        for character in localPart {
            // ASCII first: `contains` compares characters by canonical equivalence, and would take the
            // Greek varia (U+1FEF) for the backtick.
            if !isASCIILetterOrDigit(character) && !(character.isASCII && localPartSymbols.contains(character)) {
                return false
            }
        }
        return true
    }

    static func isValidDomain(_ domain: String) -> Bool {
        let labels = domain.components(separatedBy: ".")
        if labels.count < 2 {
            return false
        }
        for label in labels {
            if !isValidLabel(label) {
                return false
            }
        }
        // The top-level domain: "com", "jp", never "123" or "c".
        let topLevelDomain = labels[labels.count - 1]
        return topLevelDomain.count >= 2 && topLevelDomain.allSatisfy { $0.isASCII && $0.isLetter }
    }

    static func isValidLabel(_ label: String) -> Bool {
        if label.isEmpty || label.count > maxLabelLength {
            return false
        }
        if label.hasPrefix("-") || label.hasSuffix("-") {
            return false
        }
        return label.allSatisfy { isASCIILetterOrDigit($0) || $0 == "-" }
    }

    static func isASCIILetterOrDigit(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }
}
