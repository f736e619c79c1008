/// What a literal in recipe code sets.
public enum LiteralKind: Hashable, Sendable {
    /// Stack and grid spacing (`HStack(spacing: 5)`, `horizontalSpacing:`).
    case spacing
    /// `.padding(16)` (all), `.padding(.horizontal, 10)`, `EdgeInsets(top: 6, …)`.
    case padding(edges: [Edge])
    case frameWidth, frameHeight, minWidth, minHeight, maxWidth, maxHeight, idealWidth, idealHeight
    case cornerRadius
    /// `.system(size: 18)`, `.custom("SUIT", size: 16)`.
    case fontSize
    /// A text style: `.font(.title2.bold())` gives `title2`.
    case fontStyle
    case lineWidth
    case opacity
    /// `.scale(scale: 0.95)`, `.scaleEffect(0.9)`.
    case scale
    case shadowRadius, shadowOffsetX, shadowOffsetY
    case offsetX, offsetY
    case blurRadius
    case lineSpacing, letterSpacing
    /// `withAnimation(…)`, `.animation(…)`, and curves written elsewhere.
    case animation
    /// `.transition(…)`: a composite with the `transitions` list.
    case transition
    /// `.seconds(1.4)`, `.milliseconds(200)`, `Task.sleep(nanoseconds:)`, `.now() + 0.5`.
    case duration
    /// `.delay(0.12)` on an animation.
    case delay
    case color

    /// A padding edge as written.
    public enum Edge: String, Hashable, Sendable {
        case all, top, leading, bottom, trailing, horizontal, vertical
    }
}
