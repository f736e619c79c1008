HStack(spacing: 5) {
    Circle().fill(color).frame(width: 12, height: 12)
    Text(title)
}
.padding(.horizontal, 10).padding(.vertical, 6)
.background(RoundedRectangle(cornerRadius: 8).fill(
    isSelected ? Color.accentColor.opacity(0.2) : Color(.systemGray5).opacity(0.6)
))
.overlay(RoundedRectangle(cornerRadius: 8).stroke(
    isSelected ? Color.accentColor : .clear, lineWidth: 1.5
))
