import Foundation

/// The secret that makes a clone the owner of its pair's name (or the facilitator the owner of the room):
/// 64 random hex digits, kept in the clone's own git config. The room holds only its hash (git's
/// `hash-object`, which every git computes the same way, the hook included), and a push proves the key
/// with a push option, `kata-room-key=KEY`, which git hands to the room's hook and stores nowhere.
struct RoomKey: Hashable, Sendable {
    let text: String

    static let pushOption = "kata-room-key"

    /// A new key, from the system's random generator.
    static func make() -> RoomKey {
        var generator = SystemRandomNumberGenerator()
        let words = (0..<4).map { _ in generator.next() as UInt64 }
        return RoomKey(text: words.map { String($0, radix: 16).leftPadded(to: 16) }.joined())
    }

    /// A key read back from the config, or nil when it is not one this type makes.
    static func read(_ text: String) -> RoomKey? {
        text.count == 64 && text.allSatisfy(\.isHexDigit) ? RoomKey(text: text) : nil
    }

    /// The key's hash, as the room holds it and the hook computes it: `git hash-object` of its text.
    func hash(with git: RoomGit) -> String? {
        let answer = git.run(["hash-object", "--stdin"], input: Data(text.utf8))
        return answer.succeeded ? answer.line : nil
    }

    /// The push options that prove this key to the room's hook; none for a room without one, which would
    /// refuse options it does not take.
    func pushOptions(protected: Bool) -> [String] {
        protected ? ["-o", "\(Self.pushOption)=\(text)"] : []
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
