import Foundation
import TransitionsCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
