import ChevronSupport
import NavigationModel
import Scene

extension SceneLimits {
    /// Views in one view controller's view, all levels together: far more than a screen holds.
    package static let maxViews = 4096
    /// How deep views may nest (UIKit's own screens go some ten deep).
    package static let maxViewDepth = 32
}

/// One class of view a scene may write under `subviews`: its name (UIKit's class without the `UI`
/// prefix, lower camel case), a line saying what it is, its own keys besides every view's
/// (`SceneNode.viewKeys`), and how its content is read from the view's mapping. Adding a class is
/// one entry in `SceneNode.viewClasses`.
struct ViewClassSyntax: Sendable {
    let name: String
    /// The view's mapping: every view's keys, then the class's own.
    let shape: MappingShape
    let read: @Sendable (SceneMapping) throws(SceneError) -> any ViewContent
    /// Whether the class has the `firstResponder` key (a text field, a text view).
    let takesFirstResponder: Bool

    init(name: String, _ summary: String, keys: [KeyShape],
         read: @escaping @Sendable (SceneMapping) throws(SceneError) -> any ViewContent) {
        self.name = name
        shape = MappingShape(name, summary, keys: SceneNode.viewKeys + keys)
        takesFirstResponder = shape.names.contains("firstResponder")
        self.read = read
    }
}

extension SceneNode {
    /// UIView's own keys, which every class takes.
    static let viewKeys = [
        KeyShape("id", .text, "A name for the view (the layout's messages and `resolve` name it)."),
        KeyShape("frame", .list(.number(-SceneLimits.maxPoints...SceneLimits.maxPoints), count: 4...4),
                 "`[x, y, width, height]` in points, in its superview's coordinates: every view has one, but a bar's "
                     + "custom view of a class that sizes itself ("
                     + selfSizingViewClasses.map { "`\($0)`" }.joined(separator: ", ") + ") may leave it out."),
        KeyShape("backgroundColor", .color, "The colour filling its bounds (none unless given)."),
        KeyShape("alpha", .number(0...1), "Its opacity and its subviews', 0 to 1 (1 unless given)."),
        KeyShape("hidden", .bool, "Hides it and its subviews (false unless given)."),
        KeyShape("clipsToBounds", .bool, "Clips its subviews to its bounds (false unless given)."),
        KeyShape("subviews", .list(.oneKey("subview"), max: SceneLimits.maxViews),
                 "Views inside it, in its coordinates, back to front."),
    ]
    static let viewKeyNames = viewKeys.map(\.name)

    /// A `subviews` entry: one key naming the view's class.
    static let subview = MappingShape(
        "subview", "A view: one key, its class (UIKit's without `UI`, in lower camel case), holding its properties.",
        keys: viewClasses.map { KeyShape($0.name, .mapping($0.shape.name), $0.shape.summary) })

    /// A responder's keys: `firstResponder` and UIKit's text input traits.
    static let responderKeys = [
        KeyShape("firstResponder", .bool, "Whether it is being edited, with the keyboard up (false unless given)."),
    ] + textInputTraitKeys + [
        KeyShape("inputView", .mapping("inputView"),
                 "A picker shown in the keyboard's place while it is first responder (UIKit 3.2's `inputView`)."),
    ]

