/// The registration flow's specs (BEHAVIOUR.md section 3).
public enum RegistrationSpecs {
    public static let all: [Spec] =
        addressSpecs + outcomeSpecs + disposableDomainSpecs + retrySpecs
        + roleAddressSpecs + knownDomainSpecs + canonicalLookalikeSpecs
}
