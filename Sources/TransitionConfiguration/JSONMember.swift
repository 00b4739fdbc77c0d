/// One `"key": value` of an object, with where the key is.
package struct JSONMember: Sendable {
    package var key: String
    /// Where the key's opening quote is.
    package var keyLocation: ConfigLocation {
        get { keyPosition.location }
        set { keyPosition = JSONPosition(newValue) }
    }
    package var value: JSONNode
    private var keyPosition: JSONPosition

    package init(key: String, keyLocation: ConfigLocation, value: JSONNode) {
        self.key = key
        self.keyPosition = JSONPosition(keyLocation)
        self.value = value
    }
}
