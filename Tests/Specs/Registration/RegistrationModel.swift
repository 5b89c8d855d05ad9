import RegistrationBackend

/// What a registration user can do, for the differential runner: type an address (ordinary, tricky
/// or hostile) and tap Register, while the server goes down and comes back.
public struct RegistrationModel: DifferentialModel {
    public enum Action: DifferentialAction {
        case register(String)
        case serverGoesDown
        case serverComesBack

        public var step: String {
            switch self {
            case .register(let text): "the user types \(text.debugDescription) and taps Register"
            case .serverGoesDown: "the server becomes unavailable"
            case .serverComesBack: "the server is available again"
            }
        }

        public var plainer: [Action] {
            guard case .register(let text) = self else { return [] }
            return PlainText.forms(of: text, ["anna@example.com", "x", ""]).map(Action.register)
        }

        public var code: String {
            switch self {
            case .register(let text): "app.enterEmail(\(text.debugDescription)); await app.tapRegister()"
            case .serverGoesDown: "backend.makeUnavailable(forNextCalls: 1_000)"
            case .serverComesBack: "backend.makeUnavailable(forNextCalls: 0)"
            }
        }
    }

    /// A running registration screen and the backend it talks to.
    public struct World {
        let app: any RegistrationDriver
        let backend: InProcessRegistrationBackend
    }

    public let app = App.registration
    private let changeRequests: Set<ChangeRequest>

    public init(changeRequests: Set<ChangeRequest>) {
        self.changeRequests = changeRequests
    }

    public func randomSetup(using generator: inout SeededRandom) {}

    public func given(_ setup: Void) -> String {
        "a fresh registration screen and a backend with no address registered"
    }

    public func randomActions(using generator: inout SeededRandom) -> [Action] {
        var typed: [String] = []
        var actions: [Action] = []
        for _ in 0..<Int.random(in: 1...10, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: actions.append(.serverGoesDown)
            case 1: actions.append(.serverComesBack)
            default:
                let text = address(using: &generator, typedBefore: typed)
                typed.append(text)
                actions.append(.register(text))
            }
        }
        return actions
    }

    @MainActor
    public func start(_ setup: Void, on adapters: Adapters) async throws -> World {
        let backend = InProcessRegistrationBackend()
        return World(app: adapters.registration.launch(backend: backend), backend: backend)
    }

    /// What the screen shows, and which addresses the backend holds: a refused address must never
    /// reach it, and nothing registered may be lost. (Without REG-2 on both sides the server is
    /// down for every call or for none, so a retry changes nothing a user sees.)
    @MainActor
    public func perform(_ action: Action, in world: World) async throws -> String {
        switch action {
        case .register(let text):
            world.app.enterEmail(text)
            await world.app.tapRegister()
        case .serverGoesDown:
            world.backend.makeUnavailable(forNextCalls: 1_000)
        case .serverComesBack:
            world.backend.makeUnavailable(forNextCalls: 0)
        }
        return await view(of: world)
    }

    @MainActor
    public func view(of world: World) async -> String {
        world.app.visibleText + "\nregistered: " + world.backend.registeredAddresses.sorted().joined(separator: ", ")
    }

    @MainActor
    public func finish(_ world: World) async {}

    private func address(using generator: inout SeededRandom, typedBefore typed: [String]) -> String {
        if let earlier = typed.randomElement(using: &generator), Bool.random(using: &generator) {
            return Bool.random(using: &generator) ? earlier.uppercased() : earlier
        }
        if Int.random(in: 0..<5, using: &generator) == 0 {
            return HostileText.random(using: &generator)
        }
        var localParts = Self.localParts
        if changeRequests.contains(.roleAddresses) { localParts += Self.roleLocalParts }
        let local = localParts.randomElement(using: &generator)!
        var domains = Self.domains
        if changeRequests.contains(.disposableDomains) { domains += Self.disposableDomains }
        if changeRequests.contains(.knownDomain) { domains += Self.knownDomains }
        let domain = domains.randomElement(using: &generator)!
        let at = generator.pick([(12, "@"), (1, "@@"), (1, ""), (1, " @")])
        let around = Self.whiteSpace.randomElement(using: &generator)!
        return around + local + at + domain + around
    }

    private static let localParts = [
        "anna", "Anna.Smith", "a+tag", "o'brien", "x_y-z", "a..b", ".anna", "anna.", "taro.", "a b", "",
        String(repeating: "l", count: 64), String(repeating: "l", count: 65), "ü", "\"quoted\"", "#!$%&*/=?^`{|}~",
    ]
    private static let domains = [
        "example.com", "EXAMPLE.COM", "mail.example.co.uk", "docomo.ne.jp", "DoCoMo.NE.jp", "ezweb.ne.jp",
        "softbank.ne.jp", "i.softbank.jp", "docomo.ne.jp.evil.com", "example", "example.c", "example.c0m",
        "-example.com", "example-.com", "exa_mple.com", "example..com", "123.456",
        // Near the carriers' list: one letter or one label away, and a real domain not on it.
        "docomo.ne.jpx", "xdocomo.ne.jp", "i.softbank.jpn", "I.SOFTBANK.JP", "softbank.jp", "gmail.com",
        String(repeating: "d", count: 63) + ".com", String(repeating: "d", count: 64) + ".com",
        String(repeating: "d.", count: 120) + "com",
    ]
    private static let disposableDomains = [
        "mailinator.com", "YopMail.com", "guerrillamail.com", "10minutemail.com", "mailinator.comm", "yopmail.fr",
    ]
    private static let roleLocalParts = ["admin", "Info", "NOREPLY", "postmaster", "webmaster", "admins", "info.desk"]
    private static let knownDomains = ["ymobile.ne.jp", "YMobile.NE.JP", "sub.ymobile.ne.jp"]
    private static let whiteSpace = ["", "", "", " ", "\t", " \n", "\u{00A0}"]
}
