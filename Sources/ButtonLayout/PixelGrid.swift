/// Snaps point values to the device pixel grid, as UIKit's layout does with the screen scale.
public struct PixelGrid: Hashable, Sendable {
    public var scale: Double

    public init(scale: ScreenScale) {
        self.scale = scale.factor
    }

    /// floor(v·s) / s
    @inlinable public func floor(_ value: Double) -> Double {
        (value * scale).rounded(.down) / scale
    }

    /// round(v·s) / s, halves away from zero like C's round().
    @inlinable public func round(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// ceil(v·s) / s
    @inlinable public func ceil(_ value: Double) -> Double {
        (value * scale).rounded(.up) / scale
    }

    @inlinable public func round(_ rect: Rect) -> Rect {
        Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
    }
}
