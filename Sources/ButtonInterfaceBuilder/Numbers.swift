/// Decimal numbers as IB writes them (`254.66666666666666`, `2.2250738585072014e-308`), parsed at
/// full precision. Only decimal syntax: `Double.init` alone would also take `nan`, `inf` and hex.
func parseDecimal(_ text: String) -> Double? {
    guard ScalarValue.isDecimalNumber(text) else { return nil }
    return Double(text)
}

/// The shortest text that reads back as the same Double: `16`, `253.5`, `254.66666666666666`, `1e-05`.
/// Whole numbers print without a fraction, and −0 as 0.
func formatShortest(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
        return String(Int64(value))
    }
    return value.description
}

/// IB's `DBL_MIN` marker and any other denormal-scale value mean 0 (§4).
func droppingMarker(_ value: Double) -> Double {
    abs(value) < 1e-300 ? 0 : value
}

extension MarkupTree {
    /// A numeric attribute, nil when absent; a value that is not a finite decimal number is a
    /// `ButtonProblem` naming `what` (e.g. `frame width`).
    func number(_ attribute: String, of element: Int, what: String) throws(ButtonProblem) -> Double? {
        guard let text = self.attribute(attribute, of: element) else { return nil }
        guard let value = parseDecimal(text) else {
            throw ButtonProblem(element: element, message: "\(what) \"\(text)\" is not a number")
        }
        guard value.isFinite else {
            throw ButtonProblem(element: element, message: "\(what) \"\(text)\" is not a finite number")
        }
        return value
    }

    /// `YES` is true; anything else (absent, `NO`) false, as IB writes booleans.
    func flag(_ attribute: String, of element: Int) -> Bool {
        self.attribute(attribute, of: element) == "YES"
    }
}
