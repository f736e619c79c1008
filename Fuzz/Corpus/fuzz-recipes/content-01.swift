Image(systemName: icon)
    .font(.system(size: 18))
    .frame(width: 36, height: 36)
    .background(RoundedRectangle(cornerRadius: 8).fill(
        isActive ? Color.accentColor.opacity(0.15) : .clear
    ))