    /// The classes of view a scene can write, by name: the one list the parser reads.
    static let viewClasses: [ViewClassSyntax] = [
        ViewClassSyntax(name: PlainView.className, "A UIView: a background, and subviews.", keys: []) {
            _ throws(SceneError) in PlainView()
        },
        ViewClassSyntax(name: LabelView.className, "A UILabel.", keys: labelKeys) {
            map throws(SceneError) in try label(in: map)
        },
        ViewClassSyntax(
            name: ImageView.className, "A UIImageView.",
            keys: [
                KeyShape("image", .imagePath, "The image."),
                KeyShape("highlightedImage", .imagePath, "The image shown while highlighted."),
                KeyShape("highlighted", .bool, "Shows the highlighted image (false unless given)."),
                KeyShape("contentMode", .cases(ContentMode.self), "How the image fills the view (`scaleToFill` unless given)."),
            ]
        ) { map throws(SceneError) in
            ImageView(image: try map["image"]?.imagePath(), highlightedImage: try map["highlightedImage"]?.imagePath(),
                      isHighlighted: try map["highlighted"]?.bool() ?? false,
                      contentMode: try map["contentMode"]?.value(ContentMode.self) ?? .scaleToFill)
        },
        ViewClassSyntax(name: SegmentedControl.className, "A UISegmentedControl.", keys: segmentedControlKeys) {
            map throws(SceneError) in try segmentedControl(in: map)
        },
        ViewClassSyntax(name: TableView.className, "A UITableView.", keys: tableKeys) { map throws(SceneError) in
            try map.node.without(viewKeyNames).tableView()
        },
        ViewClassSyntax(
            name: Button.className, "A UIButton.",
            keys: [
                KeyShape("buttonType", .cases(Button.ButtonType.self), "The button's type (`roundedRect` unless given)."),
                KeyShape("title", .text, "The button's title."),
                KeyShape("titleColor", .color, "The title's colour."),
                KeyShape("image", .imagePath, "An image beside (or instead of) the title."),
                KeyShape("backgroundImage", .imagePath, "An image stretched behind the title."),
                KeyShape("state", .cases(Button.State.self), "The state it is drawn in (`normal` unless given)."),
                KeyShape("font", .mapping("font"), "The title's font."),
            ]
        ) { map throws(SceneError) in
            Button(buttonType: try map["buttonType"]?.value(Button.ButtonType.self) ?? .roundedRect,
                   title: try map["title"]?.string(), titleColor: try map["titleColor"]?.color(),
                   image: try map["image"]?.imagePath(), backgroundImage: try map["backgroundImage"]?.imagePath(),
                   state: try map["state"]?.value(Button.State.self) ?? .normal, font: try map["font"]?.viewFont())
        },
        ViewClassSyntax(
            name: TextField.className, "A UITextField.",
            keys: [
                KeyShape("borderStyle", .cases(TextField.BorderStyle.self), "The field's border (`none` unless given)."),
                KeyShape("text", .text, "The text in the field."),
                KeyShape("placeholder", .text, "The grey text shown while the field is empty."),
                KeyShape("textColor", .color, "The text's colour."),
                KeyShape("font", .mapping("font"), "The text's font."),
                KeyShape("textAlignment", .cases(LabelView.Alignment.self), "Where the text goes (`left` unless given)."),
                KeyShape("clearButtonMode", .cases(TextField.ClearButtonMode.self),
                         "When the clear button shows (`never` unless given)."),
                KeyShape("secureTextEntry", .bool, "Draws the text as dots (false unless given)."),
            ] + responderKeys
        ) { map throws(SceneError) in
            var field = TextField(borderStyle: try map["borderStyle"]?.value(TextField.BorderStyle.self) ?? .none,
                      text: try map["text"]?.string() ?? "", placeholder: try map["placeholder"]?.string(),
                      textColor: try map["textColor"]?.color(), font: try map["font"]?.viewFont(),
                      textAlignment: try map["textAlignment"]?.value(LabelView.Alignment.self) ?? .left,
                      clearButtonMode: try map["clearButtonMode"]?.value(TextField.ClearButtonMode.self) ?? .never,
                      isSecure: try map["secureTextEntry"]?.bool() ?? false)
            field.isFirstResponder = try map["firstResponder"]?.bool() ?? false
            field.traits = try textInputTraits(in: map)
            return field
        },
        ViewClassSyntax(
            name: TextView.className, "A UITextView.",
            keys: [
                KeyShape("text", .text, "The text, wrapped to the view's width."),
                KeyShape("font", .mapping("font"), "The text's font."),
                KeyShape("textColor", .color, "The text's colour."),
            ] + responderKeys
        ) { map throws(SceneError) in
            var view = TextView(text: try map["text"]?.string() ?? "", font: try map["font"]?.viewFont() ?? .label,
                                textColor: try map["textColor"]?.color())
            view.isFirstResponder = try map["firstResponder"]?.bool() ?? false
            view.traits = try textInputTraits(in: map)
            return view
        },
        ViewClassSyntax(name: Switch.className, "A UISwitch.",
                        keys: [KeyShape("on", .bool, "Whether the switch is on (false unless given).")]) {
            map throws(SceneError) in
            Switch(isOn: try map["on"]?.bool() ?? false)
        },
        ViewClassSyntax(
            name: Slider.className, "A UISlider.",
            keys: [
                KeyShape("value", .number(sliderValues), "Where the thumb is (the minimum unless given)."),
                KeyShape("minimumValue", .number(sliderValues), "The value at the left end (0 unless given)."),
                KeyShape("maximumValue", .number(sliderValues), "The value at the right end (1 unless given)."),
            ]
        ) { map throws(SceneError) in
            let range = sliderValues
            let low = try map["minimumValue"]?.number(in: range) ?? 0
            let high = try map["maximumValue"]?.number(in: range) ?? 1
            if high < low, let node = map["maximumValue"] {
                throw node.error(.outOfRange, "maximumValue \(SceneLimits.points(high)) is below minimumValue "
                                 + SceneLimits.points(low))
            }
            return Slider(value: try map["value"]?.number(in: range) ?? low, minimumValue: low, maximumValue: high)
        },
        ViewClassSyntax(
            name: Progress.className, "A UIProgressView.",
            keys: [
                KeyShape("progress", .number(0...1), "How much of the bar is filled, 0 to 1 (0 unless given)."),
                KeyShape("progressViewStyle", .cases(Progress.Style.self), "The bar's style (`default` unless given)."),
            ]
        ) { map throws(SceneError) in
            Progress(progress: try map["progress"]?.number(in: 0...1) ?? 0,
                     style: try map["progressViewStyle"]?.value(Progress.Style.self) ?? .default)
        },
        ViewClassSyntax(
            name: ActivityIndicator.className, "A UIActivityIndicatorView, spinning.",
            keys: [
                KeyShape("activityIndicatorViewStyle", .cases(ActivityIndicator.Style.self),
                         "The spinner's size and colour (`white` unless given)."),
                KeyShape("animating", .bool, "Whether it spins: `animate` turns its spokes (true unless given)."),
                KeyShape("hidesWhenStopped", .bool,
                         "Whether it is hidden while not animating, as UIKit's default (true unless given)."),
            ]
        ) { map throws(SceneError) in
            ActivityIndicator(style: try map["activityIndicatorViewStyle"]?.value(ActivityIndicator.Style.self) ?? .white,
                              isAnimating: try map["animating"]?.bool() ?? true,
                              hidesWhenStopped: try map["hidesWhenStopped"]?.bool() ?? true)
        },
        ViewClassSyntax(
            name: BackButtonView.className, "A back button (configureForBackButtonWithTitle:'s), sized by its title.",
            keys: [
                KeyShape("title", .text, "The button's title.", required: true),
                KeyShape("highlighted", .bool, "Drawn as while it is touched (false unless given)."),
            ]
        ) { map throws(SceneError) in
            BackButtonView(title: try map.required("title").string(), isHighlighted: try map["highlighted"]?.bool() ?? false)
        },
        ViewClassSyntax(name: PickerView.className, "A UIPickerView: wheels of rows.", keys: pickerViewKeys) {
            map throws(SceneError) in try pickerView(in: map)
        },
        ViewClassSyntax(name: DatePicker.className, "A UIDatePicker.", keys: datePickerKeys) {
            map throws(SceneError) in try datePicker(in: map)
        },
        ViewClassSyntax(
            name: PageControl.className, "A UIPageControl.",
            keys: [
                KeyShape("numberOfPages", .integer(0...1000), "How many dots (0 unless given)."),
                KeyShape("currentPage", .integer(0...1000), "The white dot (0 unless given)."),
            ]
        ) { map throws(SceneError) in
            let pages = try map["numberOfPages"]?.integer(in: 0...1000) ?? 0
            let current = try map["currentPage"]?.integer(in: 0...1000) ?? 0
            if pages > 0, current >= pages, let node = map["currentPage"] {
                throw node.error(.outOfRange, "currentPage \(current) is out of range: the control has \(pages) pages "
                                 + "(0…\(pages - 1))")
            }
            return PageControl(numberOfPages: pages, currentPage: current)
        },
    ]

