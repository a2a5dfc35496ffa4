// Core Graphics' geometry, re-made as small value types so the engine needs no Foundation.

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point = .zero, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// CGRectIsEmpty: no area (or a negative side).
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// UIEdgeInsetsInsetRect: positive insets shrink, negative grow. Sides may come out negative.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// CGRectStandardize: a negative width or height moves the origin and turns positive.
    public var standardized: Rect {
        var rect = self
        if rect.width < 0 {
            rect.x += rect.width
            rect.width = -rect.width
        }
        if rect.height < 0 {
            rect.y += rect.height
            rect.height = -rect.height
        }
        return rect
    }

    /// CGRectUnion for two non-null rects.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        return Rect(
            x: minX,
            y: minY,
            width: Swift.max(maxX, other.maxX) - minX,
            height: Swift.max(maxY, other.maxY) - minY
        )
    }

    /// Whether `other` lies inside this rect, allowing for floating-point noise.
    public func contains(_ other: Rect) -> Bool {
        let tolerance = 1e-9
        return other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// CGRectIntersection of two standardized rects when they share some area; nil when they only
    /// touch or are apart (an empty rect covers nothing, so it overlaps nothing).
    public func overlap(with other: Rect) -> Rect? {
        let a = standardized, b = other.standardized
        let minX = Swift.max(a.minX, b.minX), maxX = Swift.min(a.maxX, b.maxX)
        let minY = Swift.max(a.minY, b.minY), maxY = Swift.min(a.maxY, b.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// UIEdgeInsets: (top, left, bottom, right), in UIKit's order.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    public var isZero: Bool { self == .zero }
}
