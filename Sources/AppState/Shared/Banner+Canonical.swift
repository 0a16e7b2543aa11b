import ActionLog

// The banner written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension Banner: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("drag", ifPresent: drag)
            try output.member("isHiddenByModal", isHiddenByModal)
            try output.member("lastRelease", ifPresent: lastRelease)
            try output.member("position", position)
            try output.member("progressTenThousandths", progressTenThousandths)
        }
    }
}

extension Banner.Position: CanonicalEncodable {}
extension Banner.Release.Rule: CanonicalEncodable {}

extension Banner.Drag: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("samples", samples)
            try output.member("startPosition", startPosition)
        }
    }
}

extension Banner.Release: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("outcome", outcome)
            try output.member("progressTenThousandths", progressTenThousandths)
            try output.member("rule", rule)
            try output.member("velocity", velocity)
        }
    }
}

extension BannerDragSample: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("containerHeight", containerHeight)
            try output.member("time", time)
            try output.member("translation", translation)
        }
    }
}

extension BannerRefusal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .hidden: try output.enumCase("hidden")
        case .dragInProgress: try output.enumCase("dragInProgress")
        case .noDragInProgress: try output.enumCase("noDragInProgress")
        case .invalidSample: try output.enumCase("invalidSample")
        case .sampleOutOfOrder(let received, let latest):
            try output.enumCase("sampleOutOfOrder") { output throws(CanonicalOutput.Unwritable) in
                try output.member("latest", latest)
                try output.member("received", received)
            }
        }
    }
}
