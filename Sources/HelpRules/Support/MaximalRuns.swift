extension RandomAccessCollection where Index == Int {
    /// The longest runs of elements that satisfy `belongs`, in order: the
    /// words of a text read by their bytes or characters (an address, an
    /// English word in Korean copy), each then judged as a whole.
    @inline(__always)
    func maximalRuns(where belongs: (Element) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var index = startIndex
        while index < endIndex {
            guard belongs(self[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < endIndex, belongs(self[end]) { end += 1 }
            runs.append(index..<end)
            index = end
        }
        return runs
    }
}
