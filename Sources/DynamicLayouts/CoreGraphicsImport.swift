// On Apple platforms the members of CGRect, CGPoint and CGFloat (minX, width, arithmetic with
// Double…) come from the CoreGraphics overlay, which some file of a module must import for the
// whole module to see them; Foundation alone does not. On Linux, Foundation defines them.
#if canImport(CoreGraphics)
import CoreGraphics
#endif
