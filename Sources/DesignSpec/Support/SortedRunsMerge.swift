/// Merges runs that are each sorted into one sorted array, as a stable sort of the runs
/// joined in order would sort them: elements that are equal under the order keep their
/// run's order, and of two runs the earlier one's come first.
///
/// It lets work that ends in one big sort sort its parts where they are made, on all
/// cores, and leave only this linear step to one: each element is moved once, after about
/// `2 log2(runs)` comparisons in a heap of the runs' heads.
enum SortedRunsMerge {
    static func merge<Element>(_ runs: [[Element]], by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let nonEmpty = runs.filter { !$0.isEmpty }
        if nonEmpty.count <= 1 { return nonEmpty.first ?? [] }
        var merged: [Element] = []
        merged.reserveCapacity(nonEmpty.reduce(0) { $0 + $1.count })
        // The heap holds the runs that have elements left, by their next one (ties broken
        // by the run's position, which is what keeps the merge stable).
        var next = [Int](repeating: 0, count: nonEmpty.count)
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let left = nonEmpty[a][next[a]], right = nonEmpty[b][next[b]]
            if areInIncreasingOrder(left, right) { return true }
            if areInIncreasingOrder(right, left) { return false }
            return a < b
        }
        var heap = Array(nonEmpty.indices)
        func siftDown(from start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { return }
                var child = left
                if left + 1 < heap.count, precedes(heap[left + 1], heap[left]) { child = left + 1 }
                guard precedes(heap[child], heap[parent]) else { return }
                heap.swapAt(child, parent)
                parent = child
            }
        }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
        while let run = heap.first {
            merged.append(nonEmpty[run][next[run]])
            next[run] += 1
            if next[run] == nonEmpty[run].count {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            siftDown(from: 0)
        }
        return merged
    }
}
