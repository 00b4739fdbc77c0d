import Foundation

/// Presets and animator references: `"animators"`, and every `"animator"`, `"default"` and `"reduceMotion"`.
extension ConfigLoader {
    /// What an animator reference turned out to be.
    enum AnimatorOutcome {
        /// `null`: switch without animation.
        case none
        /// A checked, built animator.
        case animator(ConfiguredAnimator)
        /// Broken; already reported.
        case invalid
    }

    /// `type`, `preset` and `$comment`: an animator object's keys that are not parameters.
    static func isAnimatorKey(_ key: String) -> Bool {
        key == "type" || key == "preset" || key == "$comment"
    }

    mutating func checkPresets(_ node: JSONNode) {
        let path = ConfigPath.root.key("animators")
        guard let members = node.members else {
            wrongType(node, path, expected: "an object of named presets, such as {\"push\": {\"type\": \"slide\"}}")
            return
        }
        checkComment(members, path: path)
        presetNames = members.map(\.key).filter { $0 != "$comment" }
        declaredPresets = Set(presetNames)
        work += presetNames.count
        for member in members where member.key != "$comment" {
            let presetPath = path.key(member.key)
            if member.key.isEmpty {
                error(.invalidValue, "a preset needs a name", presetPath, member.keyLocation)
                continue
            }
            guard let body = member.value.members else {
                wrongType(member.value, presetPath, expected: "an animator object with a \"type\"")
                continue
            }
            guard
                case let .animator(animator) = inlineAnimator(
                    body, at: member.value.location, path: presetPath,
                    preset: member.key)
            else { continue }
            presets[member.key] = Preset(
                name: member.key, type: animator.type, parameters: animator.parameters,
                animator: animator)
        }
    }

    /// Checks a reference to an animator: a preset name, an inline object, or `null` for no animation.
    mutating func animatorReference(_ node: JSONNode, path: ConfigPath) -> AnimatorOutcome {
        switch node.value {
        case .null:
            return .none
        case let .string(name):
            guard let preset = preset(named: name, at: node.location, path: path) else { return .invalid }
            guard var animator = preset.animator else { return .invalid }
            animator.path = path
            animator.location = node.location
            return .animator(animator)
        case let .object(members):
            return inlineAnimator(members, at: node.location, path: path, preset: nil)
        default:
            wrongType(
                node, path,
                expected: "a preset name, an animator object with a \"type\", or null for no "
                    + "animation")
            return .invalid
        }
    }

    /// The preset called `name`, marking it used; reports an unknown name. Returns nil for an unknown name and a
    /// preset that is declared but broken (reported where it is declared).
    mutating func preset(named name: String, at location: ConfigLocation, path: ConfigPath) -> Preset? {
        work += 1
        usedPresets.insert(name)
        if let preset = presets[name] { return preset }
        guard !declaredPresets.contains(name) else { return nil }
        // The "did you mean" and the list of presets cost time with every preset declared: only for a listed
        // diagnostic.
        guard hasRoom else {
            omit(.error, at: location)
            return nil
        }
        var message = "unknown preset '\(abbreviated(name))'"
        if let guess = suggestion(for: name, among: presetNames, work: &work) {
            message += "; did you mean '\(abbreviated(guess))'?"
        } else {
            message += "."
        }
        if presetNames.isEmpty {
            message += " \"animators\" defines no presets"
        } else {
            let sorted = sortedPresetNames ?? presetNames.sorted()
            sortedPresetNames = sorted
            message += " Presets: " + ConfigLoader.list(sorted)
        }
        if registry.descriptor(named: name) != nil {
            message += ". To use the animator type '\(name)' itself, write {\"type\": \"\(name)\"}"
        }
        error(.unknownPreset, message, path, location)
        return nil
    }

