// A dialect: its namespace, docs, and where its Rust code lives.

#ifndef DIALECTIC_DIALECT_TD
#define DIALECTIC_DIALECT_TD

class Dialect {
  // The namespace (`arith`).
  string name = ?;
  string summary = "";
  code description = "";
  // The Rust module the dialect's code is generated into (`arith`), and the
  // crate path generated code uses for the runtime (`dialectic`).
  string rustModule = "";
  string runtimeCrate = "dialectic";
  // Dialects whose types and attributes this one uses.
  list<string> dependentDialects = [];
  // Inherent attributes are stored as properties (`<{...}>` in the generic form).
  bit usePropertiesForAttributes = 1;
  // The dialect materializes constants for folding: a Rust hook
  // `materialize_constant(builder, value, type, loc)` in the dialect module.
  bit hasConstantMaterializer = 0;
  // The dialect's types are parsed and printed by the generated dispatch on
  // their mnemonics (1), or by two Rust functions of the dialect module,
  // `parse_type` and `print_type` (0), as MLIR's `useDefaultTypePrinterParser`.
  bit useDefaultTypePrinterParser = 1;
  // The dialect checks the discardable attributes named after it on any op
  // (`llvm.data_layout`): a Rust hook `verify_operation_attribute(ctx, ir,
  // op, name, value)` in the dialect module (MLIR's `hasOperationAttrVerify`).
  bit hasOperationAttrVerify = 0;
  // The dialect checks the attributes named after it on the arguments and
  // results of function ops: Rust hooks `verify_region_arg_attribute` and
  // `verify_region_result_attribute(ctx, ir, op, index, name, value)`.
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  // The dialect interfaces (`DialectInterface` records) the dialect
  // implements, in Rust in the dialect module.
  list<Interface> interfaces = [];
  // MLIR's C++ namespace of the generated classes: kept so that a dialect
  // ports unchanged, unused in Rust (where `rustModule` places the code).
  string cppNamespace = name;
}

#endif // DIALECTIC_DIALECT_TD
