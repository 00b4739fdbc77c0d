/// `"animatorTypes"`: the config's declarations of an app's own animator types, so a config naming them can be checked
/// without the app's registry (by `transitions validate` and the build plugin).
///
/// A declared type the registry lacks is checked from its declaration and built as a placeholder that declares no
/// kinds, so the engine switches without animation. A declared type the registry has is checked against the
/// registry's descriptor, which stays authoritative; each disagreement is a warning.
extension ConfigLoader {
    static let declarationKeys = ["$comment", "summary", "parameters", "interactive", "kinds"]
    static let parameterDeclarationKeys = ["$comment", "type", "minimum", "maximum", "values", "default"]
    static let parameterTypeNames = ["number", "integer", "boolean", "choice", "curve"]

    /// Checks every declaration and adds each valid one the registry lacks to ``registry`` as a placeholder type.
    mutating func checkAnimatorTypes(_ node: JSONNode) {
        let path = ConfigPath.root.key("animatorTypes")
        guard let members = node.members else {
            wrongType(
                node, path,
                expected: "an object of animator type declarations, such as {\"bounce\": {\"parameters\": {}}}")
            return
        }
        checkComment(members, path: path)
        for member in members where member.key != "$comment" {
            let typePath = path.key(member.key)
            if member.key.isEmpty {
                error(.invalidValue, "an animator type needs a name", typePath, member.keyLocation)
                continue
            }
            guard let descriptor = declaration(member.value, name: member.key, path: typePath) else { continue }
            if let registered = registry.descriptor(named: member.key) {
                compare(descriptor, with: registered, node: member.value, path: typePath, location: member.keyLocation)
                continue
            }
            let type = abbreviated(member.key)
            warning(
                .unregisteredAnimatorType,
                "animator type '\(type)' is declared but not registered: it is checked from its declaration and "
                    + "switches without animation; register it in the app's registry", typePath, member.keyLocation)
            registry.insertPlaceholder(descriptor)
        }
    }

    /// The descriptor a declaration describes, or nil when it has problems (each reported).
    mutating func declaration(_ node: JSONNode, name: String, path: ConfigPath) -> AnimatorDescriptor? {
        guard let members = node.members else {
            wrongType(node, path, expected: "an animator type declaration object with \"parameters\"")
            return nil
        }
        checkKeys(members, allowed: ConfigLoader.declarationKeys, path: path, of: "an animator type declaration")
        var isValid = !members.contains { !ConfigLoader.declarationKeys.contains($0.key) }
        var summary = "Declared in the config."
        if let member = node.member("summary") {
            if let text = member.value.string {
                summary = text
            } else {
                wrongType(member.value, path.key("summary"), expected: "a string")
                isValid = false
            }
        }
        var isInteractive = true
        if let member = node.member("interactive") {
            if case let .bool(flag) = member.value.value {
                isInteractive = flag
            } else {
                wrongType(member.value, path.key("interactive"), expected: "a boolean")
                isValid = false
            }
        }
        var kinds: Set<TransitionKind> = [.replace]
        if let member = node.member("kinds") {
            if let checked = self.kinds(member.value, path: path.key("kinds")) {
                kinds = checked
            } else {
                isValid = false
            }
        }
        var parameters: [AnimatorParameter] = []
        if let member = node.member("parameters") {
            let parametersPath = path.key("parameters")
            if let declared = member.value.members {
                checkComment(declared, path: parametersPath)
                for parameter in declared where parameter.key != "$comment" {
                    if let checked = self.parameter(parameter, path: parametersPath.key(parameter.key)) {
                        parameters.append(checked)
                    } else {
                        isValid = false
                    }
                }
            } else {
                wrongType(member.value, parametersPath, expected: "an object of parameter declarations")
                isValid = false
            }
        }
        guard isValid else { return nil }
        return AnimatorDescriptor(
            name: name, summary: summary, parameters: parameters,
            capabilities: AnimatorCapabilities(isInteractive: isInteractive, kinds: kinds))
    }

    /// `"kinds"`: a non-empty array of `"replace"` and `"overlay"`.
    mutating func kinds(_ node: JSONNode, path: ConfigPath) -> Set<TransitionKind>? {
        let names = TransitionKind.allCases.map(\.rawValue)
        guard case let .array(elements) = node.value else {
            wrongType(node, path, expected: "an array of kinds, such as [\"replace\", \"overlay\"]")
            return nil
        }
        var kinds: Set<TransitionKind> = []
        var isValid = true
        for (index, element) in elements.enumerated() {
            guard let text = element.string else {
                wrongType(element, path.index(index), expected: "a string")
                isValid = false
                continue
            }
            guard let kind = TransitionKind(rawValue: text) else {
                var message = "unknown kind \"\(abbreviated(text))\""
                message += ConfigLoader.didYouMean(text, among: names, quote: "\"")
                error(
                    .invalidValue, message + " Kinds: " + names.joined(separator: ", "), path.index(index),
                    element.location)
                isValid = false
                continue
            }
            kinds.insert(kind)
        }
        if elements.isEmpty {
            error(
                .invalidValue, "\"kinds\" needs at least one kind: " + names.joined(separator: ", "), path,
                node.location)
            isValid = false
        }
        return isValid ? kinds : nil
    }

