/// A growable, manually managed buffer of trivial (plain-old-data) values: the engine's contiguous hot
/// storage. Elements must be trivial types (checked when the pool is created).
///
/// `Pool` never bounds-checks, never copies on write and never shrinks, so that the solver's inner loops
/// compile to plain loads and stores and a warmed-up world allocates nothing per step. Copies of a pool
/// alias the same memory; the single owner (``World``) calls ``deallocate()`` in its `deinit`.
struct Pool<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count: Int
    private(set) var capacity: Int

    init(capacity: Int = 16) {
        precondition(_isPOD(Element.self), "Pool holds trivial values only")
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
        count = 0
    }

    subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    /// Appends `value`, growing geometrically when full.
    mutating func append(_ value: Element) {
        if count == capacity { reserve(capacity * 2) }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Makes room for at least `n` elements without changing `count`.
    mutating func reserve(_ n: Int) {
        guard n > capacity else { return }
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: n)
        fresh.moveInitialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = n
    }

    /// Sets `count` to `n`, filling new slots with `value`.
    mutating func resize(_ n: Int, fill value: Element) {
        if n > capacity { reserve(max(n, capacity * 2)) }
        if n > count { (base + count).initialize(repeating: value, count: n - count) }
        count = n
    }

    /// Sets `count` to `n`, leaving new elements' memory as it is: the caller writes every one before reading
    /// it (for trivial elements).
    mutating func resizeUninitialized(_ n: Int) {
        if n > capacity { reserve(max(n, capacity * 2)) }
        count = n
    }

    /// Empties the pool, keeping its memory.
    mutating func removeAll() { count = 0 }

    /// Removes the last element.
    mutating func removeLast() { count -= 1 }

    /// Removes element `i` by moving the last element into its place.
    mutating func swapRemove(at i: Int) {
        count -= 1
        if i != count { base[i] = base[count] }
    }

    /// Frees the memory. The pool must not be used afterwards.
    func deallocate() { base.deallocate() }
}
