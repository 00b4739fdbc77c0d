import Foundation

/// `"containers"`: the kind of transition each named container plays, so a rule's animator is checked against it
/// when the config loads instead of when the app first switches.
extension ConfigLoader {
    static let containersPath = ConfigPath.root.key("containers")
    static let containerKeys = ["$comment", "kind"]

    /// Reads `"containers"` into ``containerKinds``; a declaration with a problem is reported and left out.
    mutating func checkContainers(_ node: JSONNode) {
        guard let members = node.members else {
            wrongType(
                node, ConfigLoader.containersPath,
                expected: "an object such as {\"Drawer\": {\"kind\": \"overlay\"}}")
            return
        }
        for member in members where member.key != "$comment" {
            work += 1
            let path = ConfigLoader.containersPath.key(member.key)
            if member.key.isEmpty || member.key == "*" {
                error(
                    .invalidValue, "a container declaration needs the container's identifier, not \"\(member.key)\"",
                    path, member.keyLocation)
                continue
            }
            guard let declaration = member.value.members else {
                wrongType(member.value, path, expected: "an object such as {\"kind\": \"overlay\"}")
                continue
            }
            checkKeys(declaration, allowed: ConfigLoader.containerKeys, path: path, of: "a container declaration")
            guard let kindMember = member.value.member("kind") else {
                error(
                    .missingKey, "missing \"kind\": \"replace\" (tabs, pagers) or \"overlay\" (drawers, presentations)",
                    path, member.value.location)
                continue
            }
            let names = TransitionKind.allCases.map(\.rawValue)
            guard let text = kindMember.value.string else {
                wrongType(kindMember.value, path.key("kind"), expected: "\"replace\" or \"overlay\"")
                continue
            }
            guard let kind = TransitionKind(rawValue: text) else {
                var message = "unknown kind \"\(abbreviated(text))\""
                message += ConfigLoader.didYouMean(text, among: names, quote: "\"")
                message += " Kinds: " + names.joined(separator: ", ")
                error(.invalidValue, message, path.key("kind"), kindMember.value.location)
                continue
            }
            containerKinds[member.key] = kind
        }
    }

    /// Checks that a rule's animator plays the kind its container declares; false (reported) when it does not.
    mutating func checkKind(_ animator: ConfiguredAnimator, container: String?) -> Bool {
        guard let container, let kind = containerKinds[container] else { return true }
        let kinds = animator.animator.capabilities.kinds
        guard !kinds.contains(kind) else { return true }
        let fitting = registry.descriptors.filter { $0.capabilities.kinds.contains(kind) }.map(\.name)
        let played = TransitionKind.allCases.filter { kinds.contains($0) }.map(\.rawValue)
        var message =
            "animator type \"\(abbreviated(animator.type))\" plays \(played.joined(separator: " and ")) transitions, "
            + "but container \"\(abbreviated(container))\" is declared \"\(kind.rawValue)\" in \"containers\": "
            + "nothing would move"
        if !fitting.isEmpty { message += "; types that play \(kind.rawValue): " + fitting.joined(separator: ", ") }
        error(.kindMismatch, message, animator.path, animator.location)
        return false
    }
}
