// Diagnostics at every kind of location: unknown, named, in other files,
// call sites (their callers as `called from` notes), fused, aliases; a
// place in this file shows its line.

func.func @f(%x: i32) {
  func.return %x : i32 loc(unknown)
}
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc("name")
}
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc("name"("file.mlir":3:4))
}
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc(callsite("callee.mlir":1:2 at "caller.mlir":5:6))
}
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc(callsite("callee.mlir":1:2 at callsite("mid.mlir":3:4 at "caller.mlir":5:6)))
}
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc(fused["a.mlir":1:2, "b.mlir":3:4])
}
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc(fused<"meta">["a.mlir":1:2])
}
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc(fused[unknown, "n"])
}
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc(#loc)
}
#loc = loc("locations.mlir":6:10)
// -----
func.func @f(%x: i32) {
  func.return %x : i32 loc("x.mlir":0:0)
}
// -----
// The callee's place is in this file: its line shows; a note at the op.
func.func private @gives_i32() -> i32
func.func @g() {
  %0 = func.call @gives_i32() : () -> i64 loc(callsite("locations.mlir":49:8 at "caller.mlir":1:1))
  func.return
}
