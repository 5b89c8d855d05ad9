import Foundation

/// The fallback for known domains, step 2 of the pipeline: an address it does not accept is an invalid email.
///
/// One `@`, a non-empty local part, no white space, and a domain from the list in any letter case. It
/// lets in the mobile carriers' addresses that strict validation refuses, like `taro..yamada.@docomo.ne.jp`.
public struct KnownDomainRule: RegistrationStep, Hashable {
    /// The Japanese mobile carriers whose addresses often contain `..` or a `.` before the `@`.
    public static let mobileCarriers: Set<String> = ["docomo.ne.jp", "ezweb.ne.jp", "softbank.ne.jp", "i.softbank.jp"]

    private let domains: Set<String>

    public init(domains: Set<String> = mobileCarriers) {
        self.domains = Set(domains.map { $0.lowercased() })
    }

    public func run(_ address: String) async throws(RegistrationFailure) {
        guard accepts(address) else { throw .invalidEmail }
    }

    /// Whether `address` is at one of the domains, with one `@`, a local part and no white space.
    public func accepts(_ address: String) -> Bool {
        guard address.rangeOfCharacter(from: .whitespacesAndNewlines) == nil,
            let parts = EmailAddressParts(address), !parts.localPart.isEmpty
        else { return false }
        return parts.isAtDomain(in: domains)
    }
}
