import Geometry
import Layout
import Raster
import RasterPNG
import Scene
import Widgets

/// The back-button art set of `chevron assets`: the stretchable chevron, normal and highlighted, at
/// @1x/@2x/@3x, with its cap insets as an Xcode asset catalog and as plain JSON, its size that of
/// the narrowest back button layout makes. Pure: it returns
/// the files' paths (relative) and bytes; the caller writes them.
package struct BackButtonAssetSet: Sendable {
    package struct File: Sendable {
        package var path: String
        package var bytes: [UInt8]
    }

    package let look: BarLook

    package init(look: BarLook) {
        self.look = look
    }

    package static let scales = [1, 2, 3]

    /// The size of a back button without a title, as layout makes it (no text is measured).
    static var narrowestBackButton: Size {
        let scene = Scene(file: "assets", canvas: SceneCanvas(), root: .backButton(BackButtonScene(title: "")))
        let layout = SceneLayout(scene, context: LayoutContext(measurer: .fixedAdvance(perCharacter: 0)))
        return layout.backButton?.item.frame.size ?? BackButtonArt.size
    }

    package func files() throws -> [File] {
        var out: [File] = []
        for (name, highlighted) in [("BackButton", false), ("BackButtonHighlighted", true)] {
            var images: [String] = []
            for scale in Self.scales {
                let art = try BackButtonArt(look: look, highlighted: highlighted, scale: scale)
                let fileName = name + (scale == 1 ? "" : "@\(scale)x") + ".png"
                let png = try PNG.encode(art.image)
                out.append(File(path: fileName, bytes: png))
                out.append(File(path: "\(name).imageset/\(fileName)", bytes: png))
                let left = Int(art.capInsets.left) * scale, right = Int(art.capInsets.right) * scale
                images.append("""
                        {
                          "filename" : "\(fileName)",
                          "idiom" : "universal",
                          "resizing" : {
                            "cap-insets" : { "left" : \(left), "right" : \(right) },
                            "center" : { "mode" : "stretch", "width" : \(scale) },
                            "mode" : "3-part-horizontal"
                          },
                          "scale" : "\(scale)x"
                        }
                    """)
            }
            let contents = "{\n  \"images\" : [\n" + images.joined(separator: ",\n")
                + "\n  ],\n  \"info\" : { \"author\" : \"chevron\", \"version\" : 1 }\n}\n"
            out.append(File(path: "\(name).imageset/Contents.json", bytes: Array(contents.utf8)))
        }
        // The art is the narrowest back button layout makes: one without a title.
        let size = Self.narrowestBackButton
        let caps = """
            {
              "image" : "BackButton",
              "size" : { "width" : \(Int(size.width)), "height" : \(Int(size.height)) },
              "leftCapWidth" : \(BackButtonArt.leftCapWidth),
              "topCapHeight" : 0,
              "capInsets" : { "top" : 0, "left" : \(Int(BarMetrics.backButtonLeftCap)), "bottom" : 0, "right" : \(Int(BarMetrics.backButtonRightCap)) },
              "units" : "points",
              "scales" : [1, 2, 3]
            }

            """
        out.append(File(path: "caps.json", bytes: Array(caps.utf8)))
        return out
    }
}
