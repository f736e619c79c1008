Text(label)
    .font(.title2.bold())
    .frame(maxWidth: .infinity)
    .padding(.vertical, 16)
    .background(color)
    .foregroundStyle(.white)
    .clipShape(RoundedRectangle(cornerRadius: 14))
    .buttonStyle(.plain)   // List 안에서 이중 탭 방지
