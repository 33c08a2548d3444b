/// A key pressed in a picker, decoded from the bytes a terminal sends for it.
enum BrowseKey: Equatable, Sendable {
    case up, down, pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// Ctrl-C (raw mode sends it as a byte, not a signal).
    case interrupt
    /// Ctrl-D.
    case endOfInput
    case character(Character)

    /// The digit 1 to 9 the key is; `nil` for any other key.
    var digit: Int? {
        guard case .character(let typed) = self, let value = typed.wholeNumberValue, (1...9).contains(value),
            typed.isASCII
        else { return nil }
        return value
    }

    /// The keys `bytes` hold, as one read from the terminal gives them: an escape sequence is
    /// whole in one read, and an escape alone is the Esc key. Sequences not known are skipped.
    static func keys(in bytes: [UInt8]) -> [BrowseKey] {
        var keys: [BrowseKey] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            keys += String(decoding: text, as: UTF8.self).map { .character($0) }
            text = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                flushText()
                let (key, length) = escape(in: bytes[(index + 1)...])
                if let key { keys.append(key) }
                index += 1 + length
                continue
            }
            if let control = control(byte) {
                flushText()
                keys.append(control)
            } else if byte >= 0x20 {
                text.append(byte)
            }
            index += 1
        }
        flushText()
        return keys
    }

    private static func control(_ byte: UInt8) -> BrowseKey? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x7F, 0x08: .backspace
        case 0x09: .tab
        case 0x03: .interrupt
        case 0x04: .endOfInput
        default: nil
        }
    }

    /// The key of the escape sequence that `rest` (after ESC) begins with, and how many bytes
    /// of `rest` it takes; Esc alone when no sequence follows.
    private static func escape(in rest: ArraySlice<UInt8>) -> (BrowseKey?, Int) {
        guard let introducer = rest.first, introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            return (.escape, 0)
        }
        let body = rest.dropFirst()
        guard let last = body.firstIndex(where: { (0x40...0x7E).contains($0) }) else { return (nil, rest.count) }
        let sequence = String(decoding: body[..<(last + 1)], as: UTF8.self)
        let length = last + 1 - rest.startIndex
        let key: BrowseKey? =
            switch sequence {
            case "A": .up
            case "B": .down
            case "5~": .pageUp
            case "6~": .pageDown
            case "H", "1~", "7~": .home
            case "F", "4~", "8~": .end
            default: nil
            }
        return (key, length)
    }
}
