/// One process-wide lock around everything that can reach cairo's scaled-font code.
///
/// cairo 1.16 (Debian 12's) deadlocks when two threads use fonts at once and its process-wide
/// glyph cache is full. A thread that added glyphs evicts other fonts' glyph pages while holding
/// the cache's lock, taking each font's own lock. Meanwhile a thread measuring with one of those
/// fonts holds that font's lock and waits for the cache's lock. That is lock-order inversion
/// inside cairo, which no choice of font maps or Pango contexts avoids. It was seen as
/// `render --jobs 2` never ending on a batch with a long CJK title (reproduced every time: the
/// title fills the cache while the other worker draws), and as a test process that hung in
/// `cairo_show_glyphs` against `cairo_scaled_font_glyph_extents`.
///
/// So these run one at a time, under this lock:
/// - Pango measuring and drawing (`FontLibrary.Storage.withEngine`);
/// - making and releasing a font map and its cached layouts, which releases scaled fonts;
/// - showing, finishing and destroying a PDF surface, which replays and subsets glyphs.
///
/// Shapes, images, PNG decoding and encoding stay parallel. The lock is not recursive: nothing
/// that holds it calls back into code that takes it. It is a `ConditionLock` (a plain pthread
/// mutex), so a batch worker waiting for the other's text sleeps; the kernel spins a waiter on
/// Synchronization's `Mutex` while the owner runs.
enum CairoFontLock {
    private static let lock = ConditionLock()

    static func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withLock(body)
    }
}
