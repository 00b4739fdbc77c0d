/// One `"key": value` of an object, with where the key is.
package struct JSONMember: Sendable {
    package var key: String
    package var keyLocation: ConfigLocation
    package var value: JSONNode

    package init(key: String, keyLocation: ConfigLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
