// `import TransitionSwiftUI` brings the catalogue too: the config, the animators and the UIKit layer.
@_exported import TransitionCatalogue
