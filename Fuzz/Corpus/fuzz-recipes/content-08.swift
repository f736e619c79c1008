ZStack {
    Color(UIColor.systemBackground)
    ContentView().opacity(showSplash ? 0 : 1)
    if showSplash { SplashView() }
}
.task {
    try? await Task.sleep(for: .seconds(1.4))
    showSplash = false
}
