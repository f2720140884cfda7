import BarLayout
import Geometry
import NavigationModel
import Raster

extension BarContent {
    /// A laid-out navigation bar as the painter draws it.
    public init(_ layout: NavigationBarLayout, look: BarLook, images: ImageProvider = .none) {
        var items: [Placed] = []
        for item in layout.left + layout.right {
            if let placed = Self.placed(item, images: images) { items.append(placed) }
        }
        switch layout.center {
        case .title(let text):
            items.append(Placed(.title(text.text, size: text.font.size), frame: text.frame, baseline: text.baseline,
                                alpha: text.alpha))
        case .view(let item):
            if let placed = Self.placed(item, images: images) { items.append(placed) }
        case nil:
            break
        }
        let prompt = layout.prompt.map { (text: $0.text, frame: $0.frame, baseline: $0.baseline) }
        self.init(kind: .navigationBar, look: look, size: layout.size,
                  prompt: prompt, items: items)
    }

    /// A laid-out toolbar as the painter draws it.
    public init(_ layout: ToolbarLayout, look: BarLook, images: ImageProvider = .none) {
        self.init(kind: .toolbar, look: look, size: layout.size,
                  items: layout.items.compactMap { Self.placed($0, images: images) })
    }

    /// A laid-out item as the painter draws it (nil for spaces, and for an image or glyph that is
    /// not there to draw).
    public static func placed(_ item: LaidOutBarItem, images: ImageProvider) -> Placed? {
        let frame = item.frame
        let baseline = item.label?.baseline
        func role(_ style: ItemFace.ButtonStyle) -> ButtonPalette.Role { style == .done ? .done : .bordered }
        let content: Item
        switch item.face {
        case .backButton(let title, let path):
            if let path, let image = images.bitmap(path), let box = item.content {
                content = .imageBackButton(image, in: box)
            } else {
                content = .backButton(title: item.label?.text ?? title)
            }
        case .button(let title, let style):
            content = .button(title: item.label?.text ?? title, role: role(style))
        case .glyphButton(let system, let style):
            guard let icon = SystemIcon(system), let box = item.content else { return nil }
            content = .iconButton(icon, in: box, role: role(style))
        case .imageButton(let path, _):
            guard let image = images.bitmap(path), let box = item.content else { return nil }
            content = .image(image, in: box, bordered: true)
        case .plainTitle(let title):
            content = .plainTitle(item.label?.text ?? title)
        case .plainGlyph(let system):
            guard let icon = SystemIcon(system), let box = item.content else { return nil }
            content = .plainIcon(icon, in: box)
        case .plainImage(let path):
            guard let image = images.bitmap(path), let box = item.content else { return nil }
            content = .image(image, in: box, bordered: false)
        case .segmentedControl(let control):
            content = .segmentedControl(SegmentedControlView(control, images: images, in: item.frame))
        case .label:
            content = .label(item.lines.map { LabelLine($0.text, at: Point($0.frame.x, $0.baseline)) })
        case .flexibleSpace, .fixedSpace:
            return nil
        }
        return Placed(content, frame: frame, enabled: item.isEnabled, pressed: item.isHighlighted, baseline: baseline,
                      labelX: item.label?.frame.x, alpha: item.alpha)
    }
}

