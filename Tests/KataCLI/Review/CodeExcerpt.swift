/// The lines of one file a review page shows, read from the working tree when the page is made, and
/// what the page must say when the code named in the kata text has moved or gone.
struct CodeExcerpt: Sendable {
    /// The file shown, from the package root.
    let path: String
    let file: SourceFile?
    /// The 1-based lines shown, in order.
    let lines: [Int]
    /// The first line of each symbol found.
    let symbolLines: [String: Int]
    /// Said above the code when a named file or symbol is not where the kata text says.
    let notice: String?
}
