import DesignSpecCore
import Foundation

extension Color {
    /// The colour in OKLab (Björn Ottosson, 2020; CSS Color 4): `l` from 0 (black) to 1
    /// (white), `a` green–red, `b` blue–yellow. Alpha is not part of it.
    var oklab: (l: Double, a: Double, b: Double) {
        let r = ColorSpaceConversion.decode(red), g = ColorSpaceConversion.decode(green), b = ColorSpaceConversion.decode(blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// ΔE OK: the Euclidean distance between the two colours in OKLab. About 0.02 is
    /// the smallest difference people notice; black to white is 1.
    package func oklabDistance(to other: Color) -> Double {
        let x = oklab, y = other.oklab
        return ((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b)).squareRoot()
    }
}
