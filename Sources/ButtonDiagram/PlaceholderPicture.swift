import ButtonLayout

/// The built-in picture drawn for `ImageSource.placeholder`: a pastel sky, a sun and two hills.
///
/// Defined once, in the frame's own proportions, so that every backend draws the same picture and a
/// squashed frame visibly squashes it: the round sun becomes an ellipse.
package struct PlaceholderPicture: Hashable, Sendable {
    package struct Ellipse: Hashable, Sendable {
        package var center: Point
        package var radiusX: Double
        package var radiusY: Double
    }

    package var sky: Rect
    package var skyColor: Color
    package var sun: Ellipse
    package var sunColor: Color
    package var hills: [Point]
    package var hillColor: Color

    package init(frame: Rect) {
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
