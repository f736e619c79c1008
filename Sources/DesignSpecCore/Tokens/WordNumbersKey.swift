/// The numbers of a token key's words (`TokenNameNeighbours`' word list; `-1` for the
/// wildcard of a pattern) as a dictionary key: up to four numbers of 16 bits (nearly every
/// token key of a set below 65,535 words) packed into one `UInt64` beside their count, any
/// other list kept as its array. A list is packed whenever it can be, so two keys are equal
/// exactly when their lists are, and a candidate's key is made word by word without making
/// an array (the index makes one for each candidate it looks up, and seven for each token).
struct WordNumbersKey: Hashable, Sendable {
    private var packed: UInt64 = 0
    private var count = 0
    /// The list, once it is too long or a number too large to pack (then `packed` and
    /// `count` stay 0).
    private var spilled: [Int32]?

    private static let packedCount = 4

    init() {}

    init(_ numbers: [Int32]) {
        for number in numbers { append(number) }
    }

    /// The list with `number` after its numbers.
    mutating func append(_ number: Int32) {
        if spilled != nil {
            spilled!.append(number)
        } else if count < Self.packedCount, number >= -1, number < 0xFFFF {
            packed = packed << 16 | UInt64(number + 1)
            count += 1
        } else {
            spilled = unpacked + [number]
            packed = 0
            count = 0
        }
    }

    /// The packed numbers, first first.
    private var unpacked: [Int32] {
        (0..<count).reversed().map { Int32((packed >> UInt64(16 * $0)) & 0xFFFF) - 1 }
    }
}
