// AppDelegate 또는 @main
@MainActor
func application(_ application: UIApplication,
                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    FontLoader.registerIfNeeded()
    return true
}