    /// `subviews: [ { label: { frame, text, … } }, … ]` of a view controller's content: at most
    /// `SceneLimits.maxViews` views in all, nested at most `maxViewDepth` deep, both refused before
    /// anything is laid out.
    func contentSubviews() throws(SceneError) -> [SceneView] {
        var budget = SceneLimits.maxViews
        return try subviews(depth: 1, budget: &budget)
    }

    /// The views of one level. Each level is read at the depth of the first (`SceneNode.depth`
    /// counts a whole view tree as the levels of one view): the views' own limit,
    /// `maxViewDepth`, bounds how deep they go, so that a user can write as many levels of views
    /// as that limit says before the scene's nesting limit bites.
    private func subviews(depth: Int, budget: inout Int) throws(SceneError) -> [SceneView] {
        guard case .sequence(let items) = node.content else { throw wrongType("a list of views") }
        if depth > SceneLimits.maxViewDepth {
            throw error(.limitExceeded, "views nested deeper than \(SceneLimits.maxViewDepth) levels")
        }
        if items.count > budget {
            throw error(.limitExceeded, "more than \(SceneLimits.maxViews) views")
        }
        var views: [SceneView] = []
        for entry in try sequence(maxCount: SceneLimits.maxViews) {
            budget -= 1
            if budget < 0 { throw entry.error(.limitExceeded, "more than \(SceneLimits.maxViews) views") }
            views.append(try entry.view(depth: depth, budget: &budget))
        }
        return views
    }

