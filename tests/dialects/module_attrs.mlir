// A named module with dialect attributes holding functions.
module @program attributes {test.version = 2 : i32} {
  func.func @main() -> i32 {
    %c = arith.constant 0 : i32
    func.return %c : i32
  }
  module @inner {
    func.func private @helper(index) -> index
  }
}
