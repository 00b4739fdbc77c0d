import Foundation

/// Where a player's diagnostics go; the context's closures hold it, so a late call is still reported.
@MainActor
final class DiagnosticSink {
    var entries: [ContainerDiagnostic] = []
    /// Hears every diagnostic, those recorded before it was set first.
    var handler: (@MainActor (ContainerDiagnostic) -> Void)? {
        didSet {
            guard oldValue == nil, let handler else { return }
            for entry in entries { handler(entry) }
        }
    }

    func record(_ diagnostic: ContainerDiagnostic) {
        entries.append(diagnostic)
        handler?(diagnostic)
    }
}
