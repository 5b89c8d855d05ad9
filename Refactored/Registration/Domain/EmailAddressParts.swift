/// An address split at its only `@`; there is none when the address has no `@` or several.
struct EmailAddressParts {
    let localPart: Substring
    let domain: Substring

    init?(_ address: String) {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        localPart = parts[0]
        domain = parts[1]
    }

    /// Whether the domain is one of `domains` (written in lower case), in any letter case. Only ASCII: the
    /// Kelvin sign K lowercases to `k`, but `softbanK.ne.jp` is not `softbank.ne.jp`.
    func isAtDomain(in domains: Set<String>) -> Bool {
        domain.allSatisfy(\.isASCII) && domains.contains(domain.lowercased())
    }
}
