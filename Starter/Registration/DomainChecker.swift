import Foundation

/// Japanese mobile carriers handed out addresses that break the RFC ("taro..yamada.@docomo.ne.jp")
/// for years. Their customers must still be able to sign up.
public enum DomainChecker {
    public static let carrierDomains = ["docomo.ne.jp", "ezweb.ne.jp", "softbank.ne.jp", "i.softbank.jp"]

    /// True for "anything@carrier-domain" without white space, whatever the letter case of the domain.
    public static func isCarrierAddress(_ email: String) -> Bool {
        if email.rangeOfCharacter(from: .whitespacesAndNewlines) != nil {
            return false
        }
        // Only ASCII after the "@": the Kelvin sign K lowercases to "k", but "softbanK.ne.jp" is not SoftBank.
        if let at = email.firstIndex(of: "@"), !email[at...].allSatisfy({ $0.isASCII }) {
            return false
        }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        if parts.count != 2 || parts[0].isEmpty {
            return false
        }
        return carrierDomains.contains(parts[1].lowercased())
    }
}
