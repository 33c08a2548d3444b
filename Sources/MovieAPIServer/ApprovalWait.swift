/// A fixture's hold on a client's ask about a sign-in still waiting for a person's approval
/// (TMDB's session, Jellyfin's Quick Connect, plex.tv's PIN): the answer comes as the person
/// approves, as a real server's would to a person approving that moment, rather than at the
/// client's next ask, seconds later.
enum ApprovalWait {
    /// Returns once `isWaiting` no longer holds, after `limit` at most, or when the task is cancelled.
    static func hold(upTo limit: Duration, while isWaiting: () -> Bool) async {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while isWaiting(), clock.now < deadline {
            guard (try? await Task.sleep(for: .milliseconds(5))) != nil else { return }
        }
    }
}
