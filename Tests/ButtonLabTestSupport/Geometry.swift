import ButtonLayout

/// A rect as the tests write it: `rect(x, y, width, height)`.
public func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// A size as the tests write it: `size(width, height)`.
public func size(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
