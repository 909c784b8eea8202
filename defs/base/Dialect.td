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
}

#endif // DIALECTIC_DIALECT_TD
