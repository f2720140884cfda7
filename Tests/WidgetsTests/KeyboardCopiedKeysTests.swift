import Geometry
import Layout
import NavigationModel
import Raster
import Testing
import Typesetting
@testable import Widgets

/// The keys' shadows and faces copied from a key of the same size, look and row (`DrawingMemo`)
/// come out the same to the byte as drawn one by one: every keyboard type in both appearances and
/// orientations at 1x, @2x and @3x, every return key, plane, shift and a pressed key, on whole
/// pixels and half-way through a slide (where nothing is copied).
struct KeyboardCopiedKeysTests {
    static func render(_ layout: KeyboardLayout, at origin: Point, scale: Double, copiesKeys: Bool,
                       typesetter: Typesetter) throws -> (bitmap: Bitmap, copies: Int) {
        let width = layout.size.width, height = origin.y + layout.size.height
        let canvas = try Canvas(width: width, height: height, scale: scale, background: .white)
        let copies = KeyboardView(layout).draw(at: origin, typesetter: typesetter, on: canvas, copiesKeys: copiesKeys)
        return (canvas.makeBitmap(), copies)
    }

    /// Draws the keyboard both ways, expects the same pixels and returns how many shadows and faces
    /// were copied.
    @discardableResult
    static func expectSame(_ traits: TextInputTraits, orientation: InterfaceOrientation = .portrait,
                           text: String = "", origin: Point = Point(0, 20), scale: Double,
                           typesetter: Typesetter) throws -> Int {
        let layout = KeyboardLayout(traits: traits, text: text, orientation: orientation)
        let copied = try render(layout, at: origin, scale: scale, copiesKeys: true, typesetter: typesetter)
        let drawn = try render(layout, at: origin, scale: scale, copiesKeys: false, typesetter: typesetter)
        let name = "\(traits.keyboardType) \(traits.returnKeyType) \(traits.keyboardAppearance) \(orientation) @\(scale)x at \(origin)"
        let same = copied.bitmap.pixels == drawn.bitmap.pixels
        #expect(same, "\(name)")
        #expect(drawn.copies == 0)
        return copied.copies
    }

    @Test func everyTypeAppearanceOrientationAndScale() throws {
        let t = try Typesetter.bundled()
        for type in KeyboardType.allCases {
            for appearance in KeyboardAppearance.allCases {
                for orientation in [InterfaceOrientation.portrait, .landscape] {
                    for scale in [1.0, 2, 3] {
                        let copies = try Self.expectSame(
                            TextInputTraits(keyboardType: type, keyboardAppearance: appearance),
                            orientation: orientation, scale: scale, typesetter: t)
                        // The rows' keys on whole pixels: most of them copied (a pad has no shadows
                        // and flat cells).
                        if type.isPad { #expect(copies == 0) } else { #expect(copies >= 20, "\(type) @\(scale)x") }
                    }
                }
            }
        }
    }

    @Test func everyReturnKeyPlaneShiftAndPressedKey() throws {
        let t = try Typesetter.bundled()
        for returnKey in ReturnKeyType.allCases {
            try Self.expectSame(TextInputTraits(returnKeyType: returnKey, enablesReturnKeyAutomatically: true),
                                scale: 2, typesetter: t)
        }
        for plane in KeyboardPlane.allCases {
            for shift in ShiftState.allCases {
                try Self.expectSame(TextInputTraits(keyboard: KeyboardState(plane: plane, shift: shift)),
                                    text: "kate", scale: 2, typesetter: t)
            }
        }
        try Self.expectSame(TextInputTraits(keyboard: KeyboardState(pressed: "g")), scale: 2, typesetter: t)
    }

    @Test func midwayThroughASlide() throws {
        let t = try Typesetter.bundled()
        for y in [20.25, 37.3, 101.1] {
            let copies = try Self.expectSame(TextInputTraits(keyboardType: .emailAddress), origin: Point(0, y), scale: 2,
                                             typesetter: t)
            #expect(copies == 0)
        }
    }
}