    /// A bar's custom view (`titleView`, a bar button item's `customView`): one view of any class,
    /// with its subviews, read as `subviews` reads each. Its frame's size is what the bar uses; a
    /// class that sizes itself (a back button, a switch) needs none, and an origin other than
    /// (0, 0) is not used (the bar places the view): a warning.
    func customBarView() throws(SceneError) -> SceneView {
        var budget = SceneLimits.maxViews - 1
        let (view, frameNode) = try self.view(depth: 1, budget: &budget, frameOptional: true)
        if let frameNode, view.frame.x != 0 || view.frame.y != 0 {
            reader.warnings.append(frameNode.warning(.customViewOriginIgnored,
                "the bar places a custom view: its frame's origin (\(SceneLimits.points(view.frame.x)), "
                    + "\(SceneLimits.points(view.frame.y))) is not used, only its size"))
        }
        return view
    }

    /// Classes whose size is their own, whatever frame they are given: a bar's custom view of one
    /// of them may leave its frame out.
    static let selfSizingViewClasses = [BackButtonView.className, Switch.className]

    private func view(depth: Int, budget: inout Int) throws(SceneError) -> SceneView {
        try view(depth: depth, budget: &budget, frameOptional: false).view
    }

    /// `{ label: { … } }`: a one-key mapping naming the class.
    private func view(depth: Int, budget: inout Int, frameOptional: Bool) throws(SceneError)
        -> (view: SceneView, frameNode: SceneNode?)
    {
        guard case .mapping(let pairs) = node.content, pairs.count == 1,
              case .scalar(let name, _) = pairs[0].key.content
        else {
            let names = SceneNode.viewClasses.map(\.name)
            if case .scalar(let text, _) = node.content, !isNull {
                throw error(.wrongType, "expected a view, found \(found): write `- "
                            + "\(Suggestion.closest(to: text, in: names) ?? "view"): { frame: [x, y, width, height] }`")
            }
            throw error(.wrongType, "expected a view: a mapping of one key naming its class ("
                        + names.joined(separator: ", ") + ")")
        }
        guard let syntax = SceneNode.viewClasses.first(where: { $0.name == name }) else {
            let names = SceneNode.viewClasses.map(\.name)
            throw SceneError(.unknownKey, at: reader.location(of: pairs[0].key), keyPath: path,
                             Suggestion.unknown("view class", name, candidates: names))
        }
        let body = try child(pairs[0].value, at: NodePath(parent: at, step: .key(name)))
        if !syntax.takesFirstResponder, case .mapping(let entries) = body.node.content,
           let key = entries.first(where: { ["firstResponder", "inputView"].contains($0.key.scalarText ?? "") })?.key {
            throw SceneError(.unknownKey, at: reader.location(of: key), keyPath: body.path,
                             "a \(name) cannot become first responder"
                             + (key.scalarText == "inputView" ? ", so it shows no `inputView`" : "")
                             + ": only a textField, a textView or a search bar can (UIKit's canBecomeFirstResponder)")
        }
        let map = try body.mapping(syntax.shape)
        let content = try syntax.read(map)
        if syntax.takesFirstResponder || name == TableView.className { reader.responderViewsRead += 1 }
        let frame: ViewFrame
        if let node = map["frame"] {
            frame = try node.viewFrame()
        } else if frameOptional && SceneNode.selfSizingViewClasses.contains(name) {
            frame = ViewFrame.zero
        } else if frameOptional {
            throw body.error(.missingKey, "a custom view needs a `frame` for its size: "
                             + "write `\(name): { frame: [0, 0, width, height], … }`")
        } else {
            frame = try map.required("frame").viewFrame()
        }
        var view = SceneView(content, frame: frame, id: try map["id"]?.string(),
                             backgroundColor: try map["backgroundColor"]?.color(),
                             alpha: try map["alpha"]?.number(in: 0...1) ?? 1,
                             isHidden: try map["hidden"]?.bool() ?? false,
                             clipsToBounds: try map["clipsToBounds"]?.bool() ?? false,
                             source: ViewSource(line: body.node.line, column: body.node.column, keyPath: body.path))
        if let node = map["subviews"] {
            // Read at the depth of the list this view is in: however deep the views go, they
            // take the scene's nesting of one view.
            let level = SceneNode(node: node.node, at: node.at, depth: self.depth - 1, reader: reader)
            view.subviews = try level.subviews(depth: depth + 1, budget: &budget)
        }
        return (view, map["frame"])
    }

