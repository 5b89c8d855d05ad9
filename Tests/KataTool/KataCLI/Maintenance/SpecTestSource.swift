/// The source of one generated file of spec tests: a class or suite per implementation and app, with
/// one test per spec, so that each test framework lists and selects each spec by name.
protocol SpecTestSource {
    var fileName: String { get }
    var text: String { get }
    var specNames: [String] { get }
}
