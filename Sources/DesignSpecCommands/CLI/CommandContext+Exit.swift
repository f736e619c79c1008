import DesignSpecCore

extension CommandContext {
    /// Keeps `value` (a model, a report: millions of small values for a huge doc) alive
    /// until the process exits when the command runs in the executable, which exits right
    /// after the command returns (`KeptUntilExit`). In tests and other callers of
    /// `CommandLineTool.run`, which go on running, the value is freed as usual.
    func keepUntilExit(_ value: some Sendable) {
        guard !freesModelAtExit else { return }
        KeptUntilExit.keep(value)
    }
}
