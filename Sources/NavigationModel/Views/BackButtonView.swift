/// A `UIButton` made chevron-shaped by the "Back Buttons" post's category (seed 003,
/// `configureForBackButtonWithTitle:target:action:`): the back button's stretchable art (left cap
/// 13) behind a bold 12 white label with a dark grey shadow at (0, −1), placed "to mimic system
/// buttons" at x 12, y 6; "controlWidth = labelSize.width + 8 + 12", never narrower than the art,
/// 30 tall. The post wraps it in a bar button item as a left item ("Menu"); a scene writes it
/// `customView: { backButton: { title: Menu } }`, or under `subviews` as any view.
public struct BackButtonView: ViewContent {
    public static let className = "backButton"
    public var title: String
    /// Drawn with the post's "clicked" art.
    public var isHighlighted: Bool

    public init(title: String, isHighlighted: Bool = false) {
        self.title = title
        self.isHighlighted = isHighlighted
    }
}
