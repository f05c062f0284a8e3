import HelpCore

/// The same numbers on every run (a linear congruential generator), for
/// tests that compare a fast path with the slow one over generated text.
struct SeededNumbers {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next number, from 0 to 2³¹ − 1.
    mutating func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33)
    }

    /// Fewer than `limit` pieces, each chosen from `pieces`, joined.
    mutating func text(of pieces: [String], fewerThan limit: Int) -> String {
        (0..<next() % limit).map { _ in pieces[next() % pieces.count] }.joined()
    }

    /// Of `tries` generated texts, those whose characters are each one
    /// scalar (the texts a scalar path reads), with their scalars.
    mutating func scalarTexts(of pieces: [String], fewerThan limit: Int, tries: Int) -> [(text: String, scalars: [Unicode.Scalar])] {
        (0..<tries).compactMap { _ in
            let text = text(of: pieces, fewerThan: limit)
            return TextSegments.scalars(text).map { (text, $0) }
        }
    }
}
