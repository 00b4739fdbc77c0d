import Foundation
import Testing
import TransitionCatalogue
import TransitionPreview

struct Measurement: Decodable {
    let card: String
    let role: String
    let x, y, width, height, opacity: Double
}
