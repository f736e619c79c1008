/// The children of every open container, in one growable buffer: a closing bracket moves
/// its children out into an array of exactly the right size. Compared with an array per
/// container that grows by doubling, this allocates once per container and leaves no
/// spare capacity, which matters for a 50 MB file. Used only inside one parse.
final class JSONMoveStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ element: consuming Element) {
        if count == capacity {
            let newCapacity = capacity * 2
            let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The elements from `start` to the top, for reading.
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// Moves the elements from `start` to the top out, in order.
    func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = base + start
        let result = [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: source, count: moved)
            initialized = moved
        }
        count = start
        return result
    }
}
