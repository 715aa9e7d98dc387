<?php

/**
 * CPU figures of the process and of the host: Async\CpuSnapshot,
 * Async\cpu_usage() and Async\loadavg() (sysinfo.c).
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * Point-in-time counters of the process's and the host's CPU time,
     * immutable. The time fields are nanosecond counters that only grow,
     * from an unspecified origin: one value alone means nothing; subtract
     * two snapshots taken at different moments. cpu_usage() does that for
     * one consumer per process.
     *
     * Inside a container the system* fields describe the host, not the
     * cgroup; the process* fields already reflect affinity and CPU
     * throttling, so prefer them for per-process backpressure.
     *
     * @strict-properties
     * @not-serializable
     */
    final class CpuSnapshot
    {
        /** Monotonic wall-clock time at the moment of capture. */
        public readonly int $wallNs;
        /** User-mode CPU time used by all threads of this process. */
        public readonly int $processUserNs;
        /** Kernel-mode CPU time used by all threads of this process. */
        public readonly int $processSystemNs;
        /** Idle time summed over all logical CPUs of the host (0 where the system does not say). */
        public readonly int $systemIdleNs;
        /**
         * Non-idle time summed over all logical CPUs of the host (user +
         * nice + system + irq + softirq + steal; 0 where the system does
         * not say).
         */
        public readonly int $systemBusyNs;
        /** Number of logical CPUs the system reports at capture time (at least 1). */
        public readonly int $cpuCount;

        /** Snapshots are made by now(). */
        private function __construct() {}

        /** A snapshot of the counters now. */
        public static function now(): CpuSnapshot {}
    }

    /**
     * CPU usage since the previous call, with the percentages worked out.
     * One "previous" snapshot is kept per process (reset at the end of each
     * request): the first call stores it and returns zeros (cpu_count and
     * loadavg are filled in); each later call returns the figures since the
     * snapshot before it and replaces it. For several independent consumers,
     * take CpuSnapshot::now() and subtract yourself.
     *
     * @return array{process_cores: float, process_percent: float, system_percent: float, cpu_count: int, interval_sec: float, loadavg: array{0: float, 1: float, 2: float}|null}
     *         process_cores: average number of cores the process kept busy
     *         (0..cpu_count); process_percent: that as a share of the whole
     *         machine (0..100); system_percent: the host's CPU utilisation
     *         (0..100); interval_sec: wall-clock seconds between the two
     *         snapshots; loadavg: as loadavg().
     */
    function cpu_usage(): array {}

    /**
     * The system load averages over the last 1, 5 and 15 minutes: the
     * average length of the run queue, not a CPU percentage (on 4 cores a
     * steady 4.0 means the queue is full on average).
     *
     * @return array{0: float, 1: float, 2: float}|null Null where the system
     *         has no load average (Windows).
     */
    function loadavg(): ?array {}
}
