// Ops of unknown dialects are rejected unless --allow-unregistered-dialect is
// given; the error points at the op.
// RUN: not dialectic-opt %s 2>&1 | FileCheck %s
// RUN: dialectic-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=ALLOWED

// CHECK: unregistered-dialect.mlir:[[@LINE+3]]:{{[0-9]+}}: error: operation being parsed with an unregistered dialect
// ALLOWED: module {
// ALLOWED-NEXT: "unknown.op"() : () -> ()
"unknown.op"() : () -> ()
