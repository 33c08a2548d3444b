/// The values of a line's fields, each read as the column holds it, `nil` for IMDb's `\N`.
extension IMDbTSVReader {
    /// Whether `field` is IMDb's null, `\N`.
    static func isNull(_ field: UnsafeRawBufferPointer) -> Bool {
        field.count == 2 && field[0] == UInt8(ascii: "\\") && field[1] == UInt8(ascii: "N")
    }

    /// Whether `field` holds exactly the ASCII text `text`.
    static func field(_ field: UnsafeRawBufferPointer, is text: StaticString) -> Bool {
        field.count == text.utf8CodeUnitCount
            && field.elementsEqual(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The number of an IMDb id with the two-letter `prefix` (`tt0083658` → 83658), `nil` when it
    /// is not one.
    static func idNumber(_ field: UnsafeRawBufferPointer, prefix: (UInt8, UInt8)) -> Int? {
        guard field.count > 2, field.count <= 12, field[0] == prefix.0, field[1] == prefix.1 else { return nil }
        return digits(UnsafeRawBufferPointer(rebasing: field[2...])).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The number `field` writes in decimal digits, `nil` when it is not one (or too long for one).
    static func digits(_ field: UnsafeRawBufferPointer) -> Int? {
        guard !field.isEmpty, field.count <= 18 else { return nil }
        var number = 0
        for byte in field {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            number = number &* 10 &+ Int(digit)
        }
        return number
    }

    /// The id in the `column`-th column asked for, with the two-letter `prefix`.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when it is not an id.
    func id(_ column: Int, prefix: (UInt8, UInt8)) throws(IMDbImportError) -> Int {
        let bytes = try field(column)
        guard let number = Self.idNumber(bytes, prefix: prefix) else {
            throw malformed("\(columns[column]) \(Self.quoted(bytes)) is not an IMDb id")
        }
        return number
    }

    /// The whole number in the `column`-th column asked for, `nil` for `\N`.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when it is not a number.
    func integer(_ column: Int) throws(IMDbImportError) -> Int? {
        let bytes = try field(column)
        if Self.isNull(bytes) { return nil }
        guard let number = Self.digits(bytes) else {
            throw malformed("\(columns[column]) \(Self.quoted(bytes)) is not a number")
        }
        return number
    }

    /// The decimal number (`8.1`) in the `column`-th column asked for, `nil` for `\N`.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when it is not a number.
    func decimal(_ column: Int) throws(IMDbImportError) -> Double? {
        let bytes = try field(column)
        if Self.isNull(bytes) { return nil }
        let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        var fraction = 0
        var fractionDigits = 0
        if point < bytes.count {
            fractionDigits = bytes.count - point - 1
            fraction = Self.digits(UnsafeRawBufferPointer(rebasing: bytes[(point + 1)...])) ?? -1
        }
        guard let whole = Self.digits(UnsafeRawBufferPointer(rebasing: bytes[..<point])), fraction >= 0,
            fractionDigits <= 15
        else {
            throw malformed("\(columns[column]) \(Self.quoted(bytes)) is not a number")
        }
        // Both exact below 2^53, so the quotient is the double nearest the decimal written.
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        return (Double(whole) * scale + Double(fraction)) / scale
    }

    /// The text in the `column`-th column asked for, `nil` for `\N`.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when it is not UTF-8.
    func text(_ column: Int) throws(IMDbImportError) -> String? {
        let bytes = try field(column)
        if Self.isNull(bytes) { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw malformed("\(columns[column]) is not valid UTF-8")
        }
        return text
    }

    /// The ids, comma-joined, in the `column`-th column asked for (`nm0000148,nm0000631`); none
    /// for `\N`.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when one is not an id.
    func ids(_ column: Int, prefix: (UInt8, UInt8)) throws(IMDbImportError) -> [Int] {
        let bytes = try field(column)
        if Self.isNull(bytes) { return [] }
        var ids: [Int] = []
        for part in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let part = UnsafeRawBufferPointer(rebasing: part)
            guard let id = Self.idNumber(part, prefix: prefix) else {
                throw malformed("\(columns[column]) holds \(Self.quoted(part)), which is not an IMDb id")
            }
            ids.append(id)
        }
        return ids
    }

    /// `bytes` as an error quotes them: in double quotes, at most 40 bytes of them.
    static func quoted(_ bytes: UnsafeRawBufferPointer) -> String {
        let shown = String(decoding: bytes.prefix(40), as: UTF8.self)
        return "\"\(shown)\(bytes.count > 40 ? "…" : "")\""
    }
}
