/// The sizes the checkout screens give their buttons, in points: what the figures in the
/// documentation draw.
public enum CheckoutButtonMetrics {
    /// The pay button: full width of a 320-pt column, 50 pt high.
    public static let payButtonSize = (width: 320.0, height: 50.0)
    /// The toolbar's share button: a 44 × 44 tap target around a 24-pt icon.
    public static let shareTapTarget = 44.0
    /// The sheet's close button: 30 × 30 around a 14-pt glyph.
    public static let closeButtonSide = 30.0
}
