extension CommandContext {
    /// Keeps `value` (a model, a report: millions of small values for a huge doc) alive
    /// until the process exits when the command runs in the executable, which exits right
    /// after the command returns: the operating system takes the memory back at once,
    /// where freeing it value by value cost 5% of a check. In tests and other callers of
    /// `CommandLineTool.run`, which go on running, the value is freed as usual.
    func keepUntilExit(_ value: some Sendable) {
        guard !freesModelAtExit else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }
}

/// A value `CommandContext.keepUntilExit` never releases.
private final class KeptUntilExit<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
