// Operations: arguments, results, regions, successors, traits, builders,
// verification hooks and the declarative assembly format.

#ifndef DIALECTIC_OP_TD
#define DIALECTIC_OP_TD

include "base/Types.td"
include "base/Attrs.td"
include "base/Traits.td"

// Markers of the dags that list an op's parts.
def ins;
def outs;
def region;
def successor;

// A dialect lists the dialect interfaces it implements.
include "base/Interfaces.td"
include "base/Dialect.td"

// Operand and result wrappers.
// MLIR's summaries: an optional operand's is its type's (`must be index`),
// a variadic one's says `variadic of`.
class Optional<TypeConstraint type> : TypeConstraint<type.predicate, type.summary, type.rustType> {
  TypeConstraint baseType = type;
}
class Variadic<TypeConstraint type> : TypeConstraint<type.predicate, "variadic of " # type.summary, type.rustType> {
  TypeConstraint baseType = type;
}
class VariadicOfVariadic<TypeConstraint type, string segmentAttr>
    : TypeConstraint<type.predicate, "variadic of variadic of " # type.summary, type.rustType> {
  TypeConstraint baseType = type;
  string segmentAttrName = segmentAttr;
}

// Regions.
class Region<Pred pred, string summaryArg = ""> : Constraint<pred, summaryArg>;
def AnyRegion : Region<TruePred, "any region">;
class SizedRegion<int n> : Region<TruePred, "region with " # !cast<string>(n) # " blocks"> {
  int blocks = n;
}
class VariadicRegion<Region r> : Region<r.predicate, "variadic of " # r.summary> {
  Region baseRegion = r;
}

// Successors.
class Successor<Pred pred, string summaryArg = ""> : Constraint<pred, summaryArg>;
def AnySuccessor : Successor<TruePred, "any successor">;
class VariadicSuccessor<Successor s> : Successor<s.predicate, "variadic of " # s.summary> {
  Successor baseSuccessor = s;
}

// A custom builder: its parameters and a Rust body filling `$_state`.
class OpBuilder<dag params, code bodyArg = ""> {
  dag dagParams = params;
  code body = bodyArg;
}

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string summary = "";
  code description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<Trait> traits = props;
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  // A Rust verifier hook `fn verify(op, ctx, ir) -> Result<(), String>` in the
  // dialect module.
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasFolder = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  // The declarative assembly format, or a custom Rust parser/printer.
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  // Ops of this dialect print and parse without their `dialect.` prefix
  // inside this op's regions (OpAsmOpInterface's `getDefaultDialect`).
  string defaultDialect = "";
  // Rust items added to the op's `impl` block.
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

#endif // DIALECTIC_OP_TD
