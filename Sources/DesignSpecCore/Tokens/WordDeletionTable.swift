/// Deletion → the token words it was made from (their numbers in `TokenNameNeighbours`'
/// word list), one of the index's two deletion tables: filled once from every word's
/// deletions, then read for each misspelled word.
///
/// A deletion that packs into a `ShortASCIIKey` (every deletion of a word of at most eight
/// ASCII bytes: nearly every token word) is kept by its key, and all their words in one
/// array, so filling the table makes no string, hashes none and makes no array per
/// deletion (5,000 tokens have 37,000 deletions: as a dictionary of strings to arrays they
/// were a third of the cost of making the index). Any other deletion is kept by its text.
/// A deletion is looked up the way it was stored (both sides ask `ShortASCIIKey`), so the
/// words found are the same either way.
struct WordDeletionTable: Sendable {
    /// A packed deletion → its slot; the words of slot `s` are
    /// `numbers[starts[s]..<starts[s + 1]]`, in number order, each once.
    private var slots: [UInt64: Int32] = [:]
    private var starts: [Int32] = [0]
    private var numbers: [Int32] = []
    /// The deletions that do not pack, with their words in the order they were added.
    private var byText: [String: [Int32]] = [:]

    /// Collects the deletions while the index is made, words in number order (a word's
    /// deletions together); `table` lays them out once.
    struct Builder {
        private var slots: [UInt64: Int32] = [:]
        /// Each slot's number of words and its last word.
        private var counts: [Int32] = []
        private var lastWords: [Int32] = []
        private var added: [(slot: Int32, number: Int32)] = []
        private var byText: [String: [Int32]] = [:]

        mutating func reserveCapacity(_ count: Int) {
            slots.reserveCapacity(count)
            added.reserveCapacity(count)
        }

        /// Records that deleting bytes from word `number` gives the deletion `key`.
        mutating func add(key: UInt64, of number: Int32) {
            let slot: Int
            if let known = slots[key] {
                slot = Int(known)
                // A deletion made twice from one word (`ab` from `aab`) is listed once:
                // the word's deletions come together, so it is its slot's last word.
                guard lastWords[slot] != number else { return }
            } else {
                slot = counts.count
                slots[key] = Int32(slot)
                counts.append(0)
                lastWords.append(-1)
            }
            counts[slot] += 1
            lastWords[slot] = number
            added.append((Int32(slot), number))
        }

        /// Records that deleting characters from word `number` gives `deletion` (bytes).
        mutating func add(_ deletion: UnsafeBufferPointer<UInt8>, of number: Int32) {
            if let key = ShortASCIIKey.key(deletion) {
                add(key: key, of: number)
            } else {
                add(text: String(decoding: deletion, as: UTF8.self), of: number)
            }
        }

        /// Records that deleting characters from word `number` gives `deletion`.
        mutating func add(_ deletion: String, of number: Int32) {
            if let key = ShortASCIIKey.key(deletion) {
                add(key: key, of: number)
            } else {
                add(text: deletion, of: number)
            }
        }

        private mutating func add(text: String, of number: Int32) {
            if byText[text]?.last != number { byText[text, default: []].append(number) }
        }

        /// The table of the deletions added.
        func table() -> WordDeletionTable {
            var table = WordDeletionTable()
            table.slots = slots
            table.byText = byText
            table.starts.reserveCapacity(counts.count + 1)
            for count in counts { table.starts.append(table.starts[table.starts.count - 1] + count) }
            // Each slot's words in the order they came: number order.
            var next = table.starts
            table.numbers = [Int32](repeating: 0, count: added.count)
            for (slot, number) in added {
                table.numbers[Int(next[Int(slot)])] = number
                next[Int(slot)] += 1
            }
            return table
        }
    }

    /// Calls `body` with each word the deletion `key` was made from.
    func forEachWord(madeInto key: UInt64, _ body: (Int32) -> Void) {
        guard let slot = slots[key].map(Int.init) else { return }
        for position in Int(starts[slot])..<Int(starts[slot + 1]) { body(numbers[position]) }
    }

    /// Calls `body` with each word `deletion` (bytes) was made from.
    func forEachWord(madeInto deletion: UnsafeBufferPointer<UInt8>, _ body: (Int32) -> Void) {
        if let key = ShortASCIIKey.key(deletion) {
            forEachWord(madeInto: key, body)
        } else {
            byText[String(decoding: deletion, as: UTF8.self)]?.forEach(body)
        }
    }

    /// Calls `body` with each word `deletion` was made from.
    func forEachWord(madeInto deletion: String, _ body: (Int32) -> Void) {
        if let key = ShortASCIIKey.key(deletion) {
            forEachWord(madeInto: key, body)
        } else {
            byText[deletion]?.forEach(body)
        }
    }
}
