// Shared definitions, included once thanks to the guard.
#ifndef COMMON_TD
#define COMMON_TD

class Dialect<string n> { string name = n; string cppNamespace = "::mlir::" # n; }
class Type<Dialect d, string n> { Dialect dialect = d; string mnemonic = n; }

#endif // COMMON_TD
