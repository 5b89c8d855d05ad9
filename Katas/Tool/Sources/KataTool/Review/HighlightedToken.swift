/// One piece of Swift source as the review site colours it and the audit counts it.
struct HighlightedToken: Equatable, Sendable {
    enum Kind: String, Sendable {
        case keyword, string, comment, number, attribute, typeName, identifier, punctuation, space
    }

    let kind: Kind
    let text: String
}
