import Dispatch

/// Runs a few independent parts of one step at once, on all cores, and returns their
/// results: for a step made of unlike pieces of serial work (grouping findings, sorting
/// docs, grouping tokens) that would otherwise run one after another on one core while
/// the other waits.
///
/// The parts must be serial inside: a `concurrentPerform` inside another runs on the one
/// thread that started it, so a part that maps on all cores itself would lose its own
/// parallelism here (what sank the check-beside-site-input experiment).
/// Safe for the same reason as `IndexedConcurrentMap`: each part writes only its own box,
/// read after `concurrentPerform` has waited for every part.
package enum ConcurrentParts {
    package static func run<A: Sendable, B: Sendable, C: Sendable>(
        _ a: @Sendable () -> A, _ b: @Sendable () -> B, _ c: @Sendable () -> C
    ) -> (A, B, C) {
        let first = Box<A>(), second = Box<B>(), third = Box<C>()
        DispatchQueue.concurrentPerform(iterations: 3) { part in
            switch part {
            case 0: first.value = a()
            case 1: second.value = b()
            default: third.value = c()
            }
        }
        return (first.take(), second.take(), third.take())
    }

    /// One part's result, written once by its part.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?

        func take() -> Value {
            guard let value else { preconditionFailure("ConcurrentParts: a part stored no result") }
            return value
        }
    }
}