    /// Checks an animator object: `{"type": …, params}`, or in a rule `{"preset": …, overriding params}`.
    /// `preset` is the name when the object is a preset's declaration (which cannot start from another preset).
    mutating func inlineAnimator(
        _ members: [JSONMember], at location: ConfigLocation, path: ConfigPath, preset declared: String?
    ) -> AnimatorOutcome {
        checkComment(members, path: path)
        let typeMember = members.first { $0.key == "type" }
        let presetMember = members.first { $0.key == "preset" }
        var base: Preset?
        let type: String
        if let presetMember, declared != nil {
            error(
                .invalidValue, "a preset cannot start from another preset; give it a \"type\" and parameters",
                path.key("preset"), presetMember.keyLocation)
            return .invalid
        }
        if typeMember != nil, let presetMember {
            error(
                .invalidValue, "an animator has a \"type\" or a \"preset\" to start from, not both; remove one",
                path.key("preset"), presetMember.keyLocation)
            return .invalid
        } else if let typeMember {
            guard let name = typeMember.value.string else {
                wrongType(typeMember.value, path.key("type"), expected: "a string naming an animator type")
                return .invalid
            }
            guard descriptor(named: name) != nil else {
                let isPreset = declaredPresets.contains(name)
                if isPreset { usedPresets.insert(name) }
                guard hasRoom else {
                    omit(.error, at: typeMember.value.location)
                    return .invalid
                }
                var message = "unknown animator type '\(abbreviated(name))'"
                message += ConfigLoader.didYouMean(name, among: registry.names, quote: "'")
                let known = registry.names.isEmpty ? "none" : registry.names.joined(separator: ", ")
                message += " Known animators: " + known
                if isPreset {
                    let preset = abbreviated(name)
                    message += ". To use the preset '\(preset)', write \"\(preset)\" or {\"preset\": \"\(preset)\"}"
                }
                error(.unknownAnimatorType, message, path.key("type"), typeMember.value.location)
                return .invalid
            }
            type = name
        } else if let presetMember {
            guard let name = presetMember.value.string else {
                wrongType(presetMember.value, path.key("preset"), expected: "a string naming a preset")
                return .invalid
            }
            guard let preset = preset(named: name, at: presetMember.value.location, path: path.key("preset")) else {
                return .invalid
            }
            base = preset
            type = preset.type
        } else {
            let known = registry.names.isEmpty ? "none registered" : registry.names.joined(separator: ", ")
            error(
                .missingKey,
                "missing \"type\": name an animator type (\(known))"
                    + (declared == nil ? ", or a \"preset\" to start from" : ""), path, location)
            return .invalid
        }
        guard let descriptor = descriptor(named: type) else { return .invalid }

        let own = members.lazy.filter { !ConfigLoader.isAnimatorKey($0.key) }
        // A problem with a parameter the preset set was reported at the preset; only this object's own are checked.
        guard checkParameters(own, of: descriptor, owner: "animator type '\(type)'", path: path) else {
            return .invalid
        }
        var parameters = base?.parameters ?? [:]
        let ownCount = own.count
        if base == nil, ConfigLoader.isIdentical(own, to: lastParameters, count: ownCount) {
            // A generated config repeats one animator thousands of times: they share one definition, or at least
            // one dictionary.
            if let last = lastInline, last.fields.type == type, last.fields.preset == declared {
                return .animator(ConfiguredAnimator(last, path: path, location: location))
            }
            parameters = lastParameters
        } else {
            // One allocation at the final size, rather than one per doubling.
            if ownCount > 0 { parameters.reserveCapacity(parameters.count + ownCount) }
            for member in own { parameters[member.key] = member.value.parameterValue }
            if base == nil { lastParameters = parameters }
        }
        let animator = ConfigLoader.build(descriptor, checked: parameters)
        var overrides: [String: ParameterValue] = [:]
        if base != nil { for member in own { overrides[member.key] = member.value.parameterValue } }
        let configured = ConfiguredAnimator(
            type: type, preset: base?.name ?? declared, parameters: parameters, overrides: overrides,
            animator: animator, path: path, location: location)
        if base == nil { lastInline = configured.definition }
        return .animator(configured)
    }

    /// The registry's descriptor for `name`; the last one found is kept, as a config names the same animator type
    /// rule after rule.
    mutating func descriptor(named name: String) -> AnimatorDescriptor? {
        if let last = lastDescriptor, last.name == name { return last }
        guard let found = registry.descriptor(named: name) else { return nil }
        lastDescriptor = found
        return found
    }

    /// Checks each of `members` against the parameters `descriptor` declares, in one pass in file order, and reports
    /// every problem at the member it is about: the key for an unknown name, the value otherwise. Returns whether
    /// there was none.
    mutating func checkParameters<Members: Sequence<JSONMember>>(
        _ members: Members, of descriptor: AnimatorDescriptor, owner: @autoclosure () -> String, path: ConfigPath
    ) -> Bool {
        var isValid = true
        for member in members {
            // A descriptor declares a handful of parameters: looking one up is constant work per member.
            work += 1
            guard let parameter = descriptor.parameter(named: member.key) else {
                isValid = false
                guard hasRoom else {
                    omit(.error, at: member.keyLocation)
                    continue
                }
                let declared = descriptor.parameters.map(\.name)
                var message = "\(owner()) has no parameter '\(abbreviated(member.key))'"
                let guess = suggestion(for: member.key, among: declared, work: &work)
                message += guess.map { "; did you mean '\($0)'?" } ?? "."
                message += " Its parameters: " + (declared.isEmpty ? "none" : declared.joined(separator: ", "))
                error(.unknownParameter, message, path.key(member.key), member.keyLocation)
                continue
            }
            guard let problem = parameter.problem(with: member.value.parameterValue) else { continue }
            isValid = false
            let code: ConfigDiagnostic.Code
            switch problem.kind {
            case .unknown: code = .unknownParameter
            case .wrongType: code = .wrongType
            case .outOfRange: code = .outOfRange
            case .notAllowed, .malformed: code = .invalidValue
            }
            error(code, problem.description, path.key(member.key), member.value.location)
        }
        return isValid
    }

