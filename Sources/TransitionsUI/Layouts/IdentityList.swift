import Foundation

/// The identities a springy view shows, kept from one update to the next, so that each update
/// costs one comparison pass over the identities plus the work of the part that changed.
///
/// ``update(to:)`` takes the data's identities as SwiftUI hands them over on an update, drops
/// repeats, and returns the ``IdentityBatch`` that turns the rows shown into the new ones:
/// - the identities shared at both ends are compared, not hashed; only the window between them
///   is hashed and diffed (``IdentityBatch``), and the set of identities shown is updated with
///   the window's changes alone;
/// - **repeats** (bad input: two elements with one `id`): an identity already shown keeps its
///   row, and another element with it is left out, as is any later repeat among the new ones;
///   ``Update/dropped`` lists them (data indices), so the view skips those elements.
@_spi(Benchmarks) public struct IdentityList<ID: Hashable> {
    /// The identities shown, in order; each once.
    package private(set) var identities: [ID]
    private var members: Set<ID>

    /// What one update changes.
    @_spi(Benchmarks) public struct Update {
        /// The batch that turns the rows shown into the new ones.
        @_spi(Benchmarks) public let batch: IdentityBatch
        /// Indices, in the new data, of the elements left out for repeating an identity,
        /// ascending (empty for good data).
        package let dropped: [Int]
    }

    /// A list showing nothing yet; the first ``update(to:)`` shows the data.
    @_spi(Benchmarks) public init() {
        identities = []
        members = []
    }

    /// Shows `ids` (the data's identities in order) instead of ``identities``.
    @_spi(Benchmarks) public mutating func update(to ids: [ID]) -> Update {
        let (prefix, suffix) = IdentityBatch.sharedEnds(identities, ids)
        let oldWindow = identities[prefix..<(identities.count - suffix)]
        let oldWindowSet = Set(oldWindow)
        var seen = Set<ID>()
        var window: [ID] = []
        var dropped: [Int] = []
        for index in prefix..<(ids.count - suffix) {
            let id = ids[index]
            // Shown at either end (not in the window), or already taken in the window: a repeat.
            if (members.contains(id) && !oldWindowSet.contains(id)) || !seen.insert(id).inserted {
                dropped.append(index)
            } else {
                window.append(id)
            }
        }
        // Without repeats the rows shown are the data's identities themselves (no copy).
        let new = dropped.isEmpty ? ids : Array(identities[..<prefix] + window + identities[(identities.count - suffix)...])
        let batch = IdentityBatch(from: identities, to: new, prefix: prefix, suffix: suffix)
        for id in oldWindow where !seen.contains(id) { members.remove(id) }
        for id in window { members.insert(id) }
        identities = new
        return Update(batch: batch, dropped: dropped)
    }
}

extension IdentityList: Sendable where ID: Sendable {}
