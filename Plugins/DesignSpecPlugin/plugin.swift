import Foundation
import PackagePlugin

/// `swift package designspec ARGUMENTS…`: runs the `designspec` command, built from this
/// package, with the arguments as given, in the folder of the package it is run on, so an
/// app's package checks its docs (`swift package designspec check`) or builds their site
/// (`swift package --allow-writing-to-package-directory designspec build`) without
/// installing anything. The command's output is its own; its exit status is the plugin's
/// (0 clean, 1 findings, 2 unusable input or arguments).
@main
struct DesignSpecPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "designspec").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("designspec stopped by signal \(process.terminationStatus)")
            exit(2)
        }
        exit(process.terminationStatus)
    }
}
