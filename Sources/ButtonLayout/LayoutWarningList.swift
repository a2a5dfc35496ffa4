/// The warnings of one layout, held inline as plain numbers. A layout has a handful at most (the
/// bench's mix up to four), and a `[LayoutWarning]` cost a heap allocation, its growth and its
/// free on most layouts — the largest cost left in the engine. Each warning is stored as its kind
/// and numbers (trivially copyable); the one truncated line and the one list of inset names a
/// layout can report sit beside them. Anything that does not fit goes to `more`, which allocates
/// only then, and everything after it too, so the order is kept. `LayoutResult.warnings` builds
/// the public array when asked.
struct LayoutWarningList: Hashable, Sendable {
    private struct Slot: Sendable {
        var kind: UInt8 = 0
        var element: LayoutWarning.Element = .imageView
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0
    }

    private var slots = (Slot(), Slot(), Slot(), Slot())
    private var slotCount: UInt8 = 0
    private var hasLine = false
    private var line: String?
    private var insets: [String]?
    private var more: [LayoutWarning] = []

    init() {}

    init(_ warnings: [LayoutWarning]) {
        for warning in warnings { appendWarning(warning) }
    }

    var count: Int { Int(slotCount) + more.count }

    // Equal and hashed as the arrays they stand for (rare: comparing whole results).
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.array == rhs.array }
    func hash(into hasher: inout Hasher) { hasher.combine(array) }

    mutating func appendWarning(_ warning: LayoutWarning) {
        guard slotCount < 4, more.isEmpty, let slot = encode(warning) else {
            more.append(warning)
            return
        }
        switch slotCount {
        case 0: slots.0 = slot
        case 1: slots.1 = slot
        case 2: slots.2 = slot
        default: slots.3 = slot
        }
        slotCount += 1
    }

    mutating func removeAll() {
        self = LayoutWarningList()
    }

    /// In the order they were appended.
    func forEach(_ body: (LayoutWarning) throws -> Void) rethrows {
        if slotCount > 0 { try body(decode(slots.0)) }
        if slotCount > 1 { try body(decode(slots.1)) }
        if slotCount > 2 { try body(decode(slots.2)) }
        if slotCount > 3 { try body(decode(slots.3)) }
        for warning in more { try body(warning) }
    }

    var array: [LayoutWarning] {
        guard count > 0 else { return [] }
        var warnings: [LayoutWarning] = []
        warnings.reserveCapacity(count)
        forEach { warnings.append($0) }
        return warnings
    }

    /// The warning as a slot, or nil when its text has no room beside the slots.
    private mutating func encode(_ warning: LayoutWarning) -> Slot? {
        switch warning {
        case .titleTruncated(let from, let to, let line):
            guard !hasLine else { return nil }
            hasLine = true
            self.line = line
            return Slot(kind: 0, a: from, b: to)
        case .titleWidthUpperBound(let width):
            return Slot(kind: 1, a: width)
        case .imageSquashed(let from, let to):
            return Slot(kind: 2, a: from.width, b: from.height, c: to.width, d: to.height)
        case .contentOutsideBounds(let element, let frame):
            return Slot(kind: 3, element: element, a: frame.x, b: frame.y, c: frame.width, d: frame.height)
        case .insetsIgnoredByIntrinsicSize(let insets):
            guard self.insets == nil else { return nil }
            self.insets = insets
            return Slot(kind: 4)
        case .insetsCross(let area, let width, let height):
            return Slot(kind: 5, element: area, a: width, b: height)
        case .negativeOverrideRect(let element, let rect):
            return Slot(kind: 6, element: element, a: rect.x, b: rect.y, c: rect.width, d: rect.height)
        case .imageTitleOverlap(let overlap):
            return Slot(kind: 7, a: overlap.x, b: overlap.y, c: overlap.width, d: overlap.height)
        case .titleWrapped(let lines, let height, let intrinsicLines):
            return Slot(kind: 8, a: Double(lines), b: height, c: Double(intrinsicLines))
        case .lineBreakInOneLineTitle(let hardLines):
            return Slot(kind: 9, a: Double(hardLines))
        case .multilineTitleLeftAligned(let lines):
            return Slot(kind: 10, a: Double(lines))
        }
    }

    private func decode(_ slot: Slot) -> LayoutWarning {
        let rect = Rect(x: slot.a, y: slot.b, width: slot.c, height: slot.d)
        return switch slot.kind {
        case 0: .titleTruncated(from: slot.a, to: slot.b, line: line)
        case 1: .titleWidthUpperBound(width: slot.a)
        case 2: .imageSquashed(from: Size(width: slot.a, height: slot.b), to: Size(width: slot.c, height: slot.d))
        case 3: .contentOutsideBounds(element: slot.element, frame: rect)
        case 4: .insetsIgnoredByIntrinsicSize(insets: insets ?? [])
        case 5: .insetsCross(area: slot.element, width: slot.a, height: slot.b)
        case 6: .negativeOverrideRect(element: slot.element, rect: rect)
        case 7: .imageTitleOverlap(overlap: rect)
        case 8: .titleWrapped(lines: Int(slot.a), height: slot.b, intrinsicLines: Int(slot.c))
        case 9: .lineBreakInOneLineTitle(hardLines: Int(slot.a))
        default: .multilineTitleLeftAligned(lines: Int(slot.a))
        }
    }
}
