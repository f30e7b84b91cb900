/// Growing the per-step buffers ahead of need, so that stepping allocates nothing.
///
/// The contact, constraint, pair, island and broad-phase buffers are sized by the number of bodies when
/// bodies are created, instead of growing during the first steps of a scene (when a pile forms and
/// contacts multiply). A scene that needs more than this still works: its buffers double once more.
extension World {
    /// Contacts reserved per body: a box in a packed pile overlaps about seven others' fattened boxes (sides,
    /// corners and a little beyond; each pair counted once) plus a wall.
    static let reservedContactsPerBody = 8

    /// Constraints (touching contacts) reserved per body in the solver's lanes: a box in a pile touches
    /// about three others (each pair counted once) and a wall.
    static let reservedConstraintsPerBody = 4

    /// Makes room in every per-step buffer for a world of `bodies` bodies. Cheap when the room is
    /// there already; otherwise grows to twice what is needed so that adding bodies one by one stays linear.
    func reserveStepBuffers(forBodies bodies: Int) {
        let contactsNeeded = bodies * Self.reservedContactsPerBody
        guard contacts.capacity < contactsNeeded || awakeBodies.capacity < bodies else { return }
        let target = 2 * bodies
        let contactTarget = target * Self.reservedContactsPerBody
        contacts.reserve(contactTarget)
        let constraintTarget = target * Self.reservedConstraintsPerBody
        solverContacts.reserve(constraintTarget)
        impactContacts.reserve(constraintTarget)
        impactStamps.reserve(target)
        constraintOrder.reserve(constraintTarget)
        constraintColour.reserve(constraintTarget)
        colouringKeys.reserve(constraintTarget)
        contactLanes.reserve(constraintTarget / 4 + Self.maxColours)
        colourBits.reserve(Self.maxColours * ((target + 63) >> 6))
        fastBodies.reserve(target)
        sweptBoxes.reserve(target)
        continuousMotion.reserve(target)
        pairs.reserve(contactTarget)
        awakeBodies.reserve(target)
        solverBodies.reserve(target)
        freeBodies.reserve(target)
        islandParent.reserve(target)
        islandSleep.reserve(target)
        islandAwake.reserve(target)
        broadPhase.staticTree.reserve(16)
        broadPhase.dynamicTree.reserve(target)
        broadPhase.proxy.reserve(target)
        broadPhase.fatBox.reserve(target)
        broadPhase.moved.reserve(target)
        broadPhase.isMoved.reserve(target)
        colourBlocks.reserve(Self.maxColours + 1)
        fastPairs.reserve(target)
    }
}
