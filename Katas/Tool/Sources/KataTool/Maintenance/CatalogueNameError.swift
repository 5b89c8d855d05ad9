/// A spec name the generated XCTest classes cannot use as a test method name; `message` says which.
public struct CatalogueNameError: Error, Sendable {
    public let message: String
}
