/// `UITableView` of iPhone OS 3 (docs/DESIGN.md §Table views): the content of most screens. Plain
/// (44-pt rows ruled with separators, section headers on a gradient strip, an index strip) or
/// grouped (sections of rounded white cells on the pinstripe). Names follow UIKit without the
/// `UI` prefix; a scene writes them under `content.table`.
public struct TableView: Hashable, Sendable {
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case plain
        case grouped
    }

    public var style: Style
    public var sections: [TableSection]
    /// `sectionIndexTitlesForTableView:`: the index strip down the right edge.
    public var sectionIndexTitles: [String]
    /// `UITableViewIndexSearch`: an index title the index draws as a magnifying glass ("This
    /// location should generally be the first title in the index", Apple's UITableView reference).
    public static let indexSearch = "{search}"
    /// `editing`: rows show their editing controls, as after the Edit button or `setEditing:`.
    public var isEditing: Bool
    /// `rowHeight`: every row's height in points, its separator included (UIKit's default 44; the
    /// Music app's album rows are 56). A row's content is centred in it (docs/DESIGN.md §Table views).
    package var rowHeight: Double = TableView.defaultRowHeight
    /// `separatorColor`: the lines between rows (and a grouped section's outline); nil for UIKit's
    /// own (#e0e0e0 plain, #a8abad grouped). The Music app's is #cccccc.
    package var separatorColor: RGBAColor?
    /// `contentOffset.y`: the point of the content at the top of the table's frame, UIKit's
    /// own value (so under a translucent bar that insets the content by 64 pt, −64 shows the first
    /// row below the bar and 0 shows it under the bar). Nil: the table at rest at its top, UIKit's
    /// −`contentInset.top`.
    public var contentOffset: Double?

    /// UIKit's `rowHeight` when a table does not set one.
    package static let defaultRowHeight = 44.0

    public init(style: Style = .plain, sections: [TableSection] = [], sectionIndexTitles: [String] = [],
                isEditing: Bool = false) {
        self.style = style
        self.sections = sections
        self.sectionIndexTitles = sectionIndexTitles
        self.isEditing = isEditing
    }

    /// Rows in every section.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

/// One section: an optional header and footer title around its rows.
public struct TableSection: Hashable, Sendable {
    public var headerTitle: String?
    public var footerTitle: String?
    public var rows: [TableRow]

    public init(headerTitle: String? = nil, footerTitle: String? = nil, rows: [TableRow] = []) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.rows = rows
    }
}

/// One `UITableViewCell`: its style's labels, image, accessory, selection and editing control.
public struct TableRow: Hashable, Sendable {
    /// `UITableViewCellStyle`.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// A bold label at the left (and the image before it).
        case `default`
        /// The label at the left, the detail right-aligned in blue-grey (Settings).
        case value1
        /// A small blue detail label right-aligned in 68 pt, then the text (Contacts).
        case value2
        /// The label over a smaller grey detail label (the iPod's lists).
        case subtitle
    }

    /// `UITableViewCellAccessoryType`.
    public enum AccessoryType: String, CaseIterable, Hashable, Sendable {
        case none
        case disclosureIndicator
        case detailDisclosureButton
        case checkmark
    }

    /// An `accessoryView` in place of the accessory type: a switch or a text field.
    public enum AccessoryView: Hashable, Sendable {
        /// `UISwitch`, on or off.
        case `switch`(isOn: Bool)
        /// A `UITextField` filling the rest of the row: its text, else its placeholder in grey; it
        /// may be first responder, with its keyboard up (`RowTextField`).
        case textField(RowTextField)

        /// A row's text field of `text` and `placeholder`, not first responder.
        public static func textField(text: String, placeholder: String?) -> AccessoryView {
            .textField(RowTextField(text: text, placeholder: placeholder))
        }
    }

    /// `UITableViewCellEditingStyle`: the control at the left of an editing row.
    public enum EditingStyle: String, CaseIterable, Hashable, Sendable {
        case none
        case delete
        case insert
    }

    /// `UITextAlignment` of the text label: `center` makes a grouped "button" row.
    public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
        case left
        case center
    }

    public var text: String?
    public var detailText: String?
    public var style: Style
    public var accessoryType: AccessoryType
    public var accessoryView: AccessoryView?
    /// An image file (relative to the scene) at the row's left.
    public var image: String?
    /// A count at the right, as Mail's mailboxes show their unread messages (a grey rounded badge).
    public var badge: String?
    public var isSelected: Bool
    public var textAlignment: TextAlignment
    public var editingStyle: EditingStyle
    public var showsReorderControl: Bool
    /// A custom cell's views, in its content view (frames in the cell): docs/DESIGN.md §Views.
    public var subviews: [SceneView]?
    /// The standard labels' `textColor` and `font`, and the detail label's (`detailTextColor`,
    /// `detailTextFont`); nil for the style's own. A selected row's labels take their highlighted
    /// colours (`highlightedTextColor`, white unless set).
    public var textColor: RGBAColor?
    public var detailTextColor: RGBAColor?
    public var font: ViewFont?
    public var detailTextFont: ViewFont?
    /// `indentationLevel`: the content moved right 10 pt a level (UIKit's `indentationWidth`).
    public var indentationLevel = 0
    /// `backgroundColor`: the cell's fill under its content (white unless set).
    public var backgroundColor: RGBAColor?
    /// `tableView:heightForRowAtIndexPath:`: this row's height in points, separator included, in
    /// place of the table's `rowHeight`; nil for the table's.
    public var height: Double?
    /// `textLabel.numberOfLines` and `detailTextLabel.numberOfLines`: 1 unless set; 0 for as many
    /// lines as the cell holds.
    public var numberOfLines = 1
    public var detailNumberOfLines = 1
    /// `textLabel.highlightedTextColor` and `detailTextLabel.highlightedTextColor`: the labels'
    /// colours while the row is selected; nil for UIKit's white.
    public var highlightedTextColor: RGBAColor?
    public var detailHighlightedTextColor: RGBAColor?

    public init(text: String? = nil, detailText: String? = nil, style: Style = .default,
                accessoryType: AccessoryType = .none, accessoryView: AccessoryView? = nil, image: String? = nil,
                badge: String? = nil, isSelected: Bool = false, textAlignment: TextAlignment = .left,
                editingStyle: EditingStyle = .delete, showsReorderControl: Bool = false) {
        self.text = text
        self.detailText = detailText
        self.style = style
        self.accessoryType = accessoryType
        self.accessoryView = accessoryView
        self.image = image
        self.badge = badge
        self.isSelected = isSelected
        self.textAlignment = textAlignment
        self.editingStyle = editingStyle
        self.showsReorderControl = showsReorderControl
    }
}
