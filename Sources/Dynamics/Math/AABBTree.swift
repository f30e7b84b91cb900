/// A dynamic bounding-volume tree of boxes (Box2D's dynamic tree idea, written from its published
/// design): each leaf holds one body's box, each inner node the union of its two children's.
///
/// A box is inserted next to the sibling that makes the tree's total perimeter grow least (the surface
/// area heuristic in 2D), and AVL rotations keep it balanced, so a query visits O(log n) nodes plus the
/// overlaps it reports. Nodes live in one ``Pool`` with a free list: steady-state inserts, removals and
/// queries allocate nothing. Deterministic: the same operations in the same order give the same tree.
struct AABBTree {
    struct Node {
        var box: AABB
        var parent: Int32
        /// -1 for a leaf.
        var child1: Int32
        var child2: Int32
        /// 0 for a leaf; -1 for a free node.
        var height: Int32
        /// The leaf's body (a leaf only); for a free node, the next free node.
        var body: Int32
    }

    private(set) var nodes = Pool<Node>(capacity: 64)
    private(set) var root: Int32 = -1
    private var free: Int32 = -1
    /// The traversal stack of queries (reused).
    private var stack = Pool<Int32>(capacity: 64)

    /// The box of leaf `proxy`.
    @inline(__always) func box(_ proxy: Int32) -> AABB { nodes[Int(proxy)].box }

    /// Inserts a leaf for `body` with `box`; returns its proxy.
    mutating func insert(_ body: Int32, _ box: AABB) -> Int32 {
        let leaf = allocate()
        nodes[Int(leaf)] = Node(box: box, parent: -1, child1: -1, child2: -1, height: 0, body: body)
        insertLeaf(leaf, below: root)
        return leaf
    }

    /// Removes leaf `proxy`.
    mutating func remove(_ proxy: Int32) {
        _ = removeLeaf(proxy)
        release(proxy)
    }

    /// Gives leaf `proxy` a new box (re-inserting it): the leaf goes back in below the lowest node, from where
    /// it was, whose box holds the new one (a leaf that moved a little stays among its neighbours, without a
    /// search from the root).
    mutating func move(_ proxy: Int32, to box: AABB) {
        var start = removeLeaf(proxy)
        while start >= 0 && start != root {
            if nodes[Int(start)].box.contains(box) { break }
            start = nodes[Int(start)].parent
        }
        nodes[Int(proxy)].box = box
        insertLeaf(proxy, below: start)
    }

    /// Makes room for `count` leaves.
    mutating func reserve(_ count: Int) {
        nodes.reserve(2 * count)
        stack.reserve(64)
    }

    /// Whether `box` overlaps the root's box (false for an empty tree): when it does not, no leaf overlaps it.
    @inline(__always) func mayOverlap(_ box: AABB) -> Bool { root >= 0 && nodes[Int(root)].box.overlaps(box) }

    /// Calls `visit` with the body of every leaf whose box overlaps `box`, in tree order.
    @inline(__always)
    mutating func query(_ box: AABB, _ visit: (Int32) -> Void) {
        // A box that misses the root's misses every leaf: most queries of a sparse tree end here, before the
        // traversal stack is set up.
        guard mayOverlap(box) else { return }
        var stack = self.stack
        stack.removeAll()
        stack.append(root)
        let nodes = self.nodes
        // Every node on the stack overlaps `box`: a child is tested before it is pushed (the same leaves in
        // the same order as testing it when popped, with fewer pushes).
        while stack.count > 0 {
            let node = nodes.base + Int(stack[stack.count - 1])
            stack.removeLast()
            let child1 = node.pointee.child1, child2 = node.pointee.child2
            if child1 < 0 {
                visit(node.pointee.body)
                continue
            }
            if nodes.base[Int(child1)].box.overlaps(box) { stack.append(child1) }
            if nodes.base[Int(child2)].box.overlaps(box) { stack.append(child2) }
        }
        self.stack = stack
    }

    func deallocate() {
        nodes.deallocate()
        stack.deallocate()
    }

    // MARK: Nodes

    private mutating func allocate() -> Int32 {
        if free >= 0 {
            let node = free
            free = nodes[Int(node)].body
            return node
        }
        nodes.append(Node(box: .empty, parent: -1, child1: -1, child2: -1, height: 0, body: -1))
        return Int32(nodes.count - 1)
    }

    private mutating func release(_ node: Int32) {
        nodes[Int(node)] = Node(box: .empty, parent: -1, child1: -1, child2: -1, height: -1, body: free)
        free = node
    }

