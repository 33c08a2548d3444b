/// The executor the tasks MovieKit starts on its own (the producer of ``CachingMovieService``'s
/// answers) prefer: `nil`, Swift's global executor, unless the program set one for a span of its
/// work (`PreferredTaskExecutor.$current.withValue(executor) { … }`).
///
/// An unstructured task does not inherit its creator's executor preference; a task-local value
/// it does. A program that runs a cached answer on its main thread alone (`movies`) sets it so
/// that reading the cache starts no thread.
public enum PreferredTaskExecutor {
    @TaskLocal public static var current: (any TaskExecutor)?
}
