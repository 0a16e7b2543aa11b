#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The minor page faults this process has taken so far: pages the system mapped in for it. The
/// instruction counts leave them out, yet a block the allocator maps and unmaps on every use
/// costs more time than many instructions (round nine of `docs/performance.md`), so a row that
/// reads logs reports them too.
func minorPageFaults() -> Int { Int(usage().ru_minflt) }

/// The processor time this process has used so far, its threads' user and system time together, in
/// seconds: beside a row's wall-clock time, it tells how much of the row ran on more than one core.
func processorSeconds() -> Double {
    let usage = usage()
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// `getrusage` of this process.
private func usage() -> rusage {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
}
