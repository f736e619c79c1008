import CCmarkGFM
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for cmark-gfm's tree of one doc at a time on each thread: allocating moves a
/// pointer on, freeing does nothing, and the whole region is taken back at once when the
/// doc is converted.
///
/// cmark-gfm's own command-line tool parses into an arena (`cmark_get_arena_mem_allocator`,
/// arena.c) for the same reason: a doc's tree is hundreds of small blocks (a node, a text,
/// a buffer that grows) that all die together. Through the general allocator each was a
/// `calloc`, most a `realloc` or two and a `free`, and freeing the tree walked it again:
/// about a twelfth of a drift-heavy check's instructions (docs/performance.md). cmark's
/// arena is one process-wide region, so it cannot serve parses on two threads; this one is
/// per thread, found through a thread-specific key because cmark's allocator callbacks
/// carry no context.
///
/// A region is reused from doc to doc on its thread, so the pages are touched once per
/// thread, not once per doc. Texts over `maximumTextBytes` do not use it: their converter
/// frees a huge table's C rows as it goes, which an arena cannot.
enum CMarkArena {
    /// The largest text parsed into an arena (bytes). A 1 MB doc's tree is some tens of MB.
    static let maximumTextBytes = 1 << 20

    /// Runs `body` with an allocator to create a parser with; every block cmark takes from
    /// it lives until `body` returns, and is then given back at once (so nothing of cmark's
    /// may be kept, and nothing needs freeing). Not reentrant on one thread.
    static func withAllocator<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        let region = Region.current()
        precondition(!region.pointee.inUse, "CMarkArena.withAllocator is not reentrant")
        region.pointee.inUse = true
        defer { region.pointee.reset() }
        return body(allocator)
    }

    /// The callbacks cmark calls: calloc, realloc and a free that does nothing.
    private nonisolated(unsafe) static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let allocator = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        allocator.initialize(to: cmark_mem(
            calloc: { count, size in
                let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
                precondition(!overflow, "cmark asked for more memory than there is")
                return Region.inUse().pointee.allocate(bytes, zeroed: true)
            },
            realloc: { pointer, size in
                Region.inUse().pointee.reallocate(pointer, to: size)
            },
            free: { _ in }
        ))
        return allocator
    }()
}

/// One thread's region: the chunk allocations are cut from and the chunks filled before it.
private struct Region {
    /// Each block is preceded by its size, and blocks start 16 bytes apart, as malloc's do.
    static let alignment = 16
    /// The first chunk of every thread's region.
    static let initialChunkBytes = 1 << 20
    /// A region grown past this size (by a doc near `maximumTextBytes`) goes back to one
    /// initial chunk when its doc is done.
    static let keptChunkBytes = 16 << 20

    /// The chunk being filled, `used` bytes of its `capacity` taken.
    var chunk: UnsafeMutableRawPointer
    /// Starts past the first 16 bytes, which hold the retired list's link once retired.
    var used = Region.alignment
    var capacity: Int
    /// The block allocated last (for growing it in place), or nil.
    var last: UnsafeMutableRawPointer?
    /// Chunks filled before this one and blocks too large for any chunk, freed when the
    /// doc is done; each stores the next one in its first word.
    var retired: UnsafeMutableRawPointer?
    var inUse = false

    init(capacity: Int) {
        chunk = Region.systemAllocate(capacity)
        self.capacity = capacity
    }

    /// `bytes` bytes, zeroed when asked, 16-byte aligned. The common case (room left in the
    /// chunk) is a few instructions; cmark asks ~600 times per doc.
    @inline(__always)
    mutating func allocate(_ bytes: Int, zeroed: Bool) -> UnsafeMutableRawPointer {
        let size = (max(bytes, 1) + Region.alignment - 1) & ~(Region.alignment - 1)
        let needed = size + Region.alignment
        guard needed <= capacity - used else { return allocateInNewChunk(size, zeroed: zeroed) }
        let block = chunk + used + Region.alignment
        used += needed
        last = block
        Region.setSize(size, of: block)
        if zeroed { memset(block, 0, size) }
        return block
    }

