Button("Go") {
  x()
}
.frame(width: 36, height: 36)
.padding(.horizontal, 16)
.cornerRadius(14)
.foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3))
.animation(.easeInOut(duration: 0.2), value: x)
.font(.system(size: 17, weight: .semibold))
let s = """
unterminated
/* comment