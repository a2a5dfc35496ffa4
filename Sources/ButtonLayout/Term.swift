/// The rounding functions of layout-model.md R1 and R5.
public enum Rounding: String, Hashable, Sendable, CaseIterable {
    /// round(v·s)/s, halves away from zero.
    case roundPx
    /// floor(v·s)/s
    case floorPx
    /// ceil(v·s)/s
    case ceilPx
    /// floor(v·s + ½)/s: halves toward +∞ (R10's contentEdgeInsets components).
    case roundUpPx
    /// ceil(v): the title box in whole points (R5).
    case ceil

    public func apply(_ value: Double, scale: Double) -> Double {
        switch self {
        case .roundPx: (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        case .floorPx: (value * scale).rounded(.down) / scale
        case .ceilPx: (value * scale).rounded(.up) / scale
        case .roundUpPx: (value * scale + 0.5).rounded(.down) / scale
        case .ceil: value.rounded(.up)
        }
    }
}

/// One step's formula as data: named operands with their values, arithmetic, and rounding. The
/// engine computes with plain doubles; when explaining it also records the term, and a test checks
/// that every term evaluates to exactly the value the engine got, so the two cannot drift apart.
public indirect enum Term: Hashable, Sendable {
    /// A quantity with its name (`IR.w`, `iw0`) and value.
    case operand(String, Double)
    /// A constant of the model (2, 12, 30).
    case constant(Double)
    case add(Term, Term)
    case subtract(Term, Term)
    case multiply(Term, Term)
    case divide(Term, Term)
    case negate(Term)
    case minimum(Term, Term)
    case maximum(Term, Term)
    case rounded(Rounding, Term)
    /// The length UIRectIntegralWithScale gives a span: (ceil(o·s + l·s) − floor(o·s)) / s (R3).
    case integralLength(origin: Term, length: Term)

    /// The value in IEEE double, in the written order.
    public func evaluate(scale: Double) -> Double {
        switch self {
        case .operand(_, let value), .constant(let value): value
        case .add(let a, let b): a.evaluate(scale: scale) + b.evaluate(scale: scale)
        case .subtract(let a, let b): a.evaluate(scale: scale) - b.evaluate(scale: scale)
        case .multiply(let a, let b): a.evaluate(scale: scale) * b.evaluate(scale: scale)
        case .divide(let a, let b): a.evaluate(scale: scale) / b.evaluate(scale: scale)
        case .negate(let a): -a.evaluate(scale: scale)
        case .minimum(let a, let b): Swift.min(a.evaluate(scale: scale), b.evaluate(scale: scale))
        case .maximum(let a, let b): Swift.max(a.evaluate(scale: scale), b.evaluate(scale: scale))
        case .rounded(let rounding, let a): rounding.apply(a.evaluate(scale: scale), scale: scale)
        case .integralLength(let origin, let length):
            pixelIntegralLength(origin.evaluate(scale: scale), length.evaluate(scale: scale), scale: scale)
        }
    }

    /// Whether a roundPx inside the term rounds a negative exact half, where C's round() (away from
    /// zero) and other roundings disagree: R1's open question.
    func hasNegativeHalfRounding(scale: Double) -> Bool {
        roundings(scale: scale).contains { rounding in
            let scaled = rounding.before * scale
            return rounding.rounding == .roundPx && scaled < 0 && scaled - scaled.rounded(.towardZero) == -0.5
        }
    }

    /// Every rounding inside the term with the value it rounded, innermost first, for
    /// "roundPx(71.25) = 71.5" lines.
    public func roundings(scale: Double) -> [(rounding: Rounding, before: Double, after: Double)] {
        var found: [(Rounding, Double, Double)] = []
        collectRoundings(scale: scale, into: &found)
        return found
    }

    private func collectRoundings(scale: Double, into found: inout [(Rounding, Double, Double)]) {
        switch self {
        case .operand, .constant: break
        case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b),
            .minimum(let a, let b), .maximum(let a, let b), .integralLength(let a, let b):
            a.collectRoundings(scale: scale, into: &found)
            b.collectRoundings(scale: scale, into: &found)
        case .negate(let a):
            a.collectRoundings(scale: scale, into: &found)
        case .rounded(let rounding, let a):
            a.collectRoundings(scale: scale, into: &found)
            let before = a.evaluate(scale: scale)
            found.append((rounding, before, rounding.apply(before, scale: scale)))
        }
    }
}

// Short builders so that the engine's recorded formulas read like the spec's.
extension Term {
    static func + (a: Term, b: Term) -> Term { .add(a, b) }
    static func - (a: Term, b: Term) -> Term { .subtract(a, b) }
    static func * (a: Term, b: Term) -> Term { .multiply(a, b) }
    static func / (a: Term, b: Term) -> Term { .divide(a, b) }
    static prefix func - (a: Term) -> Term { .negate(a) }
}

@inline(__always) func op(_ name: String, _ value: Double) -> Term { .operand(name, value) }

/// (ceil(o·s + l·s) − floor(o·s)) / s: the length of a span snapped outward to the pixel grid.
@inline(__always) func pixelIntegralLength(_ origin: Double, _ length: Double, scale: Double) -> Double {
    ((origin * scale + length * scale).rounded(.up) - (origin * scale).rounded(.down)) / scale
}