    /// A block that does not fit in the chunk: in a chunk of its own when larger than half
    /// a chunk, else at the start of a new chunk twice as large.
    @inline(never)
    private mutating func allocateInNewChunk(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer {
        let needed = size + Region.alignment
        if needed > capacity / 2 {
            let own = Region.systemAllocate(needed + Region.alignment)
            retire(own)
            let block = own + 2 * Region.alignment
            Region.setSize(size, of: block)
            if zeroed { memset(block, 0, size) }
            return block
        }
        retire(chunk)
        capacity *= 2
        chunk = Region.systemAllocate(capacity)
        used = Region.alignment  // the first 16 bytes hold the retired list's link
        return allocate(size, zeroed: zeroed)
    }

    /// `pointer`'s block with room for `bytes` (its content kept): grown in place when it
    /// is the last one of the chunk and there is room, else copied.
    mutating func reallocate(_ pointer: UnsafeMutableRawPointer?, to bytes: Int) -> UnsafeMutableRawPointer {
        guard let pointer else { return allocate(bytes, zeroed: false) }
        let size = Region.size(of: pointer)
        if bytes <= size { return pointer }
        let grown = (bytes + Region.alignment - 1) & ~(Region.alignment - 1)
        if pointer == last, (pointer - chunk) + grown <= capacity {
            used = (pointer - chunk) + grown
            Region.setSize(grown, of: pointer)
            return pointer
        }
        let copy = allocate(bytes, zeroed: false)
        copy.copyMemory(from: pointer, byteCount: size)
        return copy
    }

    /// Gives back every block: the retired chunks go, the last chunk is kept for the next doc.
    mutating func reset() {
        freeRetired()
        if capacity > Region.keptChunkBytes {
            free(chunk)
            capacity = Region.initialChunkBytes
            chunk = Region.systemAllocate(capacity)
        }
        used = Region.alignment
        last = nil
        inUse = false
    }

    /// Frees the retired chunks (each holds the next in its first word).
    private mutating func freeRetired() {
        while let retiredChunk = retired {
            retired = retiredChunk.load(as: UnsafeMutableRawPointer?.self)
            free(retiredChunk)
        }
    }

    /// Frees all of the region's memory, when its thread ends.
    mutating func freeAll() {
        freeRetired()
        free(chunk)
    }

    private mutating func retire(_ chunk: UnsafeMutableRawPointer) {
        chunk.storeBytes(of: retired, as: UnsafeMutableRawPointer?.self)
        retired = chunk
    }

    private static func size(of block: UnsafeMutableRawPointer) -> Int {
        (block - MemoryLayout<Int>.size).load(as: Int.self)
    }

    private static func setSize(_ size: Int, of block: UnsafeMutableRawPointer) {
        (block - MemoryLayout<Int>.size).storeBytes(of: size, as: Int.self)
    }

    private static func systemAllocate(_ bytes: Int) -> UnsafeMutableRawPointer {
        guard let memory = malloc(bytes) else { fatalError("out of memory: \(bytes) bytes for cmark's tree") }
        return memory
    }

    // MARK: The thread's region

    /// The key of each thread's region; a thread's region is freed when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            let region = pointer.assumingMemoryBound(to: Region.self)
            #else
            guard let region = pointer?.assumingMemoryBound(to: Region.self) else { return }
            #endif
            // Not `reset`: that may make a fresh chunk for a next doc there will not be.
            region.pointee.freeAll()
            region.deinitialize(count: 1)
            region.deallocate()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// This thread's region, made on first use.
    static func current() -> UnsafeMutablePointer<Region> {
        if let pointer = pthread_getspecific(key) { return pointer.assumingMemoryBound(to: Region.self) }
        let region = UnsafeMutablePointer<Region>.allocate(capacity: 1)
        region.initialize(to: Region(capacity: initialChunkBytes))
        pthread_setspecific(key, region)
        return region
    }

    /// This thread's region, which cmark is allocating from (`withAllocator` made it).
    @inline(__always)
    static func inUse() -> UnsafeMutablePointer<Region> {
        guard let region = pthread_getspecific(key) else {
            fatalError("cmark allocated through CMarkArena outside CMarkArena.withAllocator")
        }
        return region.assumingMemoryBound(to: Region.self)
    }
}
