/// Pair kerning read from an OpenType `GPOS` table.
///
/// FreeType's `FT_Get_Kerning` reads only the legacy `kern` table. TeX Gyre Heros, like most
/// OpenType (CFF) fonts, has no `kern` table: its kerning lives in `GPOS` as pair adjustments
/// under the `kern` feature, and without it "Underlined Text" at 20 pt bold is 151.1 pt wide
/// instead of the phone's 149. So this reads exactly that part of `GPOS`, following the OpenType
/// specification ("GPOS — Glyph Positioning Table", "OpenType Layout Common Table Formats"):
///
/// - the `kern` features of the `latn` script's default language system (else `DFLT`'s);
/// - their lookups of type 2 (pair adjustment, formats 1 and 2), also when wrapped in an extension
///   lookup (type 9), applied in lookup-list order, the first matching subtable of each lookup
///   winning, as HarfBuzz does;
/// - of each pair's value records, only the first glyph's XAdvance: the horizontal kerning of
///   left-to-right text. Placement adjustments, device tables and lookup flags are ignored, and
///   pairs are always two adjacent glyphs (there is no shaping, see `Typesetter`).
///
/// Lookups read the table bytes directly (binary searches in coverage tables, pair sets and class
/// ranges), so opening a face costs no more than finding the lookups.
struct PairKerning: Sendable {
    private let table: FontTable
    /// For each kerning lookup, the offsets of its pair-adjustment subtables within `table`.
    private let lookups: [[Int]]