    /// `[x, y, width, height]` in points, the size not negative.
    func viewFrame() throws(SceneError) -> ViewFrame {
        let expected = "a frame of four numbers: [x, y, width, height]"
        guard case .sequence(let items) = node.content else { throw wrongType(expected) }
        guard items.count == 4 else { throw error(.wrongType, "expected \(expected), found \(items.count) values") }
        let range = -SceneLimits.maxPoints...SceneLimits.maxPoints
        let n = try sequence(maxCount: 4) { item throws(SceneError) in try item.number(in: range) }
        guard let frame = ViewFrame(x: n[0], y: n[1], width: n[2], height: n[3]) else {
            throw error(.outOfRange, "a frame's width and height cannot be negative: found "
                        + "\(SceneLimits.points(n[2])) x \(SceneLimits.points(n[3]))")
        }
        return frame
    }

    /// The node's mapping without `keys` (a class reader that checks its own keys reads the rest).
    func without(_ keys: [String]) -> SceneNode {
        guard case .mapping(let pairs) = node.content else { return self }
        let kept = pairs.filter { pair in !(pair.key.scalarText.map(keys.contains) ?? false) }
        return SceneNode(node: YAMLNode(.mapping(kept), line: node.line, column: node.column), at: at, depth: depth,
                         reader: reader)
    }

    // MARK: Label

