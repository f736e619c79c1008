import DesignSpecCore

/// What `designspec fix` will do: the edits, and the findings it leaves, each with why.
package struct FixPlan: Sendable {
    /// A finding `fix` leaves to a person.
    package struct Left: Hashable, Sendable {
        var finding: Finding
        /// Why, when the message does not say it: `the cell writes the colour as .blue`;
        /// nil for off-scale and tap-target, whose messages name the nearest values.
        var reason: String?
    }

    /// Sorted by place; at most one per cell.
    package var edits: [CellEdit] = []
    /// Sorted by place.
    package var left: [Left] = []
}
