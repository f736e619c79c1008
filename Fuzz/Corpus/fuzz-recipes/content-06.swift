ZStack {
    listContent
    if editMode == .inactive {
        VStack {
            Spacer()
            Button(action: action) { /* Capsule 스타일 */ }
                .padding(.bottom, 32)
        }
        .transition(.opacity.combined(with: .scale(scale: 0.9, anchor: .bottom)))
    }
}
// List 마지막 행: Color.clear.frame(height: 80) — FAB 가림 방지
