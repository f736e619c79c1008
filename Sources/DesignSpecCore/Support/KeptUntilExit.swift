/// Keeps a value alive until the process exits: for what a command built that is large
/// (a model, a report, the name index of 5,000 tokens: millions of small values) when the
/// process exits right after the command, so the operating system takes the memory back
/// at once instead of freeing it value by value on one core (5% of a check).
package enum KeptUntilExit {
    /// Never releases `value`.
    package static func keep(_ value: some Sendable) {
        _ = Unmanaged.passRetained(Box(value))
    }

    /// The owner of a kept value.
    private final class Box<Value: Sendable>: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
