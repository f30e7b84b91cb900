import Foundation

extension SnapshotRegion {
    /// The grid that cuts a view of `frame`'s size into about `tiles` near-square tiles:
    /// `columns` across and `rows` down, both at least 1, with `columns × rows ≥ tiles` as
    /// close as the aspect ratio allows. `tiles` below 1 counts as 1; an empty or non-finite
    /// frame counts as square.
    public static func grid(tiles: Int, for frame: CGRect) -> (columns: Int, rows: Int) {
        let count = max(tiles, 1)
        let aspect = frame.width > 0 && frame.height > 0 && (frame.width / frame.height).isFinite
            ? Double(frame.width / frame.height) : 1
        // Clamped as a Double first: a huge aspect ratio must not overflow the conversion to Int.
        let columns = Int(min(max((Double(count) * aspect).squareRoot().rounded(), 1), Double(count)))
        let rows = (count + columns - 1) / columns
        return (columns, rows)
    }

    /// The tile in column `column` and row `row` of a `columns × rows` grid (see
    /// ``grid(tiles:for:)``), in unit coordinates.
    public static func tile(column: Int, row: Int, columns: Int, rows: Int) -> SnapshotRegion {
        let across = CGFloat(max(columns, 1)), down = CGFloat(max(rows, 1))
        return SnapshotRegion(x: CGFloat(column) / across, y: CGFloat(row) / down, width: 1 / across, height: 1 / down)
    }
}
