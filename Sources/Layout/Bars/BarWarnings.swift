import ChevronSupport
import Geometry

/// Warnings shared by every bar: what an item draws outside the bar.
enum BarWarnings {
    /// An image larger than the bar leaves it (a 400 × 400 image item would be drawn over the status
    /// bar and the content): one warning per such image, naming the direction.
    static func images(_ items: [LaidOutBarItem], barSize: Size) -> [Diagnostic] {
        items.compactMap { item in
            guard let image = item.content, let path = item.face.imagePath else { return nil }
            let taller = image.minY < 0 || image.maxY > barSize.height
            let wider = image.minX < 0 || image.maxX > barSize.width
            guard taller || wider else { return nil }
            let how = [taller ? "taller" : nil, wider ? "wider" : nil].compactMap { $0 }.joined(separator: " and ")
            return .warning(.barImageOutsideBar,
                            "the image \(path) (\(Points.format(image.width)) x \(Points.format(image.height)) pt) is \(how) "
                            + "than the bar (\(Points.format(barSize.width)) x \(Points.format(barSize.height)) pt)")
        }
    }
}

extension ItemFace {
    /// The image an image face shows.
    var imagePath: String? {
        switch self {
        case .backButton(_, let image): return image
        case .imageButton(let path, _), .plainImage(let path): return path
        default: return nil
        }
    }
}
