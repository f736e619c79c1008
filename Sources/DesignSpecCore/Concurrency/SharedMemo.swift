import Foundation

/// Values worked out once per key and shared by every thread that asks, for work whose
/// inputs repeat: a token name bound again (`TokenBinder`), the same recipe code
/// (`RecipeScanMemo`), the same table cell text (`CellValueMemo`), a header read again
/// (`HeaderVocabulary`), the same Swift code (`SwiftHighlightMemo`), a swatch's contrast
/// row (`ContrastRowMemo`). Holds at most
/// `capacity` values, then only answers (a 400,000-row table never repeats a name, and
/// would only grow it).
///
/// It never waits for another thread: when one holds it, the value is made (the same
/// value, only not looked up or kept). Waiting was what a memo cost where nothing
/// repeats: the 400,000-row doc's runs of rows, bound on both cores, met at the lock for
/// every name.
package final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked: `values` is only touched with `lock` held.
    /// The most values kept.
    let capacity: Int
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    package init(capacity: Int = .max) {
        self.capacity = capacity
    }

    /// The value of `key`, made by `make` the first time and kept while there is room.
    package func value(for key: Key, _ make: () -> Value) -> Value {
        if lock.try() {
            let known = values[key]
            lock.unlock()
            if let known { return known }
        }
        let made = make()
        if lock.try() {
            if values.count < capacity { values[key] = made }
            lock.unlock()
        }
        return made
    }

    /// How many values are kept (for tests).
    var count: Int {
        lock.withLock { values.count }
    }
}
