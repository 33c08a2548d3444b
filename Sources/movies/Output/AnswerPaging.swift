/// Whether what a command writes goes through the pager, decided at the one place it is written
/// (``StandardStreams``), so that every command's long answer is paged alike: a list, a diary,
/// `stats`, `--help`.
///
/// On a terminal, what is written goes to it while it fits the screen; the write that takes the
/// rows written (``ScreenRows``, stdout's and a terminal stderr's) to the screen's height starts
/// the pager, which gets that write and every later one (stderr's too when it is the terminal,
/// as git's pager does), and the command's end waits for it. A question asked, or a poster to be
/// drawn beside the answer, ends it first (``end()``). Piped, with `--no-pager` or
/// `MOVIES_PAGER=`, there is none.
struct AnswerPaging {
    private let pager: Pager
    private let screen: ScreenRows
    private let height: Int
    private let environment: [String: String]
    private var running: Pager.Running?
    /// Whether paging is over: ended, or the pager could not be started.
    private var over = false

    /// Pages through `pager` what is written past `height` rows of `screen`.
    init(pager: Pager, screen: ScreenRows, height: Int, environment: [String: String]) {
        self.pager = pager
        self.screen = screen
        self.height = height
        self.environment = environment
    }

    /// Whether the pager runs: what is written goes to it.
    var isPaging: Bool { running != nil }

    /// Where a write to `stream`, already counted on the screen, goes: the pager's input, the
    /// pager started when this write takes the answer to the screen's height; `nil` for the
    /// stream itself.
    mutating func pagerInput(for stream: Console.Stream, errorIsTerminal: Bool) -> Int32? {
        if let running { return stream == .output || errorIsTerminal ? running.input : nil }
        guard !over, stream == .output, screen.written >= height else { return nil }
        running = pager.start(environment: environment)
        over = running == nil
        return running?.input
    }

    /// Ends paging: waits for a pager that runs to quit; later writes go to the terminal.
    mutating func end() {
        running?.finish()
        running = nil
        over = true
    }
}
