/// A screen edge in screen terms, mirroring the single-edge members of `UIRectEdge`, which do
/// not follow the layout direction. Get one from a semantic `ScreenEdge` with
/// `ScreenEdge.physical(in:)`.
package enum PhysicalEdge: Sendable, Hashable, CaseIterable {
    /// `UIRectEdge.left`.
    case left
    /// `UIRectEdge.right`.
    case right
    /// `UIRectEdge.top`.
    case top
    /// `UIRectEdge.bottom`.
    case bottom
}
