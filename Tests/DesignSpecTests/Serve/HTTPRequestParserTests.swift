import Testing
@testable import DesignSpecCommands

/// The request head as the preview server reads it: exact requests and exact refusals.
@Suite struct HTTPRequestParserTests {
    private func parse(_ text: String) -> Result<HTTPRequest, HTTPRequestProblem> {
        HTTPRequestParser.parse(Array(text.utf8))
    }

    @Test func aBrowsersGetIsReadWithItsHeaders() {
        let request = try? parse("GET /docs/color.html?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nAccept:  text/html \r\n\r\n").get()
        #expect(request == HTTPRequest(method: "GET", target: "/docs/color.html?x=1", version: "HTTP/1.1",
                                       headers: [.init(name: "Host", value: "127.0.0.1:8000"), .init(name: "Accept", value: "text/html")]))
    }

    @Test func otherMethodsAreReadAndLeftToBeRefused() {
        let request = try? parse("POST / HTTP/1.0\r\n\r\n").get()
        #expect(request?.method == "POST")
        #expect(request?.isReadOnly == false)
    }

    @Test func malformedHeadsAreRefusedWithTheirReason() {
        #expect(parse("\r\n\r\n") == .failure(.malformed("no request line")))
        #expect(parse("GET /\r\n\r\n") == .failure(.malformed("the request line is not METHOD TARGET VERSION")))
        #expect(parse("GET  / HTTP/1.1\r\n\r\n") == .failure(.malformed("the request line is not METHOD TARGET VERSION")))
        #expect(parse("get / HTTP/1.1\r\n\r\n") == .failure(.malformed("the method 'get' is not an upper-case token")))
        #expect(parse("GET / HTTP/2\r\n\r\n") == .failure(.malformed("the version 'HTTP/2' is not HTTP/1.0 or HTTP/1.1")))
        #expect(parse("GET /a\u{0}b HTTP/1.1\r\n\r\n") == .failure(.malformed("a control or non-ASCII byte in the request line")))
        #expect(parse("GET / HTTP/1.1\r\nno colon\r\n\r\n") == .failure(.malformed("a header line without a name and a colon")))
        #expect(parse("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n") == .failure(.malformed("a space or control in a header name")))
    }

    @Test func overLongLinesAndHeadsAreRefusedBeforeTheyEnd() {
        let longLine = Array("GET /\(String(repeating: "a", count: HTTPRequestParser.maxRequestLine)) HTTP/1.1".utf8)
        #expect(HTTPRequestParser.problemBeforeEnd(longLine) == .requestLineTooLong)
        #expect(HTTPRequestProblem.requestLineTooLong.status == .uriTooLong)
        let longHead = Array("GET / HTTP/1.1\r\n\(String(repeating: "X-A: b\r\n", count: 3000))".utf8)
        #expect(HTTPRequestParser.problemBeforeEnd(longHead) == .headTooLarge)
        #expect(HTTPRequestProblem.headTooLarge.status == .headersTooLarge)
        #expect(HTTPRequestParser.problemBeforeEnd(Array("GET / HTTP/1.1\r\n".utf8)) == nil)
    }

    @Test func onlyLoopbackHostsAreForThisServer() {
        func host(_ value: String?) -> Bool {
            HTTPRequest(method: "GET", target: "/", version: "HTTP/1.1", headers: value.map { [.init(name: "Host", value: $0)] } ?? []).isForLoopback
        }
        #expect(host(nil))
        #expect(host("127.0.0.1:8000"))
        #expect(host("localhost:1313"))
        #expect(host("LOCALHOST"))
        #expect(host("[::1]:8000"))
        #expect(!host("attacker.example:8000"))
        #expect(!host("127.0.0.1.attacker.example"))
        #expect(!host("192.168.1.5:8000"))
    }

    @Test func theHeadEndsAtItsBlankLine() {
        #expect(HTTPRequestParser.headEnd(in: Array("GET / HTTP/1.1\r\nHost: a\r\n\r\nbody".utf8)) == 27)
        #expect(HTTPRequestParser.headEnd(in: Array("GET / HTTP/1.1\n\n".utf8)) == 16)
        #expect(HTTPRequestParser.headEnd(in: Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)) == nil)
    }
}