    /// One parameter declaration: its type, range or values, and a default the type allows.
    mutating func parameter(_ member: JSONMember, path: ConfigPath) -> AnimatorParameter? {
        let node = member.value
        guard let members = node.members else {
            wrongType(node, path, expected: "a parameter declaration object with a \"type\" and a \"default\"")
            return nil
        }
        checkKeys(members, allowed: ConfigLoader.parameterDeclarationKeys, path: path, of: "a parameter declaration")
        guard !members.contains(where: { !ConfigLoader.parameterDeclarationKeys.contains($0.key) }) else { return nil }
        let names = ConfigLoader.parameterTypeNames
        guard let typeMember = node.member("type") else {
            error(.missingKey, "missing \"type\": one of " + names.joined(separator: ", "), path, node.location)
            return nil
        }
        guard let typeName = typeMember.value.string else {
            wrongType(typeMember.value, path.key("type"), expected: "a string naming a parameter type")
            return nil
        }
        guard names.contains(typeName) else {
            var message = "unknown parameter type \"\(abbreviated(typeName))\""
            message += ConfigLoader.didYouMean(typeName, among: names, quote: "\"")
            error(
                .invalidValue, message + " Types: " + names.joined(separator: ", "), path.key("type"),
                typeMember.value.location)
            return nil
        }
        guard let type = parameterType(typeName, node, path: path) else { return nil }
        guard let defaultMember = node.member("default") else {
            error(.missingKey, "missing \"default\": the value used when a config leaves it out", path, node.location)
            return nil
        }
        let parameter = AnimatorParameter(member.key, type, default: defaultMember.value.parameterValue, "")
        if let problem = parameter.problem(with: defaultMember.value.parameterValue) {
            let code: ConfigDiagnostic.Code
            switch problem.kind {
            case .wrongType: code = .wrongType
            case .outOfRange: code = .outOfRange
            case .unknown, .notAllowed, .malformed: code = .invalidValue
            }
            error(code, "the default: " + problem.description, path.key("default"), defaultMember.value.location)
            return nil
        }
        return parameter
    }

    /// The type a declaration's `"type"`, `"minimum"`, `"maximum"` and `"values"` describe.
    mutating func parameterType(_ name: String, _ node: JSONNode, path: ConfigPath) -> ParameterType? {
        let isNumeric = name == "number" || name == "integer"
        var isValid = true
        for key in ["minimum", "maximum"] where !isNumeric {
            if let member = node.member(key) {
                error(
                    .invalidValue, "\"\(key)\" is for number and integer parameters, not \(name); remove it",
                    path.key(key), member.keyLocation)
                isValid = false
            }
        }
        if name != "choice", let member = node.member("values") {
            error(
                .invalidValue, "\"values\" is for choice parameters, not \(name); remove it", path.key("values"),
                member.keyLocation)
            isValid = false
        }
        var bounds: [Double?] = []
        for key in ["minimum", "maximum"] where isNumeric {
            guard let member = node.member(key) else {
                bounds.append(nil)
                continue
            }
            guard case let .number(number) = member.value.value else {
                wrongType(member.value, path.key(key), expected: "a number")
                isValid = false
                bounds.append(nil)
                continue
            }
            if name == "integer", number != number.rounded() || abs(number) > 1e15 {
                error(
                    .invalidValue, "\"\(key)\" of an integer parameter must be a whole number, not \(format(number))",
                    path.key(key), member.value.location)
                isValid = false
            }
            bounds.append(number)
        }
        guard isValid else { return nil }
        switch name {
        case "number", "integer":
            let (minimum, maximum) = (bounds[0], bounds[1])
            if let minimum, let maximum, minimum > maximum {
                let member = node.member("maximum")
                error(
                    .invalidValue,
                    "\"maximum\" (\(format(maximum))) is below \"minimum\" (\(format(minimum))); swap them",
                    path.key("maximum"), member?.value.location ?? node.location)
                return nil
            }
            if name == "integer" {
                let lower = minimum.map { Int($0) } ?? -1_000_000_000_000_000
                let upper = maximum.map { Int($0) } ?? 1_000_000_000_000_000
                return .integer(lower...upper)
            }
            guard minimum != nil || maximum != nil else { return .number(nil) }
            return .number((minimum ?? -.infinity)...(maximum ?? .infinity))
        case "boolean":
            return .bool
        case "choice":
            return choices(node, path: path)
        default:
            return .curve
        }
    }

