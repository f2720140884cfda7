import Geometry
import Raster
import Typesetting

/// Draws a laid-out bar: its background, then every item in its frame.
///
/// Translucent bars: only the background lets what is under the bar show through. The title and
/// prompt are opaque white (255 over a black photo on the phone), and the buttons draw the black
/// translucent style's own art, which is opaque (`UINavigationBarBlackTranslucentButton.png`: every
/// body pixel has alpha 255): the "partially opaque" look of UIKit's `translucent` buttons is that
/// art's black body, not transparency.
public enum BarPainter {
    public static func draw(_ content: BarContent, at origin: Point, typesetter: Typesetter,
                            on canvas: Canvas) throws {
        let bounds = Rect(origin: origin, size: content.size)
        BarBackground.draw(content.look, kind: content.kind == .navigationBar ? .navigationBar : .toolbar,
                           in: bounds, on: canvas)
        try canvas.withState {
            canvas.translate(origin.x, origin.y)
            if let prompt = content.prompt {
                BarText.drawCentered(prompt.text, font: BarText.promptFont, centerX: prompt.frame.midX,
                                     baseline: prompt.frame.minY + promptBaseline, maxWidth: prompt.frame.width,
                                     typesetter: typesetter, on: canvas)
            }
            for placed in content.items {
                try draw(placed, look: content.look, kind: content.kind, typesetter: typesetter, on: canvas)
            }
        }
    }

    /// The prompt's baseline below the top of its line (the prompt line is the top 30 pt of a
    /// 74-pt bar; text regular 13).
    static let promptBaseline = 19.0

    static func draw(_ placed: BarContent.Placed, look: BarLook, kind: BarContent.Kind, typesetter: Typesetter,
                     on canvas: Canvas) throws {
        let f = placed.frame
        try canvas.withState {
            // Embossed glyphs fade as one layer (EmbossedGlyph); everything else fades here.
            if case .plainIcon = placed.item {} else if !placed.enabled {
                canvas.globalAlpha *= BorderedButton.disabledAlpha
            }
            switch placed.item {
            case .backButton(let title):
                try BackButton.draw(title: title, frame: f, look: look, highlighted: placed.pressed,
                                    baseline: placed.baseline, typesetter: typesetter, on: canvas)
            case .imageBackButton(let image):
                try BackButton.draw(title: "", frame: f, look: look, highlighted: placed.pressed,
                                    typesetter: typesetter, on: canvas)
                // The image takes the label's place: 12 pt in from the tip, centred on the body.
                let s = canvas.scale
                let w = Double(image.width) / s, h = Double(image.height) / s
                canvas.draw(image, in: Rect(x: (f.minX + ChromeMetrics.backButtonLabelLeft).rounded(),
                                            y: (f.minY + (f.height - 1 - h) / 2).rounded(), width: w, height: h))
            case .button(let title, let role):
                BorderedButton.draw(title: title, frame: f, look: look, role: role, pressed: placed.pressed,
                                    baseline: placed.baseline, typesetter: typesetter, on: canvas)
            case .iconButton(let icon, let role):
                BorderedButton.drawArt(frame: f, look: look, role: role, pressed: placed.pressed, on: canvas)
                let box = iconBox(icon, centeredIn: Rect(x: f.minX, y: f.minY, width: f.width, height: f.height - 1))
                EmbossedGlyph.draw(icon.path(in: box), rule: icon.fillRule, on: canvas)
            case .plainIcon(let icon):
                let box = iconBox(icon, centeredIn: f)
                EmbossedGlyph.draw(icon.path(in: box), rule: icon.fillRule, on: canvas, enabled: placed.enabled,
                                   highlighted: placed.pressed)
            case .plainTitle(let title):
                BarText.drawCentered(title, font: BarText.buttonFont, centerX: f.midX,
                                     baseline: placed.baseline ?? f.minY + ChromeMetrics.buttonLabelBaseline,
                                     maxWidth: f.width, typesetter: typesetter, on: canvas)
            case .image(let image, let bordered):
                if bordered { BorderedButton.drawArt(frame: f, look: look, role: .bordered, pressed: placed.pressed, on: canvas) }
                let s = canvas.scale
                let w = Double(image.width) / s, h = Double(image.height) / s
                let bodyHeight = bordered ? f.height - 1 : f.height
                canvas.draw(image, in: Rect(x: (f.midX - w / 2).rounded(), y: (f.minY + (bodyHeight - h) / 2).rounded(),
                                            width: w, height: h))
            case .segmentedControl(let control):
                control.draw(in: f, look: look, typesetter: typesetter, on: canvas)
            case .title(let text, let size):
                BarText.draw(text, font: .bold(size),
                             at: Point(f.minX, placed.baseline ?? f.minY + ChromeMetrics.titleBaseline),
                             maxWidth: f.width + 0.5, typesetter: typesetter, on: canvas)
            }
        }
    }

    /// A square box for an icon glyph, centred in `rect`.
    static func iconBox(_ icon: SystemIcon, centeredIn rect: Rect) -> Rect {
        let size = icon.naturalSize
        return Rect(x: (rect.midX - size.width / 2).rounded(), y: (rect.midY - size.height / 2).rounded(),
                    width: size.width, height: size.height)
    }
}
