import Foundation

/// How a terminal can draw an image, as its environment (and, for xterm, its answer to a
/// device-attributes query) says; `MOVIES_GRAPHICS` overrides it.
enum TerminalGraphics: Equatable {
    /// The kitty graphics protocol: kitty, WezTerm, Ghostty, Konsole.
    case kitty
    /// iTerm2's inline images: iTerm2 (WezTerm too, which speaks kitty's as well).
    case iterm
    /// Sixel: xterm as a VT340, foot, mlterm, Windows Terminal.
    case sixel
    /// Unicode half-blocks in colour: any terminal, 24-bit where `COLORTERM` says so, else 256.
    case blocks(truecolor: Bool)

    /// `movies-draw`'s name for it.
    var mode: String {
        switch self {
        case .kitty: "kitty"
        case .iterm: "iterm"
        case .sixel: "sixel"
        case .blocks: "blocks"
        }
    }

    /// Whether it draws pixels, not symbols.
    var drawsPixels: Bool {
        if case .blocks = self { false } else { true }
    }

    /// What the terminal of `environment` can draw: `MOVIES_GRAPHICS` when set (`kitty`,
    /// `iterm`, `sixel`, `blocks`), else what the terminal's variables name; inside tmux, only
    /// half-blocks (no passthrough). `askSixel` is asked only for an xterm-like terminal, which
    /// alone can say whether it draws sixel.
    static func detect(environment: [String: String], askSixel: () -> Bool) -> TerminalGraphics {
        let truecolor = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
        switch environment["MOVIES_GRAPHICS"]?.lowercased() {
        case "kitty": return .kitty
        case "iterm", "iterm2": return .iterm
        case "sixel": return .sixel
        case "blocks", "symbols": return .blocks(truecolor: truecolor)
        default: break
        }
        if let tmux = environment["TMUX"], !tmux.isEmpty { return .blocks(truecolor: truecolor) }
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term == "xterm-ghostty"
            || program == "ghostty" || program == "WezTerm" || environment["KONSOLE_VERSION"] != nil
        {
            return .kitty
        }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iterm }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || environment["WT_SESSION"] != nil { return .sixel }
        if term.hasPrefix("xterm") || environment["XTERM_VERSION"] != nil {
            return askSixel() ? .sixel : .blocks(truecolor: truecolor)
        }
        return .blocks(truecolor: truecolor)
    }

    /// Whether a poster is drawn as `self` unasked where `environment` is the terminal's: pixels
    /// always; half-blocks unless `NO_COLOR` asks for no colour. `show`, the picker and `poster`
    /// all draw by this rule, tmux included (half-blocks there).
    func drawsPosters(environment: [String: String]) -> Bool {
        drawsPixels || (environment["NO_COLOR"].map(\.isEmpty) ?? true)
    }

    /// The one line a terminal that draws no poster unasked gets: how to have one.
    static let howToDrawAPoster =
        "no poster: NO_COLOR asks for no colours and this terminal shows no images; --poster always draws it in half-blocks"
}
