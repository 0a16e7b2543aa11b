#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The minor page faults this process has taken so far: pages the system mapped in for it. The
/// instruction counts leave them out, yet a block the allocator maps and unmaps on every use
/// costs more time than many instructions (round nine of `docs/performance.md`), so a row that
/// reads logs reports them too.
func minorPageFaults() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return Int(usage.ru_minflt)
}
