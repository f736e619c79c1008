import Foundation

/// libFuzzer's entry point for programs that have their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments on `testOneInput` and exits with its status.
///
/// SwiftPM gives every executable on Linux a `main` of its own (it renames the module's
/// entry point and links `main` to it), so libFuzzer's `main` is never used: each target's
/// `main.swift` calls this instead.
///
/// `testOneInput` first runs once on `warmUp`, before libFuzzer starts: what a process
/// sets up once (cmark-gfm's extensions registered on the first parse, lazily made
/// statics) is then not part of the first input's run, its time or its heap check.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    _ = Array(warmUp.utf8).withUnsafeBufferPointer { testOneInput($0.baseAddress, $0.count) }
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
    exit(status)
}

/// A small doc with a table, a strikethrough and a recipe: it parses with every cmark-gfm
/// extension attached.
private let warmUp = """
    # Spacing

    | Token | Value |
    | --- | --- |
    | `{spacing.medium}` | 16pt ~~12pt~~ |

    ## Card

    ```swift
    VStack(spacing: 16) { Text("a") }
    ```

    """

/// The input as an array (libFuzzer passes a null pointer for the empty input).
public func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