    /// The animator serving a reversible rule's reverse pair: the way there played backwards
    /// (`PlayedBackwards`), so a dismissal moves the presented screen away as it came instead of bringing the
    /// presenting one in over it. An animator that mirrors itself going backward (a shared element's) and one that
    /// only overlays (a drawer, which its container closes by playing the opening back) stay as they are; so does a
    /// type the registry lacks.
    mutating func reversed(_ animator: ConfiguredAnimator) -> ConfiguredAnimator {
        // Rules that share a definition share its way back too.
        if let last = lastReversed, last.forward === animator.definition {
            return ConfiguredAnimator(last.reversed, path: animator.path, location: animator.location)
        }
        let forward = animator.animator
        let reversed: ConfiguredAnimator
        if forward.capabilities.kinds.contains(.replace), !(forward is any SharedElementAnimator) {
            var backwards = animator
            backwards.animator = PlayedBackwards(forward)
            backwards.playsBackwards = true
            reversed = backwards
        } else {
            reversed = flippingDirection(animator)
        }
        lastReversed = (animator.definition, reversed.definition)
        return reversed
    }

    /// The same parameters with `direction` flipped when the animator declares a `direction` choice that has the
    /// opposite value.
    private mutating func flippingDirection(_ animator: ConfiguredAnimator) -> ConfiguredAnimator {
        guard let descriptor = descriptor(named: animator.type),
            let parameter = descriptor.parameter(named: "direction"),
            case let .choice(choices) = parameter.type,
            case let .string(current) = animator.parameters["direction"] ?? parameter.defaultValue,
            let opposite = ConfigLoader.opposite(ofDirection: current), choices.contains(opposite)
        else {
            return animator
        }
        var flipped = animator
        if animator.overrides.isEmpty, let last = lastReversal, last.opposite == opposite,
            ConfigLoader.isIdentical(animator.parameters, to: last.forward)
        {
            // The same parameters flip the same way: share the dictionaries the last reversal made.
            flipped.parameters = last.reversed
            flipped.overrides = last.overrides
        } else {
            var parameters = animator.parameters
            parameters["direction"] = .string(opposite)
            flipped.parameters = parameters
            flipped.overrides["direction"] = .string(opposite)
            if animator.overrides.isEmpty {
                lastReversal = (animator.parameters, opposite, flipped.parameters, flipped.overrides)
            }
        }
        flipped.animator = ConfigLoader.build(descriptor, checked: flipped.parameters)
        return flipped
    }

    /// Whether `members` (`count` of them) set exactly the keys and values of `parameters`, byte for byte: String's
    /// `==` would also equate canonically equivalent spellings, and Double's 0 and -0, which must stay as written.
    static func isIdentical<Members: Sequence<JSONMember>>(
        _ members: Members, to parameters: [String: ParameterValue], count: Int
    ) -> Bool {
        guard count == parameters.count else { return false }
        for member in members {
            guard let index = parameters.index(forKey: member.key) else { return false }
            let (key, value) = parameters[index]
            guard ConfigLoader.sameBytes(key, member.key) else { return false }
            switch (member.value.value, value) {
            case (.null, .null): continue
            case let (.bool(written), .bool(kept)) where written == kept: continue
            case let (.number(written), .number(kept)) where written.bitPattern == kept.bitPattern: continue
            case let (.string(written), .string(kept)) where ConfigLoader.sameBytes(written, kept): continue
            default: return false  // arrays and objects are not worth comparing
            }
        }
        return true
    }

    /// Whether two strings are the same bytes (`==` also equates canonically equivalent spellings).
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// ``isIdentical(_:to:count:)`` for two dictionaries.
    static func isIdentical(_ lhs: [String: ParameterValue], to rhs: [String: ParameterValue]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs {
            guard let index = rhs.index(forKey: key) else { return false }
            let (otherKey, otherValue) = rhs[index]
            guard ConfigLoader.sameBytes(key, otherKey) else { return false }
            switch (value, otherValue) {
            case (.null, .null): continue
            case let (.bool(written), .bool(kept)) where written == kept: continue
            case let (.number(written), .number(kept)) where written.bitPattern == kept.bitPattern: continue
            case let (.string(written), .string(kept)) where ConfigLoader.sameBytes(written, kept): continue
            default: return false
            }
        }
        return true
    }

    /// Makes the animator from parameters already found valid (every key declared, every value allowed), filling in
    /// the defaults: what `AnimatorRegistry.makeAnimator(named:parameters:)` does, without checking a second time.
    static func build(_ descriptor: AnimatorDescriptor, checked raw: [String: ParameterValue]) -> any TransitionAnimator
    {
        var values = raw
        // Every key of `raw` is declared: as many keys as declarations means none is missing, and nothing to look up.
        if values.count < descriptor.parameters.count {
            for parameter in descriptor.parameters where values[parameter.name] == nil {
                values[parameter.name] = parameter.defaultValue
            }
        }
        return descriptor.make(AnimatorParameters(values: values))
    }

    /// left↔right, up↔down, leading↔trailing, forward↔backward; nil for anything else (`auto` stays as it is).
    static func opposite(ofDirection direction: String) -> String? {
        if let screen = ScreenDirection(rawValue: direction) { return screen.opposite.rawValue }
        switch direction {
        case "leading": return "trailing"
        case "trailing": return "leading"
        case "forward": return "backward"
        case "backward": return "forward"
        default: return nil
        }
    }
}
