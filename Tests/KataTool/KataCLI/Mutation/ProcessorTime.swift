import Foundation

/// Processor time used by the child processes this process has waited for (compilers, linkers, checks):
/// unlike the time on the clock, it does not grow when other work shares the machine.
enum ProcessorTime {
    static func ofChildren() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return [usage.ru_utime, usage.ru_stime].map { .seconds($0.tv_sec) + .microseconds($0.tv_usec) }.reduce(.zero, +)
    }
}
