import Dispatch

/// Runs `body` for every index in `0..<count`, on all cores when `parallel`, and returns
/// the results in index order, so the output never depends on scheduling.
///
/// Why this is safe: every iteration writes only its own slot of a buffer allocated before
/// the loop and read only after `concurrentPerform` returns (which waits for every
/// iteration); no two iterations share a slot, and `body` is `@Sendable`, so it shares no
/// mutable state either.
package enum IndexedConcurrentMap {
    package static func map<Result: Sendable>(count: Int, parallel: Bool = true,
                                      _ body: @Sendable (Int) -> Result) -> [Result] {
        guard parallel, count > 1 else { return (0..<count).map(body) }
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(body(index), at: index)
        }
        return slots.take()
    }

    /// Runs `body` for each run of `length` consecutive indexes of `0..<count` (the last
    /// run may be shorter), on all cores when `parallel`, and returns the results in run
    /// order: for work too small per index to hand over one index at a time.
    package static func mapRuns<Result: Sendable>(count: Int, length: Int, parallel: Bool = true,
                                          _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
        precondition(length > 0, "IndexedConcurrentMap.mapRuns: a run holds at least one index")
        let runs = (count + length - 1) / length
        return map(count: runs, parallel: parallel) { run in
            body((run * length)..<min(count, (run + 1) * length))
        }
    }

    /// One optional result per index; written once per slot, by one iteration.
    private final class Slots<Element>: @unchecked Sendable {
        private let base: UnsafeMutablePointer<Element?>
        private let count: Int

        init(count: Int) {
            self.count = count
            base = .allocate(capacity: count)
            base.initialize(repeating: nil, count: count)
        }

        func store(_ value: Element, at index: Int) {
            (base + index).pointee = value
        }

        /// Whether `take()` moved the results out (the slots are then uninitialized).
        private var taken = false

        /// The results, in order, moved out of their slots (not copied: no reference
        /// counted twice); every slot must have been stored. Called once.
        func take() -> [Element] {
            precondition(!taken, "IndexedConcurrentMap: the results were taken already")
            taken = true
            return (0..<count).map { index in
                guard let value = (base + index).move() else {
                    preconditionFailure("IndexedConcurrentMap: iteration \(index) stored no result")
                }
                return value
            }
        }

        deinit {
            if !taken { base.deinitialize(count: count) }
            base.deallocate()
        }
    }
}
