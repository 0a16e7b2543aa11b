import Foundation

/// A file name the runtime accepts from an effect (a storage key, a bundled file's name): letters,
/// digits, `.`, `-` and `_`, not empty and not starting with a dot, so it names a file inside its
/// folder and never a path out of it or a hidden file.
enum PlainFileName {
    static func isValid(_ name: String) -> Bool {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
        return allowed && !name.isEmpty && !name.hasPrefix(".")
    }
}
