#if canImport(UIKit)
import UIKit

/// The invalidation a ``DynamicFlowLayout`` sends itself when only its bodies moved: the flow
/// layout keeps every metric and attribute it computed (`invalidateFlowLayoutDelegateMetrics`
/// and `invalidateFlowLayoutAttributes` false: "flow layout will not requery the collection view
/// delegate for size information", "will keep all layout information" — UICollectionViewFlowLayout.h,
/// iOS 16.5 SDK), so a physics frame costs no delegate call and no flow layout pass.
@MainActor
final class PhysicsInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {
    override init() {
        super.init()
        invalidateFlowLayoutDelegateMetrics = false
        invalidateFlowLayoutAttributes = false
    }
}
#endif
