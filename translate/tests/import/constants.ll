; Constants and globals the C corpus does not produce.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%node = type { ptr, i32 }
%packed = type <{ i8, i32 }>

$shared = comdat any
$big = comdat largest

@matrix = global [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]], align 16
@vectors = global [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>]
@zeros = global [4 x double] zeroinitializer
@zstruct = global %node zeroinitializer
@self = global %node { ptr @self, i32 1 }, section ".mydata", comdat($shared)
@packed_g = hidden global %packed <{ i8 1, i32 2 }>, align 1
@gep = global ptr getelementptr inbounds ([2 x [3 x i32]], ptr @matrix, i64 0, i64 1, i64 2)
@addr = global i64 add (i64 ptrtoint (ptr @zeros to i64), i64 8)
@tls = thread_local(initialexec) global i32 7, comdat($big)
@half = global half 0xH3C00
@bf = global bfloat 0xR3F80
@quad = global fp128 0xL00000000000000004000000000000000
@wide = global i128 -170141183460469231731687303715884105728
@vec_undef = global <4 x i32> <i32 1, i32 undef, i32 poison, i32 4>
@ext = external global i32
@ctor_data = global i32 0
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

define internal void @init() section ".text.init" align 16 gc "shadow-stack" {
  ret void
}

define <2 x i64> @vec_consts() {
  %a = add <2 x i64> <i64 1, i64 2>, splat (i64 3)
  %b = add <2 x i64> %a, zeroinitializer
  ret <2 x i64> %b
}

define ptr @null_and_undef(i1 %c) {
  %p = select i1 %c, ptr null, ptr undef
  %q = getelementptr inbounds %node, ptr %p, i64 1, i32 1
  %r = getelementptr i8, ptr poison, i64 4
  %s = select i1 %c, ptr %q, ptr %r
  ret ptr %s
}
