import ButtonLayout

/// The views a trace talks about.
public enum ViewName: String, CaseIterable, Hashable, Sendable {
    case button, superview, backgroundView, imageView, titleLabel
}

/// A public message sent to the button.
public enum MessageSelector: Hashable, Sendable {
    case rect(RectSelector)
    case sizeThatFits
    case intrinsicContentSize

    /// As an `NSLog(@"%s", _cmd)` prints it.
    public var name: String {
        switch self {
        case .rect(let selector): selector.selector
        case .sizeThatFits: "sizeThatFits:"
        case .intrinsicContentSize: "intrinsicContentSize"
        }
    }

    /// Article 4's short notation; nil for the sizing messages, which it does not number.
    public var shortNumber: Int? {
        if case .rect(let selector) = self { return selector.shortNumber }
        return nil
    }
}

/// An argument or a return value.
public enum MessageValue: Hashable, Sendable {
    case rect(Rect)
    case size(Size)
    case none
}

/// The UIKit routine that reached a private setup routine (`_setupImageView<-X`).
public enum SetupOrigin: String, CaseIterable, Hashable, Sendable {
    case updateImageView = "_updateImageView"
    case updateTitleView = "_updateTitleView"
    case updateBackgroundImageView = "_updateBackgroundImageView"
    case imageViewGetter = "imageView"
    case titleLabelGetter = "titleLabel"
    case sizeThatFits = "sizeThatFits:"
    case intrinsicContentSize = "intrinsicContentSize"
}

/// Who sent a message: the `via` of §2.
public enum Caller: Hashable, Sendable {
    case app
    case setupImageView(SetupOrigin)
    case setupTitleView(SetupOrigin)
    case setupBackgroundView(SetupOrigin)
    case layoutBackgroundImageView
    case layoutImageAndTitleViews
    case pressFeedbackPosition
    /// `legacyArticleStructure`: the update routines frame their views themselves.
    case updateImageView
    case updateTitleView
    /// `sizeToFit` asking `sizeThatFits:`.
    case sizeToFit
    /// A configuration button's update made the view (§10.9).
    case applyConfiguration

    public var name: String {
        switch self {
        case .app: "app"
        case .setupImageView(let origin): "_setupImageView<-\(origin.rawValue)"
        case .setupTitleView(let origin): "_setupTitleView<-\(origin.rawValue)"
        case .setupBackgroundView(let origin): "_setupBackgroundView<-\(origin.rawValue)"
        case .layoutBackgroundImageView: "_layoutBackgroundImageView"
        case .layoutImageAndTitleViews: "_layoutImageAndTitleViews"
        case .pressFeedbackPosition: "pressFeedbackPosition"
        case .updateImageView: "_updateImageView"
        case .updateTitleView: "_updateTitleView"
        case .sizeToFit: "sizeToFit"
        case .applyConfiguration: "applyConfiguration"
        }
    }
}

/// Who assigned a frame.
public enum FrameSetter: String, Hashable, Sendable {
    /// UIKit's own layout code.
    case layout
    /// The app, from outside the button.
    case app
    /// The subclass's code (`init`, `awakeFromNib`, `layoutSubviews`).
    case override
    /// Decoded from a nib or storyboard.
    case nib
}

/// Where subclass code runs.
public enum SubclassSite: Hashable, Sendable {
    case rectOverride(RectSelector)
    case layoutSubviews
    case initBody
    case awakeFromNib

    public var name: String {
        switch self {
        case .rectOverride(let selector): selector.selector
        case .layoutSubviews: "layoutSubviews"
        case .initBody: "init"
        case .awakeFromNib: "awakeFromNib"
        }
    }
}

