import Foundation

/// The bindings a `TokenBinder` has already made, by the text bound, its style and group:
/// docs name the same tokens again and again (a drift-heavy repo of 1000 docs binds 12,000
/// names, 4,582 of them different), and a binding depends on nothing else (the index and
/// the code roots are the binder's, fixed). Shared by every thread that binds; holds at
/// most `capacity` bindings, then only answers (a 400,000-row table never repeats a name,
/// and would only grow it).
final class TokenBindingMemo: @unchecked Sendable {
    /// What a binding depends on, besides the binder.
    struct Key: Hashable {
        let text: String
        let style: TokenBinder.Style
        let group: String?
    }

    /// The most bindings kept.
    let capacity: Int
    private let lock = NSLock()
    private var bindings: [Key: TokenBinding] = [:]

    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
    }

    /// The binding of `key`, made by `bind` the first time and remembered while there is room.
    /// The memo never waits for another thread: when one holds it, the binding is made
    /// (the same binding, only not looked up or kept). Waiting was what the memo cost where
    /// nothing repeats: the 400,000-row doc's runs of rows, bound on both cores, met at the
    /// lock for every name.
    func binding(_ key: Key, _ bind: () -> TokenBinding) -> TokenBinding {
        if lock.try() {
            let known = bindings[key]
            lock.unlock()
            if let known { return known }
        }
        let made = bind()
        if lock.try() {
            if bindings.count < capacity { bindings[key] = made }
            lock.unlock()
        }
        return made
    }

    /// How many bindings are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return bindings.count
    }
}
