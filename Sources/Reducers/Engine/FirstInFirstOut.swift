/// A first-in, first-out queue whose `popFirst` is O(1) amortized: taken elements are skipped by a
/// head index and released in one move once they are at least half of the storage, instead of
/// shifting every waiting element on each take as `Array.removeFirst` does.
package struct FirstInFirstOut<Element> {
    private var storage: [Element] = []
    private var head = 0

    /// An empty queue.
    package init() {}

    package var isEmpty: Bool { head == storage.count }

    package mutating func append(_ element: Element) { storage.append(element) }

    package mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        if head == storage.count - 1 {
            // The last one waiting, most often the only one: moved out rather than copied, and the
            // storage emptied with its capacity kept.
            let last = storage.removeLast()
            if head > 0 {
                storage.removeAll(keepingCapacity: true)
                head = 0
            }
            return last
        }
        let first = storage[head]
        head += 1
        if head >= 64 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return first
    }

    /// Removes the waiting elements that satisfy `shouldBeRemoved`, keeping the others in order.
    /// Most calls remove nothing (a new effect's id cancels nothing): the queue is only read then.
    package mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        guard storage[head...].contains(where: shouldBeRemoved) else { return }
        storage.removeFirst(head)
        head = 0
        storage.removeAll(where: shouldBeRemoved)
    }
}

extension FirstInFirstOut: Sendable where Element: Sendable {}
