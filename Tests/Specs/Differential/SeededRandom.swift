/// A random number generator that always gives the same numbers for the same seed (SplitMix64), so a
/// generated sequence can be replayed from its seed alone.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The seed of the `index`th sequence of a run started with `seed`: each sequence can be rerun alone.
    public static func sequenceSeed(_ seed: UInt64, index: Int) -> UInt64 {
        var generator = SeededRandom(seed: seed &+ UInt64(index))
        return generator.next()
    }

    /// One of `choices`, each weighted by its count.
    public mutating func pick<Choice>(_ choices: [(weight: Int, choice: Choice)]) -> Choice {
        var roll = Int.random(in: 0..<choices.map(\.weight).reduce(0, +), using: &self)
        for (weight, choice) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].choice
    }
}
