import BarLayout
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
    /// A bar at `frame` on the canvas (nil: hidden, nothing drawn), faded as a whole by `alpha`.
    public static func draw(_ content: BarContent, at frame: Rect?, alpha: Double, typesetter: Typesetter,
                            on canvas: Canvas) throws {
        guard let frame, alpha > 0 else { return }
        try canvas.withState {
            canvas.globalAlpha *= alpha
            try draw(content, at: Point(frame.x, frame.y), typesetter: typesetter, on: canvas)
        }
    }

    public static func draw(_ content: BarContent, at origin: Point, typesetter: Typesetter,
                            on canvas: Canvas) throws {
        let bounds = Rect(origin: origin, size: content.size)
        BarBackground.draw(content.look, kind: content.kind == .navigationBar ? .navigationBar : .toolbar,
                           in: bounds, on: canvas)
        try canvas.withState {
            canvas.translate(origin.x, origin.y)
            if let prompt = content.prompt {
                BarText.draw(prompt.text, font: BarText.promptFont, at: Point(prompt.frame.minX, prompt.baseline),
                             typesetter: typesetter, on: canvas)
            }
            for placed in content.items {
                try draw(placed, look: content.look, kind: content.kind, typesetter: typesetter, on: canvas)
            }
        }
    }

    /// Draws one item on its own (a standalone back button), in its frame on the canvas.
    public static func draw(_ placed: BarContent.Placed, look: BarLook, typesetter: Typesetter,
                            on canvas: Canvas) throws {
        try draw(placed, look: look, kind: .navigationBar, typesetter: typesetter, on: canvas)
    }

    static func draw(_ placed: BarContent.Placed, look: BarLook, kind: BarContent.Kind, typesetter: Typesetter,
                     on canvas: Canvas) throws {
        let f = placed.frame
        guard placed.alpha > 0 else { return }
        try canvas.withState {
            canvas.globalAlpha *= placed.alpha
            // Embossed glyphs fade as one layer (EmbossedGlyph); everything else fades here.
            if case .plainIcon = placed.item {} else if !placed.enabled {
                canvas.globalAlpha *= BorderedButton.disabledAlpha
            }
            switch placed.item {
            case .backButton(let title):
                try BackButton.draw(title: title, frame: f, look: look, highlighted: placed.pressed,
                                    baseline: placed.baseline, typesetter: typesetter, on: canvas)
            case .imageBackButton(let image, let box):
                try BackButton.draw(title: "", frame: f, look: look, highlighted: placed.pressed,
                                    typesetter: typesetter, on: canvas)
                canvas.draw(image, in: box)
            case .button(let title, let role):
                BorderedButton.draw(title: title, frame: f, look: look, role: role, pressed: placed.pressed,
                                    baseline: placed.baseline, labelX: placed.labelX, typesetter: typesetter, on: canvas)
            case .iconButton(let icon, let box, let role):
                BorderedButton.drawArt(frame: f, look: look, role: role, pressed: placed.pressed, on: canvas)
                EmbossedGlyph.draw(icon.path(in: box), rule: icon.fillRule, on: canvas)
            case .plainIcon(let icon, let box):
                EmbossedGlyph.draw(icon.path(in: box), rule: icon.fillRule, on: canvas, enabled: placed.enabled,
                                   highlighted: placed.pressed)
            case .plainTitle(let title):
                let baseline = placed.baseline ?? f.minY + BarMetrics.buttonLabelBaseline
                if let x = placed.labelX {
                    BarText.draw(title, font: BarText.buttonFont, at: Point(x, baseline), typesetter: typesetter,
                                 on: canvas)
                } else {
                    BarText.drawCentered(title, font: BarText.buttonFont, centerX: f.midX, baseline: baseline,
                                         maxWidth: f.width, typesetter: typesetter, on: canvas)
                }
            case .image(let image, let box, let bordered):
                if bordered { BorderedButton.drawArt(frame: f, look: look, role: .bordered, pressed: placed.pressed, on: canvas) }
                canvas.draw(image, in: box)
            case .segmentedControl(let control):
                control.draw(in: f, look: look, typesetter: typesetter, on: canvas)
            case .label(let lines):
                for line in lines {
                    BarText.draw(line.text, font: BarText.buttonFont, at: line.origin, typesetter: typesetter, on: canvas)
                }
            case .title(let text, let size):
                // As layout truncated it: its frame is as wide as the text.
                BarText.draw(text, font: .bold(size),
                             at: Point(f.minX, placed.baseline ?? f.minY + BarMetrics.titleBaseline),
                             typesetter: typesetter, on: canvas)
            }
        }
    }
}
