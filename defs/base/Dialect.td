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
  // The dialect prefix may be omitted for its ops inside regions of ops
  // that name it as default dialect.
  bit usePropertiesForAttributes = 1;
}

#endif // DIALECTIC_DIALECT_TD