/// Why a view was marked dirty.
public enum InvalidationCause: Hashable, Sendable {
    /// `_invalidateForPropertyChange` after a setter such as `setTitle:forState:`.
    case propertyChange(String)
    /// `_setupTitleViewRequestingLayout:YES` (the titleLabel getter).
    case setupTitleViewRequestingLayout
    /// The imageView getter before it creates the view.
    case imageViewGetter
    /// The button's own size changed (`setFrame:`, `setBounds:`, `sizeToFit`).
    case sizeChange(String)
    /// A subview's size changed outside its superview's layout pass (P7, folk rule).
    case subviewResized(ViewName)
    /// `addSubview:` marks the superview (its layer gained a sublayer).
    case subviewAdded
    /// The button was added to a superview (folk).
    case movedToSuperview
    /// `setNeedsLayout` sent by the app.
    case app
    /// `setNeedsLayout` sent by subclass code.
    case subclass(SubclassSite)
    /// `imageChildInvalidation`: the new image view's first image.
    case imageViewImageSet
    /// §10.2: the label's text or font changed while it is the button's subview.
    case labelMetricsChanged
    /// §10.6 with `imageChildInvalidation`: the image view's image changed size.
    case childIntrinsicSize
    /// A touch changed `isHighlighted` (states.md AS5).
    case highlightChange

    public var name: String {
        switch self {
        case .propertyChange(let setter): "_invalidateForPropertyChange (\(setter))"
        case .setupTitleViewRequestingLayout: "_setupTitleViewRequestingLayout:YES"
        case .imageViewGetter: "imageView getter"
        case .sizeChange(let setter): "\(setter) size change"
        case .subviewResized(let view): "\(view.rawValue) resized"
        case .subviewAdded: "addSubview:"
        case .movedToSuperview: "didMoveToSuperview"
        case .app: "app"
        case .subclass(let site): "subclass \(site.name)"
        case .imageViewImageSet: "imageView setImage: (first image)"
        case .labelMetricsChanged: "_titleViewLabelMetricsChanged"
        case .childIntrinsicSize: "intrinsicContentSizeInvalidatedForChildView:"
        case .highlightChange: "setHighlighted:animated:"
        }
    }
}

/// Terminal crashes.
public enum CrashReason: Hashable, Sendable {
    /// Pitfall 1: a getter re-entered the lazy creation of its own view. `inOverride` is the rect
    /// override running when it happened (nil if none).
    case infiniteRecursion(view: ViewName, inOverride: RectSelector?)
    /// A frame with NaN or infinite numbers (CALayerInvalidGeometry).
    case invalidGeometry(view: ViewName, frame: Rect)
    /// `layoutSubviews` re-entered itself this many times (the stack would overflow).
    case layoutRecursion(depth: Int)
}

/// One event of §2.
public enum TraceEvent: Hashable, Sendable {
    /// A public message. `result` nil: it never returned (the app crashed inside it).
    case message(MessageSelector, argument: MessageValue, result: MessageValue?, via: Caller)
    case layoutSubviewsBegin(bounds: Rect)
    case layoutSubviewsEnd(bounds: Rect)
    /// The superview's own pass (only to show ordering).
    case superviewLayoutSubviews
    case create(ViewName, frame: Rect, index: Int, via: Caller)
    case frame(ViewName, frame: Rect, by: FrameSetter)
    case hidden(ViewName, value: Bool)
    /// `coalesced`: the view was already dirty (the mark changes nothing).
    case setNeedsLayout(ViewName, cause: InvalidationCause, coalesced: Bool)
    /// The private `_deriveTitleRect:imageRect:fromContentRect:…`: frames without public messages.
    case deriveTitleRect(contentRect: Rect, imageRect: Rect?, titleRect: Rect?)
    case runLoopLayoutSweep(Int)
    /// A subview's text, colour, font or image changed (§10.10).
    case content(ContentProperty, old: SubviewContentValue, new: SubviewContentValue, by: ContentSetter)
    /// A refresh point ran (§10.1).
    case refresh(RefreshRoutine, via: RefreshSite)
    /// §10.12: a non-terminal diagnostic; the simulation goes on.
    case pitfall(ContentPitfall)
    case crash(CrashReason)
    case feedbackLoop(sweeps: Int)
}

/// An event with its nesting depth (0 = sent by the action itself).
public struct TraceRecord: Hashable, Sendable {
    public var depth: Int
    public var event: TraceEvent

    public init(depth: Int, event: TraceEvent) {
        self.depth = depth
        self.event = event
    }

    /// Article 4's number: 1 for the button's `layoutSubviews`, 2–5 for the rect messages.
    public var shortNumber: Int? {
        switch event {
        case .layoutSubviewsBegin: 1
        case .message(let selector, _, _, _): selector.shortNumber
        default: nil
        }
    }
}
