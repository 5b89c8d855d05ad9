/// A kind of small change made to code, the way mutation testing tools make them (Muter's operators):
/// it finds every place in a source file where it applies.
protocol MutationOperator: Sendable {
    func sites(in source: TokenizedSource) -> [MutationSite]
}