    static let labelKeys = [
        KeyShape("text", .text, "The label's text."),
        KeyShape("font", .mapping("font"), "The text's font."),
        KeyShape("textColor", .color, "The text's colour (black unless given)."),
        KeyShape("highlightedTextColor", .color, "The text's colour while highlighted."),
        KeyShape("highlighted", .bool, "Draws the text in its highlighted colour (false unless given)."),
        KeyShape("shadowColor", .color, "The text's shadow (none unless given)."),
        KeyShape("shadowOffset", offset, "Where the shadow falls, in points: `[width, height]` or `{ width, height }`."),
        KeyShape("textAlignment", .cases(LabelView.Alignment.self), "Where the text goes (`left` unless given)."),
        KeyShape("numberOfLines", .integer(0...10_000), "At most this many lines; 0 for as many as fit (1 unless given)."),
        KeyShape("lineBreakMode", .cases(LabelView.LineBreakMode.self),
                 "How text that does not fit is cut (`tailTruncation` unless given)."),
        KeyShape("adjustsFontSizeToFitWidth", .bool, "Shrinks a line to fit, down to `minimumFontSize` (false unless given)."),
        KeyShape("minimumFontSize", .number(0...SceneLimits.maxFontSize), "The smallest size a line shrinks to."),
    ]
    /// A slider's values.
    static let sliderValues = -1e9...1e9
    /// `[width, height]` or `{ width, height }` in points (`SceneNode.offset`).
    static let offset = ValueShape.oneOf([.list(.number(-SceneLimits.maxPoints...SceneLimits.maxPoints), count: 2...2),
                                          .mapping("size")])
    static let size = MappingShape(
        "size", "A size in points.",
        keys: [
            KeyShape("width", .number(-SceneLimits.maxPoints...SceneLimits.maxPoints), "Across (0 unless given)."),
            KeyShape("height", .number(-SceneLimits.maxPoints...SceneLimits.maxPoints), "Down (0 unless given)."),
        ])
    static let font = MappingShape(
        "font", "A font: Helvetica at a size, regular or bold.",
        keys: [
            KeyShape("size", .number(1...SceneLimits.maxFontSize), "The size in points (\(SceneLimits.points(ViewFont.label.size)) unless given)."),
            KeyShape("weight", .cases(ViewFontWeight.self), "`regular` (Helvetica, the default) or `bold` (Helvetica-Bold)."),
        ])

    static func label(in map: SceneMapping) throws(SceneError) -> LabelView {
        var label = LabelView(text: try map["text"]?.string() ?? "")
        if let node = map["font"] { label.font = try node.viewFont() }
        label.textColor = try map["textColor"]?.color()
        label.highlightedTextColor = try map["highlightedTextColor"]?.color()
        label.isHighlighted = try map["highlighted"]?.bool() ?? false
        label.shadowColor = try map["shadowColor"]?.color()
        if let node = map["shadowOffset"] { label.shadowOffset = try node.offset() }
        label.textAlignment = try map["textAlignment"]?.value(LabelView.Alignment.self) ?? .left
        label.numberOfLines = try map["numberOfLines"]?.integer(in: 0...10_000) ?? 1
        label.lineBreakMode = try map["lineBreakMode"]?.value(LabelView.LineBreakMode.self) ?? .tailTruncation
        label.adjustsFontSizeToFitWidth = try map["adjustsFontSizeToFitWidth"]?.bool() ?? false
        label.minimumFontSize = try map["minimumFontSize"]?.number(in: 0...SceneLimits.maxFontSize) ?? 0
        return label
    }

    /// `{ size: 17, weight: bold }` (Helvetica-Bold; `regular`, Helvetica, the default).
    func viewFont() throws(SceneError) -> ViewFont {
        let map = try mapping(SceneNode.font)
        let size = try map["size"]?.number(in: 1...SceneLimits.maxFontSize) ?? ViewFont.label.size
        let weight = try map["weight"]?.value(ViewFontWeight.self) ?? .regular
        return ViewFont(size: size, isBold: weight == .bold)
    }

    /// `[width, height]` or `{ width, height }` in points.
    func offset() throws(SceneError) -> (width: Double, height: Double) {
        let range = -SceneLimits.maxPoints...SceneLimits.maxPoints
        if case .sequence = node.content {
            let n = try sequence(maxCount: 2) { item throws(SceneError) in try item.number(in: range) }
            guard n.count == 2 else { throw error(.wrongType, "expected [width, height], found \(n.count) values") }
            return (n[0], n[1])
        }
        let map = try mapping(SceneNode.size)
        return (try map["width"]?.number(in: range) ?? 0, try map["height"]?.number(in: range) ?? 0)
    }
}

extension SceneLimits {
    /// The largest font size a view may ask for, in points.
    package static let maxFontSize = 512.0
}

/// A font's `weight` as a scene writes it: Helvetica (`regular`) or Helvetica-Bold (`bold`).
enum ViewFontWeight: String, CaseIterable {
    case regular, bold
}
