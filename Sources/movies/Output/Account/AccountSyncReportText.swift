import MovieKit

/// What `movies account sync` says it did: a line of counts, the conflicts and which rating won,
/// the films TMDB refused (and those set aside), the films left out, and the changes made here
/// while it ran, kept for the next sync.
///
/// ```
/// Synced with your TMDB account: 3 changes sent, 2 made in your library.
/// ```
struct AccountSyncReportText {
    let report: AccountSyncReport

    var lines: [String] {
        let plan = report.plan
        var lines: [String] = []
        if plan.isEmpty && report.refused.isEmpty {
            lines.append("Your library and your TMDB account are in step: nothing to send or change.")
        } else {
            lines.append(
                "Synced with your TMDB account: \(AccountSyncPlanText.counted(report.sentToAccount, "change")) sent, "
                    + "\(report.madeInLibrary) made in your library.")
        }
        if !plan.conflicts.isEmpty {
            lines.append("conflicts: \(plan.conflicts.count)")
            lines += plan.conflicts.map { "  " + AccountSyncPlanText.conflict($0) }
        }
        if !report.refused.isEmpty {
            let refused = report.refused.map { "\(AccountSyncPlanText.film($0.film)) (\($0.message))" }
            lines.append("refused by TMDB, tried again at the next sync: " + AccountSyncPlanText.named(refused))
        }
        if !report.setAside.isEmpty {
            lines.append(
                "set aside, refused too often: "
                    + AccountSyncPlanText.named(report.setAside.map(AccountSyncPlanText.film)))
        }
        lines += AccountSyncPlanText.notes(plan)
        if report.keptForNextSync > 0 {
            lines.append(
                "\(AccountSyncPlanText.counted(report.keptForNextSync, "film")) changed in your library while it ran: "
                    + "kept as you changed them, carried at the next sync")
        }
        return lines
    }
}