    /// Nil when the table has no pair kerning for the default language system of `latn` or `DFLT`.
    init?(gpos table: FontTable) {
        self.table = table
        let scriptList = table.u16(4), featureList = table.u16(6), lookupList = table.u16(8)
        guard table.u16(0) == 1, scriptList > 0, featureList > 0, lookupList > 0,
              let langSys = PairKerning.defaultLanguageSystem(table, scriptList: scriptList)
        else { return nil }

        // Feature indices of the language system (the required feature first, when there is one).
        var featureIndices: [Int] = []
        let required = table.u16(langSys + 2)
        if required != 0xFFFF { featureIndices.append(required) }
        for i in 0..<table.u16(langSys + 4) { featureIndices.append(table.u16(langSys + 6 + 2 * i)) }

        var lookupIndices = Set<Int>()
        let featureCount = table.u16(featureList)
        for index in featureIndices where index < featureCount {
            let record = featureList + 2 + 6 * index
            guard table.tag(record) == FontTable.tag("kern") else { continue }
            let feature = featureList + table.u16(record + 4)
            for j in 0..<table.u16(feature + 2) { lookupIndices.insert(table.u16(feature + 4 + 2 * j)) }
        }

        let lookupCount = table.u16(lookupList)
        var lookups: [[Int]] = []
        for index in lookupIndices.sorted() where index < lookupCount {
            let lookup = lookupList + table.u16(lookupList + 2 + 2 * index)
            let type = table.u16(lookup)
            var subtables: [Int] = []
            for j in 0..<table.u16(lookup + 4) {
                let subtable = lookup + table.u16(lookup + 6 + 2 * j)
                if type == 2 {
                    subtables.append(subtable)
                } else if type == 9, table.u16(subtable) == 1, table.u16(subtable + 2) == 2 {
                    subtables.append(subtable + table.u32(subtable + 4))
                }
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        guard !lookups.isEmpty else { return nil }
        self.lookups = lookups
    }

    /// The horizontal adjustment between `first` and the `second` glyph after it, in font units
    /// (negative brings them closer).
    func adjustment(_ first: UInt32, _ second: UInt32) -> Int {
        guard first <= 0xFFFF, second <= 0xFFFF else { return 0 }
        let a = Int(first), b = Int(second)
        var total = 0
        for subtables in lookups {
            for subtable in subtables {
                if let value = pairAdjustment(subtable, a, b) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    // MARK: - Table walking

    /// The `latn` script's default language system, else `DFLT`'s (offset into the table).
    private static func defaultLanguageSystem(_ table: FontTable, scriptList: Int) -> Int? {
        var found: [UInt32: Int] = [:]
        for i in 0..<table.u16(scriptList) {
            let record = scriptList + 2 + 6 * i
            let script = scriptList + table.u16(record + 4)
            let defaultLangSys = table.u16(script)
            if defaultLangSys != 0 { found[table.tag(record)] = script + defaultLangSys }
        }
        return found[FontTable.tag("latn")] ?? found[FontTable.tag("DFLT")]
    }

    /// The XAdvance of the first glyph when the subtable applies to the pair, nil when it does not
    /// (so that the lookup's next subtable is tried).
    private func pairAdjustment(_ subtable: Int, _ first: Int, _ second: Int) -> Int? {
        guard let coverageIndex = coverageIndex(of: first, coverage: subtable + table.u16(subtable + 2))
        else { return nil }
        let format1 = table.u16(subtable + 4), format2 = table.u16(subtable + 6)
        let size1 = PairKerning.valueRecordSize(format1), size2 = PairKerning.valueRecordSize(format2)
        switch table.u16(subtable) {
        case 1:
            // One pair set per covered first glyph, its records sorted by second glyph.
            guard coverageIndex < table.u16(subtable + 8) else { return nil }
            let pairSet = subtable + table.u16(subtable + 10 + 2 * coverageIndex)
            let recordSize = 2 + size1 + size2
            var low = 0, high = table.u16(pairSet) - 1
            while low <= high {
                let mid = (low + high) / 2
                let record = pairSet + 2 + mid * recordSize
                let glyph = table.u16(record)
                if glyph == second { return xAdvance(format1, record + 2) }
                if glyph < second { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            // A matrix of values indexed by the classes of the two glyphs.
            let class1 = glyphClass(of: first, classDef: subtable + table.u16(subtable + 8))
            let class2 = glyphClass(of: second, classDef: subtable + table.u16(subtable + 10))
            let class1Count = table.u16(subtable + 12), class2Count = table.u16(subtable + 14)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            return xAdvance(format1, subtable + 16 + (class1 * class2Count + class2) * (size1 + size2))
        default:
            return nil
        }
    }

    /// Bytes of a value record: two for each of the eight defined ValueFormat bits that is set.
    private static func valueRecordSize(_ format: Int) -> Int {
        (format & 0xFF).nonzeroBitCount * 2
    }

    /// The XAdvance field (ValueFormat bit 0x0004) of the value record at `record`, else 0.
    private func xAdvance(_ format: Int, _ record: Int) -> Int {
        guard format & 0x0004 != 0 else { return 0 }
        return table.i16(record + (format & 0x0003).nonzeroBitCount * 2)
    }

    /// The glyph's index in a coverage table (formats 1 and 2), nil when not covered.
    private func coverageIndex(of glyph: Int, coverage: Int) -> Int? {
        switch table.u16(coverage) {
        case 1:
            var low = 0, high = table.u16(coverage + 2) - 1
            while low <= high {
                let mid = (low + high) / 2
                let value = table.u16(coverage + 4 + 2 * mid)
                if value == glyph { return mid }
                if value < glyph { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            guard let range = findRange(containing: glyph, at: coverage + 4, count: table.u16(coverage + 2))
            else { return nil }
            return table.u16(range + 4) + glyph - table.u16(range)
        default:
            return nil
        }
    }

    /// The glyph's class in a class definition table (formats 1 and 2); 0 for glyphs it omits.
    private func glyphClass(of glyph: Int, classDef: Int) -> Int {
        switch table.u16(classDef) {
        case 1:
            let start = table.u16(classDef + 2), count = table.u16(classDef + 4)
            guard glyph >= start, glyph < start + count else { return 0 }
            return table.u16(classDef + 6 + 2 * (glyph - start))
        case 2:
            guard let range = findRange(containing: glyph, at: classDef + 4, count: table.u16(classDef + 2))
            else { return 0 }
            return table.u16(range + 4)
        default:
            return 0
        }
    }

    /// Binary search in an array of 6-byte range records (start glyph, end glyph, value), sorted
    /// by start glyph: the offset of the record whose range holds `glyph`.
    private func findRange(containing glyph: Int, at array: Int, count: Int) -> Int? {
        var low = 0, high = count - 1
        while low <= high {
            let mid = (low + high) / 2
            let record = array + 6 * mid
            if glyph < table.u16(record) {
                high = mid - 1
            } else if glyph > table.u16(record + 2) {
                low = mid + 1
            } else {
                return record
            }
        }
        return nil
    }
}
