/// Work on a queue of jobs, at most a given number at once: the one way MovieKit and `movies`
/// keep a bounded number of requests in flight (a list's film details, a sync's lists and films,
/// a sync's posters).
public enum BoundedConcurrency {
    /// What to do after a job's result is handled.
    public enum Next: Sendable {
        /// Start the next jobs of the queue.
        case goOn
        /// Start nothing more and cancel the jobs under way; `run` returns when they have ended.
        case stop
    }

    /// Runs `perform` for each of `jobs`, at most `width` at once (at least one), starting the
    /// next as each ends. Each result is given to `handle` on the calling task, one at a time, in
    /// the order the jobs end; `handle` may append jobs to the queue, and may stop it.
    public static func run<Job: Sendable, Output: Sendable>(
        _ jobs: [Job], width: Int,
        perform: @escaping @Sendable (Job) async -> Output,
        handle: (_ job: Job, _ output: Output, _ queue: inout [Job]) -> Next
    ) async {
        var queue = jobs
        var next = 0
        let width = max(width, 1)
        await withTaskGroup(of: (Job, Output).self) { group in
            var running = 0
            func startMore() {
                while next < queue.count && running < width {
                    let job = queue[next]
                    next += 1
                    running += 1
                    group.addTask { (job, await perform(job)) }
                }
            }
            startMore()
            while let (job, output) = await group.next() {
                running -= 1
                guard handle(job, output, &queue) == .goOn else {
                    group.cancelAll()
                    return
                }
                startMore()
            }
        }
    }
}
