import Testing
@testable import Dynamics

@Suite struct AABBTreeTests {
    /// Every inner node holds the union of its children's boxes and one more than the taller child's
    /// height, every child names its parent, and every live leaf is reached from the root exactly once.
    private func expectConsistent(_ tree: AABBTree, leaves: [Int32: AABB]) {
        var reached: [Int32: AABB] = [:]
        var stack: [Int32] = tree.root >= 0 ? [tree.root] : []
        if tree.root >= 0 { #expect(tree.nodes[Int(tree.root)].parent == -1) }
        while let index = stack.popLast() {
            let node = tree.nodes[Int(index)]
            if node.child1 < 0 {
                #expect(node.height == 0)
                reached[node.body] = node.box
                continue
            }
            let c1 = tree.nodes[Int(node.child1)], c2 = tree.nodes[Int(node.child2)]
            #expect(c1.parent == index && c2.parent == index)
            #expect(node.height == 1 + max(c1.height, c2.height))
            #expect(node.box.minX == min(c1.box.minX, c2.box.minX) && node.box.minY == min(c1.box.minY, c2.box.minY))
            #expect(node.box.maxX == max(c1.box.maxX, c2.box.maxX) && node.box.maxY == max(c1.box.maxY, c2.box.maxY))
            stack.append(node.child1)
            stack.append(node.child2)
        }
        #expect(reached.count == leaves.count)
        for (body, box) in leaves {
            #expect(reached[body].map { $0.minX == box.minX && $0.minY == box.minY && $0.maxX == box.maxX && $0.maxY == box.maxY } == true)
        }
    }

    /// Moving leaves (the broad phase's falling and drifting bodies), inserting and removing them keeps
    /// every inner box and height exact, and a query finds exactly the leaves whose boxes overlap: the walk
    /// that refits the ancestors may stop early only where nothing above can change.
    @Test func movesInsertsAndRemovalsKeepEveryBoxAndHeightExactAndQueriesComplete() {
        var tree = AABBTree()
        defer { tree.deallocate() }
        var rng = SplitMix64(seed: 7)
        func randomBox() -> AABB {
            let x = Double.random(in: -500..<500, using: &rng), y = Double.random(in: -500..<500, using: &rng)
            let w = Double.random(in: 1..<40, using: &rng), h = Double.random(in: 1..<40, using: &rng)
            return AABB(minX: x, minY: y, maxX: x + w, maxY: y + h)
        }
        var proxies: [Int32: Int32] = [:], leaves: [Int32: AABB] = [:]
        for body in Int32(0)..<200 {
            let box = randomBox()
            proxies[body] = tree.insert(body, box)
            leaves[body] = box
        }
        expectConsistent(tree, leaves: leaves)
        for round in 0..<3_000 {
            let body = Int32.random(in: 0..<240, using: &rng)
            if let proxy = proxies[body] {
                if round % 7 == 0 {
                    tree.remove(proxy)
                    proxies[body] = nil
                    leaves[body] = nil
                } else {
                    // Mostly small moves (a leaf staying among its neighbours), sometimes a jump.
                    var box = leaves[body]!
                    let dx = round % 5 == 0 ? Double.random(in: -400..<400, using: &rng) : Double.random(in: -15..<15, using: &rng)
                    let dy = Double.random(in: -5..<25, using: &rng)
                    box = AABB(minX: box.minX + dx, minY: box.minY + dy, maxX: box.maxX + dx, maxY: box.maxY + dy)
                    tree.move(proxy, to: box)
                    leaves[body] = box
                }
            } else {
                let box = randomBox()
                proxies[body] = tree.insert(body, box)
                leaves[body] = box
            }
            if round % 50 == 0 { expectConsistent(tree, leaves: leaves) }
        }
        expectConsistent(tree, leaves: leaves)
        for _ in 0..<200 {
            let probe = randomBox()
            var found: Set<Int32> = []
            tree.query(probe) { found.insert($0) }
            #expect(found == Set(leaves.filter { $0.value.overlaps(probe) }.keys))
            #expect(tree.mayOverlap(probe) || found.isEmpty)
        }
    }
}
