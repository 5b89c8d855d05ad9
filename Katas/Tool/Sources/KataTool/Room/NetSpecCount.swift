import Foundation
import Specs

/// The state of a pair's own nets: how many specs each app's net holds, the `@Test`s of its file in
/// `Tests/MyNet` (`NetRun.file(of:)`), counted in the code, never in a comment. The shipped file holds one
/// example; a net kata grows it. Counting reads the files, it runs nothing.
enum NetSpecCount {
    static func counts(in root: URL) -> [App: Int] {
        var counts: [App: Int] = [:]
        for app in App.allCases {
            let file = root.appendingPathComponent(NetRun.file(of: app))
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            counts[app] =
                SwiftTokenizer.tokens(of: text).filter { token in
                    token.kind == .attribute && (token.text == "@Test" || token.text.hasPrefix("@Test("))
                }.count
        }
        return counts
    }
}
