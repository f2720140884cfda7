/// UIKit's standard controls as views (docs/DESIGN.md §Views), by UIKit's property names. Their
/// art is `Widgets/Views/`; they are laid out in `Layout/Views/ControlsLayout.swift` and painted
/// by `Chevron/Paint/Controls+Paint.swift`.

/// `UISwitch`: on or off, at UIKit's fixed size.
public struct Switch: ViewContent {
    public static let className = "switch"
    public var isOn: Bool
    public init(isOn: Bool = false) { self.isOn = isOn }
}

/// `UISlider`: `value` between `minimumValue` and `maximumValue`.
public struct Slider: ViewContent {
    public static let className = "slider"
    public var value: Double, minimumValue: Double, maximumValue: Double
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
    }
}

/// `UIProgressView`: `progress` 0…1 in the `default` or `bar` style.
public struct Progress: ViewContent {
    public static let className = "progressView"
    public enum Style: String, CaseIterable, Hashable, Sendable { case `default`, bar }
    public var progress: Double
    public var style: Style
    public init(progress: Double = 0, style: Style = .default) {
        self.progress = progress
        self.style = style
    }
}

/// `UIActivityIndicatorView`: the twelve spokes, `white`, `whiteLarge` or `gray`; turning while
/// `isAnimating` (`startAnimating`), else still — and hidden when `hidesWhenStopped`, as UIKit hides
/// a stopped spinner.
public struct ActivityIndicator: ViewContent {
    public static let className = "activityIndicatorView"
    public enum Style: String, CaseIterable, Hashable, Sendable { case white, whiteLarge, gray }
    public var style: Style
    /// `isAnimating`: the spokes turn in `animate`'s frames (a still, `render`, shows the first step).
    public var isAnimating: Bool
    /// `hidesWhenStopped`: a spinner that is not animating is not drawn (UIKit's default, true).
    public var hidesWhenStopped: Bool
    /// The leading spoke, 0…11 clockwise from the top: 0 at rest, stepped as time passes
    /// (`phase(after:)`).
    package var phase = 0

    /// One turn of the twelve spokes, in seconds, taken in twelve equal steps of 30°, each held
    /// (not swept): Apple's own replica of the iPhone's interface, PastryKit, turns its activity
    /// indicator with `-webkit-animation-duration: .75s` over keyframes holding 0°, 30°, … 330° a
    /// twelfth of the time each (`loadingImageAnimation` in its `mobile/style/stylesheet.css`);
    /// Chameleon's UIKit (The Iconfactory) likewise shows twelve frames in 0.8 s, discretely.
    public static let period = 0.75

    public init(style: Style = .white, isAnimating: Bool = true, hidesWhenStopped: Bool = true) {
        self.style = style
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
    }

    /// Whether it is drawn: animating, or stopped but not hidden when stopped.
    public var isShown: Bool { isAnimating || !hidesWhenStopped }

    /// The spinner `seconds` after the instant this one shows: turned one spoke clockwise for every
    /// twelfth of `period` gone by while it animates, as it was when stopped.
    package func phase(after seconds: Double) -> ActivityIndicator {
        guard isAnimating, seconds > 0 else { return self }
        var turned = self
        let steps = Int((seconds / (ActivityIndicator.period / 12) + 1e-9).rounded(.down))
        turned.phase = (phase + steps) % 12
        return turned
    }
}

/// `UIPageControl`: a dot per page, the current one lit.
public struct PageControl: ViewContent {
    public static let className = "pageControl"
    public var numberOfPages: Int, currentPage: Int
    public init(numberOfPages: Int = 0, currentPage: Int = 0) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
    }
}

/// `UIButton` of a `buttonType`, its title, images and state.
public struct Button: ViewContent {
    public static let className = "button"
    public enum ButtonType: String, CaseIterable, Hashable, Sendable {
        case roundedRect, custom, detailDisclosure, infoLight, infoDark, contactAdd
    }
    public enum State: String, CaseIterable, Hashable, Sendable { case normal, highlighted, disabled, selected }
    public var buttonType: ButtonType
    public var title: String?
    public var titleColor: RGBAColor?
    public var image: String?
    public var backgroundImage: String?
    public var state: State
    /// nil: UIKit's bold 15 (a custom button's regular 15... as the art says).
    public var font: ViewFont?

    public init(buttonType: ButtonType = .roundedRect, title: String? = nil, titleColor: RGBAColor? = nil,
                image: String? = nil, backgroundImage: String? = nil, state: State = .normal, font: ViewFont? = nil) {
        self.buttonType = buttonType
        self.title = title
        self.titleColor = titleColor
        self.image = image
        self.backgroundImage = backgroundImage
        self.state = state
        self.font = font
    }

    public var imagesDrawn: [String] { [backgroundImage, image].compactMap { $0 } }
}

/// `UITextField`: its border, text (dots when `secureTextEntry`) or placeholder, and clear button.
public struct TextField: ViewContent {
    public static let className = "textField"
    public enum BorderStyle: String, CaseIterable, Hashable, Sendable { case none, line, bezel, roundedRect }
    public enum ClearButtonMode: String, CaseIterable, Hashable, Sendable {
        case never, whileEditing, unlessEditing, always
    }
    public var borderStyle: BorderStyle
    public var text: String
    public var placeholder: String?
    public var textColor: RGBAColor?
    public var font: ViewFont?
    public var textAlignment: LabelView.Alignment
    public var clearButtonMode: ClearButtonMode
    public var isSecure: Bool
    /// `firstResponder: true`: being edited, the keyboard up and the insertion point shown.
    public var isFirstResponder = false
    /// The keyboard it brings up (UIKit's defaults unless the scene says).
    public var traits = TextInputTraits()

    public init(borderStyle: BorderStyle = .none, text: String = "", placeholder: String? = nil,
                textColor: RGBAColor? = nil, font: ViewFont? = nil, textAlignment: LabelView.Alignment = .left,
                clearButtonMode: ClearButtonMode = .never, isSecure: Bool = false) {
        self.borderStyle = borderStyle
        self.text = text
        self.placeholder = placeholder
        self.textColor = textColor
        self.font = font
        self.textAlignment = textAlignment
        self.clearButtonMode = clearButtonMode
        self.isSecure = isSecure
    }

    /// The clear button shows when there is text and the mode shows it in the field's state:
    /// `always`; `unlessEditing` at rest; `whileEditing` while first responder.
    public var showsClearButton: Bool {
        guard !text.isEmpty else { return false }
        switch clearButtonMode {
        case .always: return true
        case .never: return false
        case .unlessEditing: return !isFirstResponder
        case .whileEditing: return isFirstResponder
        }
    }
}

/// `UITextView`: multi-line text from its top left, wrapped at spaces.
public struct TextView: ViewContent {
    public static let className = "textView"
    public var text: String
    public var font: ViewFont
    public var textColor: RGBAColor?
    /// `firstResponder: true`: being edited, the keyboard up and the insertion point shown.
    public var isFirstResponder = false
    /// The keyboard it brings up (UIKit's defaults unless the scene says).
    public var traits = TextInputTraits()
    public init(text: String = "", font: ViewFont = .label, textColor: RGBAColor? = nil) {
        self.text = text
        self.font = font
        self.textColor = textColor
    }
}
