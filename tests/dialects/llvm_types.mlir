// The llvm dialect's types, in function signatures and attributes: nested
// LLVM types without their prefix, identified and recursive structs,
// vectors of both kinds, target extension types, builtin types with
// aliases inside LLVM types.
module attributes {
  llvm.pointers = [!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<4294967295>],
  llvm.simple = [!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.ppc_fp128, !llvm.x86_mmx],
  llvm.aliases_inside = [!llvm.struct<(tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>)>, !llvm.struct<"holder", (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, ptr)>, !llvm.array<2 x tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>],
  llvm.targets = [!llvm.target<"spirv.Image">, !llvm.target<"spirv.Event", 1>, !llvm.target<"spirv.Image", !llvm.ptr, i32, 0, 1>, !llvm.target<"x", ptr>]
} {
  func.func private @arrays(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x ptr<2>>>, !llvm.array<2 x !llvm.ptr>, !llvm.array<0x10 x vector<4xf32>>) -> !llvm.array<0 x f64>
  func.func private @literal_structs(!llvm.struct<()>, !llvm.struct<(i32, f32)>, !llvm.struct<packed (i8, ptr<3>)>, !llvm.struct<packed ()>, !llvm.struct<(struct<(i1)>, !llvm.array<2 x i8>)>)
  func.func private @identified_structs(!llvm.struct<"name", (i32)>, !llvm.struct<"packed", packed (i8, i64)>, !llvm.struct<"opaque", opaque>, !llvm.struct<"empty", ()>, !llvm.struct<"with spaces, (commas)", (f16)>)
  func.func private @same_struct_again(!llvm.struct<"name", (i32)>) -> !llvm.struct<"opaque", opaque>
  func.func private @recursive_structs(!llvm.struct<"list", (i32, ptr, struct<"list">)>, !llvm.struct<"a", (ptr, struct<"b", (struct<"a">, struct<"b">)>)>)
  func.func private @functions(!llvm.func<void ()>, !llvm.func<i32 (f32, i32)>, !llvm.func<void (i32, ...)>, !llvm.func<ptr<1> (...)>, !llvm.func<void(metadata, label, token)>)
  func.func private @vectors(!llvm.vec<4 x ptr>, !llvm.vec<2 x ppc_fp128>, !llvm.vec<? x 4 x ptr>, !llvm.vec<? x 8 x i1>, !llvm.vec<?x2xf64>, vector<4xi32>)
  func.func private @not_compatible_inside(!llvm.array<2 x struct<(tensor<4xi32>)>>, !llvm.func<void (array<2 x si8>, ptr)>, !llvm.array<2 x struct<"z", (i32, struct<"z">, si32)>>)
  func.func private @prefixed_inside(!llvm.struct<(!llvm.ptr, !llvm.struct<(i1)>)>, !llvm.func<!llvm.void ()>, !llvm.vec<? x 1 x !llvm.ptr<3>>)
}
