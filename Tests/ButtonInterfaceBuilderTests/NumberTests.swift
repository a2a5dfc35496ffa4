import Testing

@testable import ButtonInterfaceBuilder

@Suite struct NumberTests {
    @Test(arguments: [
        ("16", 16.0), ("0.0", 0), ("-44", -44), ("+3", 3), (".5", 0.5), ("5.", 5), ("254.66666666666666", 254.66666666666666),
        ("2.2250738585072014e-308", 2.2250738585072014e-308), ("1E3", 1000), ("1e+2", 100),
    ])
    func decimalNumbers(text: String, value: Double) {
        #expect(parseDecimal(text) == value)
    }

    @Test(arguments: ["", "-", ".", "e5", "1e", "1e+", "0x10", "nan", "NaN", "inf", "-infinity", "1,5", " 1", "1 ", "1.2.3", "--1"])
    func notDecimalNumbers(text: String) {
        #expect(parseDecimal(text) == nil)
    }

    @Test func shortestRoundTripFormatting() {
        #expect(formatShortest(16) == "16")
        #expect(formatShortest(-0.0) == "0")
        #expect(formatShortest(253.5) == "253.5")
        #expect(formatShortest(254.66666666666666) == "254.66666666666666")
        #expect(formatShortest(34.333333333333336) == "34.333333333333336")
        #expect(formatShortest(0.00001) == "1e-05")
        #expect(formatShortest(1e16) == "1e+16")
        #expect(formatShortest(-12) == "-12")
        for value in [0.1, 1.0 / 3, 28.360931396484375, Double.leastNonzeroMagnitude, 1.7976931348623157e308] {
            #expect(Double(formatShortest(value)) == value)
        }
    }

    @Test func theDBLMINMarkerReadsAsZero() {
        #expect(droppingMarker(2.2250738585072014e-308) == 0)
        #expect(droppingMarker(-2.2250738585072014e-308) == 0)
        #expect(droppingMarker(1e-300) == 1e-300)
        #expect(droppingMarker(-10) == -10)
    }
}