    /// A choice's `"values"`: a non-empty array of distinct strings.
    mutating func choices(_ node: JSONNode, path: ConfigPath) -> ParameterType? {
        guard let member = node.member("values") else {
            error(.missingKey, "missing \"values\": the strings a choice allows", path, node.location)
            return nil
        }
        guard case let .array(elements) = member.value.value, !elements.isEmpty else {
            wrongType(member.value, path.key("values"), expected: "a non-empty array of strings")
            return nil
        }
        var values: [String] = []
        var isValid = true
        for (index, element) in elements.enumerated() {
            guard let text = element.string else {
                wrongType(element, path.key("values").index(index), expected: "a string")
                isValid = false
                continue
            }
            if values.contains(text) {
                error(
                    .invalidValue, "\"\(abbreviated(text))\" is listed twice; remove one",
                    path.key("values").index(index), element.location)
                isValid = false
            }
            values.append(text)
        }
        return isValid ? .choice(values) : nil
    }

    /// Warns where a declaration and the registry's descriptor for the same type disagree; the registry wins.
    mutating func compare(
        _ declared: AnimatorDescriptor, with registered: AnimatorDescriptor, node: JSONNode, path: ConfigPath,
        location: ConfigLocation
    ) {
        let type = abbreviated(declared.name)
        for parameter in declared.parameters {
            let parameterPath = path.key("parameters").key(parameter.name)
            let name = abbreviated(parameter.name)
            let at = node.member("parameters")?.value.member(parameter.name)?.keyLocation ?? location
            guard let actual = registered.parameter(named: parameter.name) else {
                let known = registered.parameters.map(\.name)
                warning(
                    .declarationMismatch,
                    "animator type '\(type)' is registered without a parameter '\(name)'; the registry's "
                        + "parameters are checked: " + (known.isEmpty ? "none" : known.joined(separator: ", ")),
                    parameterPath, at)
                continue
            }
            if actual.type != parameter.type {
                warning(
                    .declarationMismatch,
                    "parameter '\(name)' of animator type '\(type)' is declared as \(parameter.type) but registered "
                        + "as \(actual.type); the registry's is checked", parameterPath, at)
            }
        }
        for parameter in registered.parameters where declared.parameter(named: parameter.name) == nil {
            warning(
                .declarationMismatch,
                "animator type '\(type)' is registered with a parameter '\(abbreviated(parameter.name))' "
                    + "(\(parameter.type)) that the declaration lacks; declare it, so tools without the app's "
                    + "registry accept it", path, location)
        }
        if declared.capabilities.isInteractive != registered.capabilities.isInteractive {
            let actual = registered.capabilities.isInteractive
            warning(
                .declarationMismatch,
                "animator type '\(type)' is declared \(actual ? "not " : "")interactive but registered as "
                    + "\(actual ? "" : "not ")interactive; the registry's is used", path, location)
        }
        if declared.capabilities.kinds != registered.capabilities.kinds {
            func list(_ kinds: Set<TransitionKind>) -> String { kinds.map(\.rawValue).sorted().joined(separator: ", ") }
            warning(
                .declarationMismatch,
                "animator type '\(type)' is declared for \(list(declared.capabilities.kinds)) but registered for "
                    + "\(list(registered.capabilities.kinds)); the registry's is used", path, location)
        }
    }
}

/// What a config builds for a declared type the registry lacks: it declares no kinds, so the engine refuses to play
/// it and switches without animation.
struct UnregisteredAnimator: TransitionAnimator {
    let name: String
    let capabilities: AnimatorCapabilities

    func animation(for context: TransitionContext) -> TransitionAnimation {
        TransitionAnimation(duration: 0, tracks: [])
    }
}

extension AnimatorRegistry {
    /// Adds a config's declared type, built as an ``UnregisteredAnimator`` that keeps the declared interactivity and
    /// declares no kinds.
    mutating func insertPlaceholder(_ descriptor: AnimatorDescriptor) {
        let capabilities = AnimatorCapabilities(
            isInteractive: descriptor.capabilities.isInteractive,
            isInterruptible: descriptor.capabilities.isInterruptible, kinds: [])
        let name = descriptor.name
        insert(AnimatorDescriptor(descriptor) { _ in UnregisteredAnimator(name: name, capabilities: capabilities) })
    }
}
