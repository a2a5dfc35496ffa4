import ButtonLayout

/// The built-in picture drawn for `ImageSource.placeholder`: a pastel sky, a sun and two hills.
///
/// Defined once, in the frame's own proportions, so that every backend draws the same picture and a
/// squashed frame visibly squashes it: the round sun becomes an ellipse.
public struct PlaceholderPicture: Hashable, Sendable {
    public struct Ellipse: Hashable, Sendable {
        public var center: Point
        public var radiusX: Double
        public var radiusY: Double
    }

    public var sky: Rect
    public var skyColor: Color
    public var sun: Ellipse
    public var sunColor: Color
    public var hills: [Point]
    public var hillColor: Color

    public init(frame: Rect) {
        func point(_ u: Double, _ v: Double) -> Point {
            Point(x: frame.x + u * frame.width, y: frame.y + v * frame.height)
        }
        sky = frame
        skyColor = Color(rgb: 0xCDE6F5)
        sun = Ellipse(center: point(0.7, 0.3), radiusX: 0.12 * frame.width, radiusY: 0.12 * frame.height)
        sunColor = Color(rgb: 0xF7C948)
        hills = [
            point(0, 1), point(0, 0.75), point(0.3, 0.45), point(0.5, 0.65),
            point(0.7, 0.5), point(1, 0.8), point(1, 1),
        ]
        hillColor = Color(rgb: 0x7BBF6A)
    }
}
