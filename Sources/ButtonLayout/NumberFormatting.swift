/// Formats a point value the way the articles write them: `75`, `37.5`, `-12.25`, never `75.0` or `-0`.
/// Values are first snapped to 1e-9 so that 0.1 + 0.2 prints as 0.3, not 0.30000000000000004.
package func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    // Past 1e15 there is no fraction left to snap, and value * 1e9 could overflow to inf.
    let snapped = abs(value) < 1e15 ? (value * 1e9).rounded() / 1e9 : value
    if snapped == 0 { return "0" }
    if snapped == snapped.rounded(), abs(snapped) < 1e15 {
        return String(Int64(snapped))
    }
    return snapped.description
}

/// `formatNumber(_:)` after rounding (half away from zero) to `maximumFractionDigits` decimals: for
/// measurements shown to people, like a colour distance of 0.966 or a warning's 30.33.
package func formatNumber(_ value: Double, maximumFractionDigits: Int) -> String {
    var scale = 1.0
    for _ in 0..<max(0, maximumFractionDigits) { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    // A value too large to scale keeps every digit it has.
    return formatNumber(rounded.isFinite ? rounded : value)
}

/// `(x, y, w, h)` in the articles' notation.
package func formatRect(_ rect: Rect) -> String {
    "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
}

/// `w × h`.
package func formatSize(_ size: Size) -> String {
    "\(formatNumber(size.width)) × \(formatNumber(size.height))"
}

/// `(top, left, bottom, right)`, UIEdgeInsets order.
package func formatInsets(_ insets: EdgeInsets) -> String {
    "(\(formatNumber(insets.top)), \(formatNumber(insets.left)), \(formatNumber(insets.bottom)), \(formatNumber(insets.right)))"
}

/// A value for people to read in a warning: at most two decimals (30.33), as figures and tables
/// show them; the JSON's numbers keep full precision.
func readable(_ value: Double) -> String {
    formatNumber(value, maximumFractionDigits: 2)
}

func readable(_ rect: Rect) -> String {
    "(\(readable(rect.x)), \(readable(rect.y)), \(readable(rect.width)), \(readable(rect.height)))"
}

func readable(_ size: Size) -> String {
    "\(readable(size.width)) × \(readable(size.height))"
}

/// A value for a figure or a table: at most two decimals (20.33, 42.67), like the articles.
package func figureNumber(_ value: Double) -> String {
    guard value.isFinite else { return formatNumber(value) }
    return formatNumber((value * 100).rounded() / 100)
}
