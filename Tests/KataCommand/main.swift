import Foundation
import KataCLI

let environment = ProcessInfo.processInfo.environment
let code = await KataCLI.run(Array(CommandLine.arguments.dropFirst()), terminal: .standard(environment: environment))
exit(code.rawValue)
