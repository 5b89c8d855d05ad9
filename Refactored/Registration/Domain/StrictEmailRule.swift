/// Strict validation of an address, step 1 of the pipeline: an address it does not accept is an invalid email.
///
/// One `@`; a local part of 1 to 64 allowed characters without a leading, trailing or double dot; two
/// or more domain labels of 1 to 63 letters, digits or inner hyphens, the last one letters only and at
/// least two long; at most 254 characters in all. Letters and digits are ASCII.
public struct StrictEmailRule: RegistrationStep, Hashable {
    private static let lettersAndDigits = ASCIICharacters(
        Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
    private static let localPartCharacters = lettersAndDigits.union("!#$%&'*+/=?^_`{|}~.-")
    private static let labelCharacters = lettersAndDigits.union("-")

    public init() {}

    public func run(_ address: String) async throws(RegistrationFailure) {
        guard accepts(address) else { throw .invalidEmail }
    }

    /// Whether `address` meets every rule above: pure, so a table of examples tests it.
    public func accepts(_ address: String) -> Bool {
        guard address.count <= 254, let parts = EmailAddressParts(address) else { return false }
        return isValidLocalPart(parts.localPart) && isValidDomain(parts.domain)
    }

    private func isValidLocalPart(_ localPart: Substring) -> Bool {
        (1...64).contains(localPart.count)
            && localPart.allSatisfy(Self.localPartCharacters.contains)
            && localPart.first != "." && localPart.last != "."
            && !localPart.contains("..")
    }

    private func isValidDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let topLevel = labels.last else { return false }
        return labels.allSatisfy(isValidLabel)
            && topLevel.count >= 2
            && topLevel.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private func isValidLabel(_ label: Substring) -> Bool {
        (1...63).contains(label.count)
            && label.allSatisfy(Self.labelCharacters.contains)
            && label.first != "-" && label.last != "-"
    }
}
