ZStack {
    Circle()
        .stroke(Color.accentColor.opacity(0.15), lineWidth: 18)
    Circle()
        .trim(to: progress)  // 12시 방향에서 시작해 반시계로 줄어들게 회전 (회전 코드는 생략)
        .stroke(progress < 0.05 ? Color.red : Color.accentColor,
                style: StrokeStyle(lineWidth: 18, lineCap: .round))
    Text(remaining)
        .font(.system(size: 64, weight: .bold, design: .monospaced))
        .contentTransition(.numericText(countsDown: true))
}
.frame(width: screenWidth * 0.72, height: screenWidth * 0.72)
