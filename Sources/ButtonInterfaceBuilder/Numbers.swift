/// Decimal numbers as IB writes them (`254.66666666666666`, `2.2250738585072014e-308`), parsed at
/// full precision. Only decimal syntax: `Double.init` alone would also take `nan`, `inf` and hex.
func parseDecimal(_ text: String) -> Double? {
    guard isDecimalNumber(text) else { return nil }
    return Double(text)
}

/// `[-+]? (digits [. digits?] | . digits) ([eE] [-+]? digits)?`
func isDecimalNumber(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    let integer = bytes.prefix(while: isDigit)
    bytes = bytes.dropFirst(integer.count)
    var fraction = 0
    if bytes.first == UInt8(ascii: ".") {
        bytes = bytes.dropFirst()
        fraction = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(fraction)
    }
    guard integer.count + fraction > 0 else { return false }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
        bytes = bytes.dropFirst()
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let exponent = bytes.prefix(while: isDigit).count
        guard exponent > 0 else { return false }
        bytes = bytes.dropFirst(exponent)
    }
    return bytes.isEmpty
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
