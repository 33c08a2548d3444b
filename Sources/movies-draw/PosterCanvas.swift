import CChafa
import CJPEGDecoder

/// A poster drawn for a terminal by chafa: the JPEG decoded by libjpeg, scaled into a box of
/// cells, and written as the terminal's graphics protocol (kitty, iTerm2, sixel) or as
/// half-block symbols in 24-bit or 256 colours.
struct PosterCanvas {
    /// How the terminal is drawn on.
    enum Mode: String, CaseIterable {
        case kitty, iterm, sixel, blocks
    }

    let mode: Mode
    /// The most cells the poster may take, across and down.
    let columns: Int
    let rows: Int
    /// A cell's size in pixels.
    let cellWidth: Int
    let cellHeight: Int
    /// For ``Mode/blocks``: only the 256 colours of the xterm palette, not 24-bit colour.
    let indexedColours: Bool

    /// Why a poster cannot be drawn.
    enum Failure: Error {
        /// The file is not a JPEG libjpeg can read whole.
        case undecodable
    }

    /// The bytes that draw `jpeg`, from the cursor, at most ``columns`` by ``rows`` cells,
    /// its proportions kept.
    func draw(_ jpeg: [UInt8]) throws(Failure) -> [UInt8] {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        guard movies_decode_jpeg(jpeg, jpeg.count, &pixels, &width, &height) == 0, let pixels else {
            throw .undecodable
        }
        defer { free(pixels) }

        var fitColumns = Int32(columns), fitRows = Int32(rows)
        chafa_calc_canvas_geometry(
            width, height, &fitColumns, &fitRows, Float(cellWidth) / Float(cellHeight), 0, 0)

        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_VHALF)
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, fitColumns, fitRows)
        chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
        chafa_canvas_config_set_symbol_map(config, symbols)
        chafa_canvas_config_set_pixel_mode(config, pixelMode)
        chafa_canvas_config_set_canvas_mode(
            config, mode == .blocks && indexedColours ? CHAFA_CANVAS_MODE_INDEXED_240 : CHAFA_CANVAS_MODE_TRUECOLOR)
        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, width, height, width * 4)

        let terminal = chafa_term_db_get_fallback_info(chafa_term_db_get_default())
        defer { chafa_term_info_unref(terminal) }
        guard let printed = chafa_canvas_print(canvas, terminal) else { return [] }
        defer { g_string_free(printed, 1) }
        return Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(printed.pointee.str).assumingMemoryBound(to: UInt8.self),
                count: Int(printed.pointee.len)))
    }

    private var pixelMode: ChafaPixelMode {
        switch mode {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .iterm: CHAFA_PIXEL_MODE_ITERM2
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        case .blocks: CHAFA_PIXEL_MODE_SYMBOLS
        }
    }
}
