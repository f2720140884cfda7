import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting
import Widgets

/// A standard control, painted by its art (`Widgets/Views/`) in the view's bounds, as the
/// scene's `systemVersion` draws it.
package protocol PaintedControl: ViewContent {
    func paint(in bounds: Rect, version: SystemVersion, with painter: PartPainter)
}

extension LaidOutControl: PaintedViewDrawing {
    package func paint(in bounds: Rect, with p: PartPainter) throws {
        guard let painted = control.base as? any PaintedControl else {
            preconditionFailure("\(type(of: control.base)) has no painter: conform it to PaintedControl")
        }
        painted.paint(in: bounds, version: systemVersion, with: p)
    }
}

extension Switch: PaintedControl {
    package func paint(in bounds: Rect, version: SystemVersion, with p: PartPainter) {
        SwitchView(isOn: isOn, systemVersion: version).draw(in: bounds, typesetter: p.typesetter, on: p.canvas)
    }
}

extension Slider: PaintedControl {
    package func paint(in bounds: Rect, version: SystemVersion, with p: PartPainter) {
        SliderView(value: value, minimumValue: minimumValue, maximumValue: maximumValue).draw(in: bounds, on: p.canvas)
    }
}

extension Progress: PaintedControl {
    package func paint(in bounds: Rect, version: SystemVersion, with p: PartPainter) {
        ProgressView(progress: progress, style: style == .bar ? .bar : .default).draw(in: bounds, on: p.canvas)
    }
}

extension ActivityIndicator: PaintedControl {
    package func paint(in bounds: Rect, version: SystemVersion, with p: PartPainter) {
        let look: ActivityIndicatorView.Style = switch style {
        case .white: .white
        case .whiteLarge: .whiteLarge
        case .gray: .gray
        }
        guard isShown else { return }
        ActivityIndicatorView(style: look, phase: phase).draw(in: bounds, on: p.canvas)
    }
}

extension PageControl: PaintedControl {
    package func paint(in bounds: Rect, version: SystemVersion, with p: PartPainter) {
        PageControlView(numberOfPages: numberOfPages, currentPage: currentPage).draw(in: bounds, on: p.canvas)
    }
}

extension Button: PaintedControl {
    /// A system type by its art; a custom button as UIKit composes one: its background image
    /// stretched to the bounds, its image centred at its own size, its title centred over them
    /// (white unless `titleColor`, UIKit's default for custom buttons).
    package func paint(in bounds: Rect, version: SystemVersion, with p: PartPainter) {
        let state: ButtonView.State = switch self.state {
        case .normal: .normal
        case .highlighted: .highlighted
        case .disabled: .disabled
        case .selected: .selected
        }
        let type: ButtonView.ButtonType? = switch buttonType {
        case .roundedRect: .roundedRect
        case .detailDisclosure: .detailDisclosure
        case .infoLight: .infoLight
        case .infoDark: .infoDark
        case .contactAdd: .contactAdd
        case .custom: nil
        }
        let canvas = p.canvas
        if let type {
            ButtonView(type: type, title: title, state: state, titleColor: titleColor.map(Color.init),
                       fontSize: font?.size ?? 15).draw(in: bounds, typesetter: p.typesetter, on: canvas)
            return
        }
        canvas.withState {
            if state == .disabled { canvas.globalAlpha *= 0.5 }
            if let path = backgroundImage, let bitmap = p.images.bitmap(path) { canvas.draw(bitmap, in: bounds) }
            if let path = image, let bitmap = p.images.bitmap(path) {
                let s = canvas.scale
                let w = Double(bitmap.width) / s, h = Double(bitmap.height) / s
                canvas.draw(bitmap, in: Rect(x: ((bounds.width - w) / 2).rounded(), y: ((bounds.height - h) / 2).rounded(),
                                             width: w, height: h))
            }
            if let title, !title.isEmpty {
                let font = Font(size: self.font?.size ?? 15, bold: self.font?.isBold ?? true)
                let run = p.typesetter.run(title, font: font)
                canvas.drawText(run, in: bounds, alignment: .center,
                                color: titleColor.map(Color.init) ?? Color(rgb: 0xffffff))
            }
        }
    }
}

extension TextField: PaintedControl {
    package func paint(in bounds: Rect, version: SystemVersion, with p: PartPainter) {
        let alignment: TextFieldView.Alignment = switch textAlignment {
        case .left: .left
        case .center: .center
        case .right: .right
        }
        let border: TextFieldView.BorderStyle = switch borderStyle {
        case .none: .none
        case .line: .line
        case .bezel: .bezel
        case .roundedRect: .roundedRect
        }
        TextFieldView(borderStyle: border, text: text, placeholder: placeholder,
                      textColor: textColor.map(Color.init) ?? .black, fontSize: font?.size ?? 12,
                      bold: font?.isBold ?? false, alignment: alignment, showsClearButton: showsClearButton,
                      secure: isSecure, showsInsertionPoint: isFirstResponder, systemVersion: version)
            .draw(in: bounds, typesetter: p.typesetter, on: p.canvas)
    }
}
