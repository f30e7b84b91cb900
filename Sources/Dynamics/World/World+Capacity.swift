/// Growing the per-step buffers ahead of need, so that stepping allocates nothing.
///
/// The contact, constraint, pair, island and broad-phase buffers are sized by the number of bodies when
/// bodies are created, instead of growing during the first steps of a scene (when a pile forms and
/// contacts multiply). A scene that needs more than this still works: its buffers double once more.
extension World {
    /// Contacts reserved per body: a box in a packed pile overlaps about four others' bounding boxes
    /// (sides and corners, each pair counted once) plus a wall.
    static let reservedContactsPerBody = 5

    /// Broad-phase grid cells reserved per body (an item up to its cell size covers at most four).
    static let reservedCellsPerBody = 4

    /// Makes room in every per-step buffer for a world of `bodies` bodies. Cheap when the room is
    /// there already; otherwise grows to twice what is needed so that adding bodies one by one stays linear.
    func reserveStepBuffers(forBodies bodies: Int) {
        let contactsNeeded = bodies * Self.reservedContactsPerBody
        guard contacts.capacity < contactsNeeded || awakeBodies.capacity < bodies else { return }
        let target = 2 * bodies
        let contactTarget = target * Self.reservedContactsPerBody
        contacts.reserve(contactTarget)
        constraints.reserve(contactTarget)
        fastBodies.reserve(target)
        sweptBoxes.reserve(target)
        continuousMotion.reserve(target)
        pairs.reserve(contactTarget)
        awakeBodies.reserve(target)
        islandParent.reserve(target)
        islandSleep.reserve(target)
        islandAwake.reserve(target)
        grid.proxies.reserve(target)
        grid.large.reserve(target)
        grid.statics.reserve(target)
        grid.spans.reserve(target)
        let entries = target * Self.reservedCellsPerBody
        grid.entries.reserve(entries)
        // The grid hashes into at least twice as many buckets as entries (a power of two), plus one.
        var buckets = 16
        while buckets < entries * 2 { buckets <<= 1 }
        grid.cellRanges.reserve(buckets + 1)
    }
}
