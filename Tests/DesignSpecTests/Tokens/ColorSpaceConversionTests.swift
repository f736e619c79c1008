import Testing
@testable import DesignSpecCore

@Suite struct ColorSpaceConversionTests {
    @Test func oklchPrimariesAreTheSRGBPrimaries() {
        // Björn Ottosson's reference values for sRGB red, green and blue.
        #expect(Color(space: "oklch", components: [0.6279554, 0.2576833, 29.2338851])?.hex == "#FF0000")
        #expect(Color(space: "oklch", components: [0.8664396, 0.2948272, 142.4953389])?.hex == "#00FF00")
        #expect(Color(space: "oklch", components: [0.4520137, 0.3132141, 264.0520206])?.hex == "#0000FF")
        #expect(Color(space: "oklch", components: [1, 0, 0])?.hex == "#FFFFFF")
        #expect(Color(space: "oklch", components: [0, 0, 0])?.hex == "#000000")
    }

    @Test func hslFollowsCSS() {
        #expect(Color(space: "hsl", components: [0, 100, 50])?.hex == "#FF0000")
        #expect(Color(space: "hsl", components: [120, 100, 25])?.hex == "#008000")
        #expect(Color(space: "hsl", components: [210, 50, 50])?.hex == "#4080BF")
        #expect(Color(space: "hsl", components: [-150, 50, 50])?.hex == "#4080BF")
    }

    @Test func displayP3RedIsOutsideSRGB() throws {
        // CSS Color 4: color(display-p3 1 0 0) is rgb(109.3% -22.7% -15.0%).
        let red = try #require(ColorSpaceConversion.unclippedSRGB(space: "display-p3", components: [1, 0, 0]))
        #expect(abs(red.0 - 1.0930) < 0.0005)
        #expect(abs(red.1 - -0.2267) < 0.0005)
        #expect(abs(red.2 - -0.1501) < 0.0005)
        #expect(Color(space: "display-p3", components: [1, 0, 0])?.hex == "#FF0000")
        // Greys are the same in both spaces (same white point, same transfer function).
        #expect(Color(space: "display-p3", components: [0.5, 0.5, 0.5])?.hex == "#808080")
    }

    @Test func srgbLinearAndHex() {
        #expect(Color(space: "srgb-linear", components: [0.2158605001, 0.2158605001, 0.2158605001])?.hex == "#808080")
        #expect(Color(space: "srgb", components: [0.1, 0.45, 0.91], alpha: 0.5)?.hex == "#1A73E880")
        #expect(Color(hex: "#1a73e8") == Color(red: 26.0 / 255, green: 115.0 / 255, blue: 232.0 / 255))
        #expect(Color(hex: "#fff8")?.hex == "#FFFFFF88")
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(space: "lab", components: [50, 0, 0]) == nil)
    }
}
