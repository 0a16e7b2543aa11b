import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This process's peak resident memory in MiB.
///
/// On Linux this is `VmHWM` of `/proc/self/status`, the peak of this process's own address space.
/// `getrusage`'s and `wait4`'s `ru_maxrss` would not do: Linux carries the peak of the process
/// that spawned this one across `execve` (with `posix_spawn` as with `fork`), so a child of a
/// 400 MiB parent reports 400 MiB however little it uses.
func peakResidentMiB() -> Double {
    #if canImport(Darwin)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576
    #else
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        let kibibytes = line?.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return kibibytes / 1024
    #endif
}
