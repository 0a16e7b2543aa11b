import Foundation

extension URL {
    /// The file-system path of a file address, as `path` gives it. `path` decodes percent escapes
    /// on every call, about 3,400 instructions here, which opening each small log of a folder
    /// paid once; a path with no escape and no trailing slash is taken as it is spelled, about
    /// 800, and any other falls back to `path`.
    package var filePath: String {
        let spelled = path(percentEncoded: true)
        let utf8 = spelled.utf8
        guard !utf8.contains(UInt8(ascii: "%")), utf8.count <= 1 || utf8.last != UInt8(ascii: "/") else { return path }
        return spelled
    }
}