    @inline(__always) private static func union(_ a: AABB, _ b: AABB) -> AABB {
        AABB(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }

    @inline(__always) private static func perimeter(_ a: AABB) -> Double { 2 * ((a.maxX - a.minX) + (a.maxY - a.minY)) }

    // MARK: Insertion and removal

    /// Inserts `leaf` into the subtree at `start` (the root, or a node whose box holds the leaf's).
    private mutating func insertLeaf(_ leaf: Int32, below start: Int32) {
        guard root >= 0 else {
            root = leaf
            nodes[Int(leaf)].parent = -1
            return
        }
        // The sibling: descend while pushing the leaf further down is cheaper than pairing it here.
        let leafBox = nodes[Int(leaf)].box
        var index = start >= 0 ? start : root
        while nodes[Int(index)].child1 >= 0 {
            let node = nodes[Int(index)]
            let area = Self.perimeter(node.box)
            let combinedArea = Self.perimeter(Self.union(node.box, leafBox))
            // Pairing with this node makes a new parent of the combined box; going down, every ancestor
            // from here grows by at least this much.
            let cost = 2 * combinedArea
            let inheritance = 2 * (combinedArea - area)
            let cost1 = descentCost(node.child1, leafBox) + inheritance
            let cost2 = descentCost(node.child2, leafBox) + inheritance
            if cost < cost1 && cost < cost2 { break }
            index = cost1 < cost2 ? node.child1 : node.child2
        }
        let sibling = index
        let oldParent = nodes[Int(sibling)].parent
        let parent = allocate()
        nodes[Int(parent)] = Node(box: Self.union(leafBox, nodes[Int(sibling)].box), parent: oldParent, child1: sibling,
                                  child2: leaf, height: nodes[Int(sibling)].height + 1, body: -1)
        if oldParent >= 0 {
            if nodes[Int(oldParent)].child1 == sibling { nodes[Int(oldParent)].child1 = parent } else { nodes[Int(oldParent)].child2 = parent }
        } else {
            root = parent
        }
        nodes[Int(sibling)].parent = parent
        nodes[Int(leaf)].parent = parent
        refit(from: parent)
    }

    /// The cost of descending into `child` with a leaf of `box`.
    @inline(__always) private func descentCost(_ child: Int32, _ box: AABB) -> Double {
        let node = nodes[Int(child)]
        let grown = Self.perimeter(Self.union(box, node.box))
        return node.child1 < 0 ? grown : grown - Self.perimeter(node.box)
    }

    /// Removes `leaf` from the tree; returns its former sibling (-1 when the leaf was the root).
    private mutating func removeLeaf(_ leaf: Int32) -> Int32 {
        if leaf == root {
            root = -1
            return -1
        }
        let parent = nodes[Int(leaf)].parent
        let grandParent = nodes[Int(parent)].parent
        let sibling = nodes[Int(parent)].child1 == leaf ? nodes[Int(parent)].child2 : nodes[Int(parent)].child1
        if grandParent >= 0 {
            if nodes[Int(grandParent)].child1 == parent { nodes[Int(grandParent)].child1 = sibling } else { nodes[Int(grandParent)].child2 = sibling }
            nodes[Int(sibling)].parent = grandParent
            release(parent)
            refit(from: grandParent)
        } else {
            root = sibling
            nodes[Int(sibling)].parent = -1
            release(parent)
        }
        nodes[Int(leaf)].parent = -1
        return sibling
    }

    /// Walks from `start` towards the root, balancing each node and recomputing its height and box; stops
    /// above `start` at the first node that neither turned nor changed its height or box: every node above
    /// it then has the children, heights and boxes it had, so walking on could only turn a node that already
    /// leaned before (one a leaf paired beside a tall subtree, far from every other leaf, may leave).
    private mutating func refit(from start: Int32) {
        var index = start
        while index >= 0 {
            let balanced = balance(index)
            let node = nodes[Int(balanced)]
            let c1 = nodes[Int(node.child1)], c2 = nodes[Int(node.child2)]
            let height = 1 + max(c1.height, c2.height), box = Self.union(c1.box, c2.box)
            if balanced == index && index != start && height == node.height && box == node.box { return }
            nodes[Int(balanced)].height = height
            nodes[Int(balanced)].box = box
            index = node.parent
        }
    }

    /// If the subtree at `a` leans by more than one level, rotates its taller child up (an AVL rotation).
    /// Returns the subtree's new root.
    private mutating func balance(_ a: Int32) -> Int32 {
        let nodeA = nodes[Int(a)]
        guard nodeA.child1 >= 0, nodeA.height >= 2 else { return a }
        let lean = nodes[Int(nodeA.child2)].height - nodes[Int(nodeA.child1)].height
        if lean > 1 { return rotateUp(nodeA.child2, over: a) }
        if lean < -1 { return rotateUp(nodeA.child1, over: a) }
        return a
    }

    /// Makes `up`, the taller child of `a`, the parent of `a`: `up` keeps its own taller child, and `a`
    /// takes `up`'s shorter child in `up`'s place. Returns `up`.
    private mutating func rotateUp(_ up: Int32, over a: Int32) -> Int32 {
        let f = nodes[Int(up)].child1, g = nodes[Int(up)].child2
        let parent = nodes[Int(a)].parent
        let (keep, give) = nodes[Int(f)].height > nodes[Int(g)].height ? (f, g) : (g, f)
        // `up` takes `a`'s place under `a`'s parent.
        nodes[Int(up)].parent = parent
        if parent >= 0 {
            if nodes[Int(parent)].child1 == a { nodes[Int(parent)].child1 = up } else { nodes[Int(parent)].child2 = up }
        } else {
            root = up
        }
        // `a` gives `up`'s place to `up`'s shorter child, and becomes `up`'s child.
        if nodes[Int(a)].child1 == up { nodes[Int(a)].child1 = give } else { nodes[Int(a)].child2 = give }
        nodes[Int(give)].parent = a
        nodes[Int(up)].child1 = a
        nodes[Int(up)].child2 = keep
        nodes[Int(a)].parent = up
        let ca = nodes[Int(nodes[Int(a)].child1)], cb = nodes[Int(nodes[Int(a)].child2)]
        nodes[Int(a)].box = Self.union(ca.box, cb.box)
        nodes[Int(a)].height = 1 + max(ca.height, cb.height)
        let keepNode = nodes[Int(keep)]
        nodes[Int(up)].box = Self.union(nodes[Int(a)].box, keepNode.box)
        nodes[Int(up)].height = 1 + max(nodes[Int(a)].height, keepNode.height)
        return up
    }
}
