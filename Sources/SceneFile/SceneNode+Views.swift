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
/// prefix, lower camel case), its own keys besides every view's (`SceneNode.viewKeys`), and how its
/// content is read from the view's mapping. Adding a class is one entry in `SceneNode.viewClasses`.
struct ViewClassSyntax: Sendable {
    let name: String
    let keys: [String]
    let read: @Sendable (SceneMapping) throws(SceneError) -> any ViewContent
}

extension SceneNode {
    /// UIView's own keys, which every class takes.
    static let viewKeys = ["id", "frame", "backgroundColor", "alpha", "hidden", "clipsToBounds", "subviews"]

    /// A responder's keys: `firstResponder` and UIKit's text input traits.
    static let responderKeys = ["firstResponder"] + textInputTraitKeys

    /// The classes of view a scene can write, by name: the one list the parser reads.
    static let viewClasses: [ViewClassSyntax] = [
        ViewClassSyntax(name: PlainView.className, keys: []) { _ throws(SceneError) in PlainView() },
        ViewClassSyntax(name: LabelView.className, keys: labelKeys) { map throws(SceneError) in try label(in: map) },
        ViewClassSyntax(name: ImageView.className, keys: ["image", "highlightedImage", "highlighted", "contentMode"]) {
            map throws(SceneError) in
            ImageView(image: try map["image"]?.imagePath(), highlightedImage: try map["highlightedImage"]?.imagePath(),
                      isHighlighted: try map["highlighted"]?.bool() ?? false,
                      contentMode: try map["contentMode"]?.value(ContentMode.self) ?? .scaleToFill)
        },
        ViewClassSyntax(name: SegmentedControl.className, keys: segmentedControlKeys) { map throws(SceneError) in
            try segmentedControl(in: map)
        },
        ViewClassSyntax(name: TableView.className, keys: tableKeys) { map throws(SceneError) in
            try map.node.without(viewKeys).tableView()
        },
        ViewClassSyntax(name: Button.className, keys: ["buttonType", "title", "titleColor", "image", "backgroundImage",
                                                       "state", "font"]) { map throws(SceneError) in
            Button(buttonType: try map["buttonType"]?.value(Button.ButtonType.self) ?? .roundedRect,
                   title: try map["title"]?.string(), titleColor: try map["titleColor"]?.color(),
                   image: try map["image"]?.imagePath(), backgroundImage: try map["backgroundImage"]?.imagePath(),
                   state: try map["state"]?.value(Button.State.self) ?? .normal, font: try map["font"]?.viewFont())
        },
        ViewClassSyntax(name: TextField.className, keys: ["borderStyle", "text", "placeholder", "textColor", "font",
                                                          "textAlignment", "clearButtonMode", "secureTextEntry"]
                            + responderKeys) {
            map throws(SceneError) in
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
        ViewClassSyntax(name: TextView.className, keys: ["text", "font", "textColor"] + responderKeys) {
            map throws(SceneError) in
            var view = TextView(text: try map["text"]?.string() ?? "", font: try map["font"]?.viewFont() ?? .label,
                                textColor: try map["textColor"]?.color())
            view.isFirstResponder = try map["firstResponder"]?.bool() ?? false
            view.traits = try textInputTraits(in: map)
            return view
        },
        ViewClassSyntax(name: Switch.className, keys: ["on"]) { map throws(SceneError) in
            Switch(isOn: try map["on"]?.bool() ?? false)
        },
        ViewClassSyntax(name: Slider.className, keys: ["value", "minimumValue", "maximumValue"]) {
            map throws(SceneError) in
            let range = -1e9...1e9
            let low = try map["minimumValue"]?.number(in: range) ?? 0
            let high = try map["maximumValue"]?.number(in: range) ?? 1
            if high < low, let node = map["maximumValue"] {
                throw node.error(.outOfRange, "maximumValue \(SceneLimits.points(high)) is below minimumValue "
                                 + SceneLimits.points(low))
            }
            return Slider(value: try map["value"]?.number(in: range) ?? low, minimumValue: low, maximumValue: high)
        },
        ViewClassSyntax(name: Progress.className, keys: ["progress", "progressViewStyle"]) { map throws(SceneError) in
            Progress(progress: try map["progress"]?.number(in: 0...1) ?? 0,
                     style: try map["progressViewStyle"]?.value(Progress.Style.self) ?? .default)
        },
        ViewClassSyntax(name: ActivityIndicator.className, keys: ["activityIndicatorViewStyle"]) {
            map throws(SceneError) in
            ActivityIndicator(style: try map["activityIndicatorViewStyle"]?.value(ActivityIndicator.Style.self) ?? .white)
        },
        ViewClassSyntax(name: BackButtonView.className, keys: ["title", "highlighted"]) { map throws(SceneError) in
            BackButtonView(title: try map.required("title").string(), isHighlighted: try map["highlighted"]?.bool() ?? false)
        },
        ViewClassSyntax(name: PickerView.className, keys: pickerViewKeys) { map throws(SceneError) in
            try pickerView(in: map)
        },
        ViewClassSyntax(name: DatePicker.className, keys: datePickerKeys) { map throws(SceneError) in
            try datePicker(in: map)
        },
        ViewClassSyntax(name: PageControl.className, keys: ["numberOfPages", "currentPage"]) { map throws(SceneError) in
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
        let names = SceneNode.viewClasses.map(\.name)
        guard case .mapping(let pairs) = node.content, pairs.count == 1,
              case .scalar(let name, _) = pairs[0].key.content
        else {
            if case .scalar(let text, _) = node.content, !isNull {
                throw error(.wrongType, "expected a view, found \(found): write `- "
                            + "\(Suggestion.closest(to: text, in: names) ?? "view"): { frame: [x, y, width, height] }`")
            }
            throw error(.wrongType, "expected a view: a mapping of one key naming its class ("
                        + names.joined(separator: ", ") + ")")
        }
        guard let syntax = SceneNode.viewClasses.first(where: { $0.name == name }) else {
            throw SceneError(.unknownKey, at: reader.location(of: pairs[0].key), keyPath: path,
                             Suggestion.unknown("view class", name, candidates: names))
        }
        let body = try child(pairs[0].value, at: NodePath(parent: path, step: .key(name)))
        if !syntax.keys.contains("firstResponder"), case .mapping(let entries) = body.node.content,
           let key = entries.first(where: { $0.key.scalarText == "firstResponder" })?.key {
            throw SceneError(.unknownKey, at: reader.location(of: key), keyPath: body.path,
                             "a \(name) cannot become first responder: only a textField, a textView or a search bar "
                             + "can (UIKit's canBecomeFirstResponder)")
        }
        let map = try body.mapping(keys: SceneNode.viewKeys + syntax.keys)
        let content = try syntax.read(map)
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
        if let node = map["subviews"] { view.subviews = try node.subviews(depth: depth + 1, budget: &budget) }
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

    static let labelKeys = ["text", "font", "textColor", "highlightedTextColor", "highlighted", "shadowColor",
                            "shadowOffset", "textAlignment", "numberOfLines", "lineBreakMode",
                            "adjustsFontSizeToFitWidth", "minimumFontSize"]

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
        let map = try mapping(keys: ["size", "weight"])
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
        let map = try mapping(keys: ["width", "height"])
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
