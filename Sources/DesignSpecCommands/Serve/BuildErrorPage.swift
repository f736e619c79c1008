import DesignSpecCore

/// The page every HTML request gets while the last build failed: the error as the build
/// printed it (with its file:line:col), and the reload script, so the next good save
/// brings the site back. Its own small policy: its inline style, the script from the
/// server, the reload channel.
enum BuildErrorPage {
    static let policy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'"

    static func html(failure: String, generation: Int) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="\(HTML.escape(policy))">
        <title>Build failed · designspec serve</title>
        <style>
        body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem; background: #fff7f7; color: #1f1f1f; }
        main { max-width: 60rem; margin: 0 auto; }
        h1 { font-size: 1.5rem; color: #a11; margin: 0 0 .5rem; }
        pre { background: #fff; border: 1px solid #e3b4b4; border-left: 4px solid #c22; padding: 1rem; overflow-x: auto; white-space: pre-wrap; font: 14px/1.5 ui-monospace, monospace; }
        @media (prefers-color-scheme: dark) {
          body { background: #221414; color: #eee; }
          h1 { color: #ff8a8a; }
          pre { background: #1a1010; border-color: #6b3030; border-left-color: #ff6b6b; }
        }
        </style>
        </head>
        <body>
        <main>
        <h1>The site could not be built</h1>
        <p>Fix the file below and save: this page reloads by itself. The server keeps running.</p>
        <pre>\(HTML.escape(failure))</pre>
        </main>
        <script src="\(ReloadChannel.scriptPath)" data-generation="\(generation)"></script>
        </body>
        </html>

        """
    }
}
